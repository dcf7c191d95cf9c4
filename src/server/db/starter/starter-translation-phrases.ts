// Trade phrases the starter products' translations share, written once per language.
import type { InEachLanguage } from './starter-translations';

/** "0 to 1 °C, 90-95% RH" */
export const storedAt = (from: string, to: string, rh: string): InEachLanguage<string> => ({
  hi: `${from} से ${to} °C, सापेक्ष आर्द्रता ${rh}%`,
  mr: `${from} ते ${to} °C, सापेक्ष आर्द्रता ${rh}%`,
  ar: `من ${from} إلى ${to} °C، رطوبة نسبية ${rh}%`,
});

// Arabic counts 3 to 10 things in the plural and 11 and more in the singular.
const arabicCount = (n: number, plural: string, singular: string) => `${n} ${n <= 10 ? plural : singular}`;

/** A minimum order of `n` cartons. */
export const cartons = (n: number): InEachLanguage<string> => ({
  hi: `${n} कार्टन`,
  mr: `${n} कार्टन`,
  ar: arabicCount(n, 'كراتين', 'كرتونة'),
});

/** A minimum order of `n` trays. */
export const trays = (n: number): InEachLanguage<string> => ({
  hi: `${n} ट्रे`,
  mr: `${n} ट्रे`,
  ar: arabicCount(n, 'صوانٍ', 'صينية'),
});

/** "By air: 100 cartons; by sea: one 20 ft reefer container", the export division's minimum. */
export const exportMinimum = (byAir: InEachLanguage<string>): InEachLanguage<string> => ({
  hi: `हवाई मार्ग से: ${byAir.hi}; समुद्री मार्ग से: एक 20 ft रीफ़र कंटेनर`,
  mr: `हवाई मार्गाने: ${byAir.mr}; समुद्रमार्गे: एक 20 ft रीफर कंटेनर`,
  ar: `شحن جوي: ${byAir.ar}؛ شحن بحري: حاوية مبردة واحدة 20 ft`,
});
