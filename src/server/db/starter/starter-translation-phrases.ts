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

/** "4 to 6 weeks" */
export const weeks = (a: number, b: number): InEachLanguage<string> => ({
  hi: `${a} से ${b} हफ़्ते`,
  mr: `${a} ते ${b} आठवडे`,
  ar: `من ${a} إلى ${b} أسابيع`,
});

/** "3 to 5 days" */
export const days = (a: number, b: number): InEachLanguage<string> => ({
  hi: `${a} से ${b} दिन`,
  mr: `${a} ते ${b} दिवस`,
  ar: `من ${a} إلى ${b} أيام`,
});

export const ABOUT_A_WEEK: InEachLanguage<string> = { hi: 'लगभग 1 हफ़्ता', mr: 'सुमारे 1 आठवडा', ar: 'نحو أسبوع واحد' };
export const ABOUT_TWO_WEEKS: InEachLanguage<string> = { hi: 'लगभग 2 हफ़्ते', mr: 'सुमारे 2 आठवडे', ar: 'نحو أسبوعين' };

/** "6 to 8 weeks in cold storage from arrival; 3 to 5 days at room temperature." */
export const keeps = (cold: InEachLanguage<string>, room: InEachLanguage<string>): InEachLanguage<string> => ({
  hi: `आवक के बाद कोल्ड स्टोरेज में ${cold.hi}; कमरे के तापमान पर ${room.hi}।`,
  mr: `आवकेनंतर शीतगृहात ${cold.mr}; खोलीच्या तापमानात ${room.mr}.`,
  ar: `${cold.ar} في التخزين المبرد من تاريخ الوصول؛ و${room.ar} في حرارة الغرفة.`,
});

/** "6 to 8 weeks in cold storage from arrival; ripens in 5 to 7 days at room temperature." */
export const keepsThenRipens = (cold: InEachLanguage<string>, a: number, b: number): InEachLanguage<string> => ({
  hi: `आवक के बाद कोल्ड स्टोरेज में ${cold.hi}; कमरे के तापमान पर पकने में ${a} से ${b} दिन लगते हैं।`,
  mr: `आवकेनंतर शीतगृहात ${cold.mr}; खोलीच्या तापमानात पिकायला ${a} ते ${b} दिवस लागतात.`,
  ar: `${cold.ar} في التخزين المبرد من تاريخ الوصول؛ وتنضج في ${a} إلى ${b} أيام في حرارة الغرفة.`,
});

/** "15 kg cartons." */
export const kgCartons = (kg: string): InEachLanguage<string> => ({
  hi: `${kg} kg के कार्टन।`,
  mr: `${kg} kg कार्टन.`,
  ar: `كراتين ${kg} kg.`,
});
