// Which origins India admits each starter fruit from, so the starter catalogue never offers what cannot be imported.
//
// Source: the Plant Quarantine (Regulation of Import into India) Order, 2003, Schedule VI (the fresh fruit admitted
// from each country after a pest risk analysis), as amended, published by the Directorate of Plant Protection,
// Quarantine & Storage (plantquarantineindia.nic.in); and the DPPQS suspension of apples and pears from China in
// June 2017, not lifted since (the trade review of the starter content, sources [3] and [4]).
//
// Only the origins the starter catalogue uses are listed: a wider list would state more than was checked. `verify`:
// the thin trades the review asked the owner to confirm against the current schedule. India is the home market: the
// export division's own produce needs no import permit.

/** A kind of fruit, as a product's name says it (matched by `names`). */
type AdmittedFruit = { fruit: string; names: RegExp; origins: readonly string[]; verify?: readonly string[] };

export const ADMITTED_ORIGINS: readonly AdmittedFruit[] = [
  // Not China: suspended since June 2017.
  { fruit: 'apple', names: /\bapples?\b/i, origins: ['USA', 'Chile', 'New Zealand', 'Turkey', 'Poland'] },
  { fruit: 'pear', names: /\bpears?\b/i, origins: ['South Africa', 'USA', 'Italy'], verify: ['Italy'] },
  { fruit: 'orange', names: /\boranges?\b/i, origins: ['Egypt', 'South Africa'] },
  { fruit: 'mandarin', names: /\bmandarins?\b/i, origins: ['Turkey'] },
  { fruit: 'lemon', names: /\blemons?\b/i, origins: ['Spain'], verify: ['Spain'] },
  { fruit: 'grapefruit', names: /\bgrapefruit\b/i, origins: ['South Africa'] },
  { fruit: 'pomelo', names: /\bpomelos?\b/i, origins: ['China'], verify: ['China'] },
  { fruit: 'grape', names: /\bgrapes\b/i, origins: ['Chile', 'Peru', 'USA', 'South Africa', 'Brazil'], verify: ['Brazil'] },
  { fruit: 'kiwifruit', names: /\bkiwifruit\b/i, origins: ['New Zealand', 'Italy', 'Greece'] },
  { fruit: 'cherry', names: /\bcherries\b/i, origins: ['Chile', 'Turkey'] },
  { fruit: 'plum', names: /\bplums?\b/i, origins: ['South Africa'] },
  { fruit: 'nectarine', names: /\bnectarines?\b/i, origins: ['Spain'], verify: ['Spain'] },
  { fruit: 'blueberry', names: /\bblueberries\b/i, origins: ['Peru', 'Poland'] },
  { fruit: 'raspberry', names: /\braspberries\b/i, origins: ['Spain'] },
  { fruit: 'dragon fruit', names: /\bdragon fruit\b/i, origins: ['Vietnam'] },
  { fruit: 'mangosteen', names: /\bmangosteen\b/i, origins: ['Thailand'] },
  { fruit: 'avocado', names: /\bavocados?\b/i, origins: ['Tanzania'] },
  { fruit: 'longan', names: /\blongans?\b/i, origins: ['Thailand'] },
  { fruit: 'rambutan', names: /\brambutans?\b/i, origins: ['Vietnam'], verify: ['Vietnam'] },
  { fruit: 'tamarind', names: /\btamarind\b/i, origins: ['Thailand'] },
  { fruit: 'persimmon', names: /\bpersimmons?\b/i, origins: ['Spain'], verify: ['Spain'] },
  { fruit: 'fig', names: /\bfigs?\b/i, origins: ['Turkey'] },
  { fruit: 'mango', names: /\bmangoes\b/i, origins: [] },
  { fruit: 'chilli', names: /\bchillies\b/i, origins: [] },
];

/** The home market: its own produce (the export division's) is never an import. */
export const HOME_ORIGIN = 'India';

/** The fruit entries a product's name matches: exactly one for every starter product (the test checks). */
export const fruitsNamedIn = (productName: string): AdmittedFruit[] => ADMITTED_ORIGINS.filter((f) => f.names.test(productName));

/** Whether India admits this fruit from `country` (always from India itself). */
export function isAdmitted(fruit: AdmittedFruit, country: string): boolean {
  return country === HOME_ORIGIN || fruit.origins.includes(country);
}
