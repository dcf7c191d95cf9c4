// The countries an origin text names ("Chile", "Washington, USA", "Spain & Italy"), for schema.org countryOfOrigin, and
// their names in each of the site's languages.
import type { Locale } from '../../shared/i18n/locales';

/** Every country in its usual English name (ISO 3166), then other spellings a buyer writes, each to that name. */
const COUNTRIES = [
  'Afghanistan',
  'Albania',
  'Algeria',
  'Andorra',
  'Angola',
  'Antigua and Barbuda',
  'Argentina',
  'Armenia',
  'Australia',
  'Austria',
  'Azerbaijan',
  'Bahamas',
  'Bahrain',
  'Bangladesh',
  'Barbados',
  'Belarus',
  'Belgium',
  'Belize',
  'Benin',
  'Bhutan',
  'Bolivia',
  'Bosnia and Herzegovina',
  'Botswana',
  'Brazil',
  'Brunei',
  'Bulgaria',
  'Burkina Faso',
  'Burundi',
  'Cambodia',
  'Cameroon',
  'Canada',
  'Cape Verde',
  'Central African Republic',
  'Chad',
  'Chile',
  'China',
  'Colombia',
  'Comoros',
  'Costa Rica',
  "Côte d'Ivoire",
  'Croatia',
  'Cuba',
  'Cyprus',
  'Czechia',
  'Democratic Republic of the Congo',
  'Denmark',
  'Djibouti',
  'Dominica',
  'Dominican Republic',
  'Ecuador',
  'Egypt',
  'El Salvador',
  'Equatorial Guinea',
  'Eritrea',
  'Estonia',
  'Eswatini',
  'Ethiopia',
  'Fiji',
  'Finland',
  'France',
  'Gabon',
  'Gambia',
  'Georgia',
  'Germany',
  'Ghana',
  'Greece',
  'Grenada',
  'Guatemala',
  'Guinea',
  'Guinea-Bissau',
  'Guyana',
  'Haiti',
  'Honduras',
  'Hungary',
  'Iceland',
  'India',
  'Indonesia',
  'Iran',
  'Iraq',
  'Ireland',
  'Israel',
  'Italy',
  'Jamaica',
  'Japan',
  'Jordan',
  'Kazakhstan',
  'Kenya',
  'Kiribati',
  'Kuwait',
  'Kyrgyzstan',
  'Laos',
  'Latvia',
  'Lebanon',
  'Lesotho',
  'Liberia',
  'Libya',
  'Liechtenstein',
  'Lithuania',
  'Luxembourg',
  'Madagascar',
  'Malawi',
  'Malaysia',
  'Maldives',
  'Mali',
  'Malta',
  'Marshall Islands',
  'Mauritania',
  'Mauritius',
  'Mexico',
  'Micronesia',
  'Moldova',
  'Monaco',
  'Mongolia',
  'Montenegro',
  'Morocco',
  'Mozambique',
  'Myanmar',
  'Namibia',
  'Nauru',
  'Nepal',
  'Netherlands',
  'New Zealand',
  'Nicaragua',
  'Niger',
  'Nigeria',
  'North Korea',
  'North Macedonia',
  'Norway',
  'Oman',
  'Pakistan',
  'Palau',
  'Palestine',
  'Panama',
  'Papua New Guinea',
  'Paraguay',
  'Peru',
  'Philippines',
  'Poland',
  'Portugal',
  'Qatar',
  'Republic of the Congo',
  'Romania',
  'Russia',
  'Rwanda',
  'Saint Kitts and Nevis',
  'Saint Lucia',
  'Saint Vincent and the Grenadines',
  'Samoa',
  'San Marino',
  'São Tomé and Príncipe',
  'Saudi Arabia',
  'Senegal',
  'Serbia',
  'Seychelles',
  'Sierra Leone',
  'Singapore',
  'Slovakia',
  'Slovenia',
  'Solomon Islands',
  'Somalia',
  'South Africa',
  'South Korea',
  'South Sudan',
  'Spain',
  'Sri Lanka',
  'Sudan',
  'Suriname',
  'Sweden',
  'Switzerland',
  'Syria',
  'Taiwan',
  'Tajikistan',
  'Tanzania',
  'Thailand',
  'Timor-Leste',
  'Togo',
  'Tonga',
  'Trinidad and Tobago',
  'Tunisia',
  'Turkey',
  'Turkmenistan',
  'Tuvalu',
  'Uganda',
  'Ukraine',
  'United Arab Emirates',
  'United Kingdom',
  'United States',
  'Uruguay',
  'Uzbekistan',
  'Vanuatu',
  'Vatican City',
  'Venezuela',
  'Vietnam',
  'Yemen',
  'Zambia',
  'Zimbabwe',
] as const;

const ALIASES: Record<string, (typeof COUNTRIES)[number]> = {
  USA: 'United States',
  'U.S.A.': 'United States',
  US: 'United States',
  'U.S.': 'United States',
  'United States of America': 'United States',
  UK: 'United Kingdom',
  'U.K.': 'United Kingdom',
  'Great Britain': 'United Kingdom',
  Britain: 'United Kingdom',
  England: 'United Kingdom',
  Scotland: 'United Kingdom',
  Wales: 'United Kingdom',
  UAE: 'United Arab Emirates',
  'U.A.E.': 'United Arab Emirates',
  Holland: 'Netherlands',
  'The Netherlands': 'Netherlands',
  Türkiye: 'Turkey',
  Turkiye: 'Turkey',
  'Czech Republic': 'Czechia',
  'Ivory Coast': "Côte d'Ivoire",
  'Cote dIvoire': "Côte d'Ivoire",
  "Cote d'Ivoire": "Côte d'Ivoire",
  'Viet Nam': 'Vietnam',
  Korea: 'South Korea',
  'Republic of Korea': 'South Korea',
  Burma: 'Myanmar',
  Swaziland: 'Eswatini',
  'East Timor': 'Timor-Leste',
  'Cabo Verde': 'Cape Verde',
  'Sao Tome and Principe': 'São Tomé and Príncipe',
  'Russian Federation': 'Russia',
  'DR Congo': 'Democratic Republic of the Congo',
  DRC: 'Democratic Republic of the Congo',
};

const NAMES = new Map<string, string>([
  ...COUNTRIES.map((c) => [c.toLowerCase(), c] as const),
  ...Object.entries(ALIASES).map(([a, c]) => [a.toLowerCase(), c] as const),
]);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Longest first, so "Papua New Guinea" is one country, not also Guinea; whole words only, so "Indian" is not India.
const PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(${[...NAMES.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);

/** Abbreviations count only in capitals: "US" is the country, "us" is a word. */
const isAbbreviation = (alias: string) => !/[a-z]/.test(alias);

/** The countries named in `text`, each once, in the order they first appear. */
export function countriesNamedIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(PATTERN)) {
    const written = match[1]!;
    const alias = Object.keys(ALIASES).find((a) => a.toLowerCase() === written.toLowerCase());
    if (alias && isAbbreviation(alias) && alias !== written) continue;
    const country = NAMES.get(written.toLowerCase())!;
    if (!found.includes(country)) found.push(country);
  }
  return found;
}

type Country = (typeof COUNTRIES)[number];

/**
 * The countries fruit comes from or goes to, as Hindi, Marathi and Arabic name them (a trader's usual name, not the
 * formal one: अमेरिका, أمريكا). A country not here keeps its English name.
 */
const LOCAL_NAMES: Partial<Record<Country, readonly [hi: string, mr: string, ar: string]>> = {
  Afghanistan: ['अफ़ग़ानिस्तान', 'अफगाणिस्तान', 'أفغانستان'],
  Argentina: ['अर्जेंटीना', 'अर्जेंटिना', 'الأرجنتين'],
  Australia: ['ऑस्ट्रेलिया', 'ऑस्ट्रेलिया', 'أستراليا'],
  Bahrain: ['बहरीन', 'बहरीन', 'البحرين'],
  Bangladesh: ['बांग्लादेश', 'बांगलादेश', 'بنغلاديش'],
  Belgium: ['बेल्जियम', 'बेल्जियम', 'بلجيكا'],
  Bhutan: ['भूटान', 'भूतान', 'بوتان'],
  Brazil: ['ब्राज़ील', 'ब्राझील', 'البرازيل'],
  Canada: ['कनाडा', 'कॅनडा', 'كندا'],
  Chile: ['चिली', 'चिली', 'تشيلي'],
  China: ['चीन', 'चीन', 'الصين'],
  Colombia: ['कोलंबिया', 'कोलंबिया', 'كولومبيا'],
  'Costa Rica': ['कोस्टा रीका', 'कोस्टा रिका', 'كوستاريكا'],
  Ecuador: ['इक्वाडोर', 'इक्वेडोर', 'الإكوادور'],
  Egypt: ['मिस्र', 'इजिप्त', 'مصر'],
  Ethiopia: ['इथियोपिया', 'इथिओपिया', 'إثيوبيا'],
  France: ['फ़्रांस', 'फ्रान्स', 'فرنسا'],
  Germany: ['जर्मनी', 'जर्मनी', 'ألمانيا'],
  Greece: ['ग्रीस', 'ग्रीस', 'اليونان'],
  Guatemala: ['ग्वाटेमाला', 'ग्वातेमाला', 'غواتيمالا'],
  India: ['भारत', 'भारत', 'الهند'],
  Indonesia: ['इंडोनेशिया', 'इंडोनेशिया', 'إندونيسيا'],
  Iran: ['ईरान', 'इराण', 'إيران'],
  Iraq: ['इराक़', 'इराक', 'العراق'],
  Israel: ['इज़राइल', 'इस्रायल', 'إسرائيل'],
  Italy: ['इटली', 'इटली', 'إيطاليا'],
  Japan: ['जापान', 'जपान', 'اليابان'],
  Jordan: ['जॉर्डन', 'जॉर्डन', 'الأردن'],
  Kenya: ['केन्या', 'केनिया', 'كينيا'],
  Kuwait: ['कुवैत', 'कुवेत', 'الكويت'],
  Lebanon: ['लेबनान', 'लेबनॉन', 'لبنان'],
  Malaysia: ['मलेशिया', 'मलेशिया', 'ماليزيا'],
  Mexico: ['मेक्सिको', 'मेक्सिको', 'المكسيك'],
  Moldova: ['मॉल्डोवा', 'मोल्दोव्हा', 'مولدوفا'],
  Morocco: ['मोरक्को', 'मोरोक्को', 'المغرب'],
  Mozambique: ['मोज़ाम्बिक', 'मोझांबिक', 'موزمبيق'],
  Myanmar: ['म्यांमार', 'म्यानमार', 'ميانمار'],
  Nepal: ['नेपाल', 'नेपाळ', 'نيبال'],
  Netherlands: ['नीदरलैंड', 'नेदरलँड्स', 'هولندا'],
  'New Zealand': ['न्यूज़ीलैंड', 'न्यूझीलंड', 'نيوزيلندا'],
  Oman: ['ओमान', 'ओमान', 'عُمان'],
  Pakistan: ['पाकिस्तान', 'पाकिस्तान', 'باكستان'],
  Peru: ['पेरू', 'पेरू', 'بيرو'],
  Philippines: ['फ़िलीपींस', 'फिलिपिन्स', 'الفلبين'],
  Poland: ['पोलैंड', 'पोलंड', 'بولندا'],
  Portugal: ['पुर्तगाल', 'पोर्तुगाल', 'البرتغال'],
  Qatar: ['क़तर', 'कतार', 'قطر'],
  Russia: ['रूस', 'रशिया', 'روسيا'],
  'Saudi Arabia': ['सऊदी अरब', 'सौदी अरेबिया', 'السعودية'],
  Serbia: ['सर्बिया', 'सर्बिया', 'صربيا'],
  'South Africa': ['दक्षिण अफ़्रीका', 'दक्षिण आफ्रिका', 'جنوب أفريقيا'],
  'South Korea': ['दक्षिण कोरिया', 'दक्षिण कोरिया', 'كوريا الجنوبية'],
  Spain: ['स्पेन', 'स्पेन', 'إسبانيا'],
  'Sri Lanka': ['श्रीलंका', 'श्रीलंका', 'سريلانكا'],
  Sudan: ['सूडान', 'सुदान', 'السودان'],
  Syria: ['सीरिया', 'सीरिया', 'سوريا'],
  Tanzania: ['तंज़ानिया', 'टांझानिया', 'تنزانيا'],
  Thailand: ['थाईलैंड', 'थायलंड', 'تايلاند'],
  Tunisia: ['ट्यूनीशिया', 'ट्युनिशिया', 'تونس'],
  Turkey: ['तुर्की', 'तुर्कस्तान', 'تركيا'],
  Uganda: ['युगांडा', 'युगांडा', 'أوغندا'],
  Ukraine: ['यूक्रेन', 'युक्रेन', 'أوكرانيا'],
  'United Arab Emirates': ['संयुक्त अरब अमीरात', 'संयुक्त अरब अमिराती', 'الإمارات'],
  'United Kingdom': ['ब्रिटेन', 'ब्रिटन', 'المملكة المتحدة'],
  'United States': ['अमेरिका', 'अमेरिका', 'أمريكا'],
  Uruguay: ['उरुग्वे', 'उरुग्वे', 'الأوروغواي'],
  Uzbekistan: ['उज़्बेकिस्तान', 'उझबेकिस्तान', 'أوزبكستان'],
  Vietnam: ['वियतनाम', 'व्हिएतनाम', 'فيتنام'],
  Yemen: ['यमन', 'येमेन', 'اليمن'],
  Zimbabwe: ['ज़िम्बाब्वे', 'झिम्बाब्वे', 'زيمبابوي'],
};

const LOCAL_INDEX = { hi: 0, mr: 1, ar: 2 } as const;

/** A country's name in `locale` ('United States' -> 'अमेरिका'), or undefined when the table has none. */
function localName(locale: Locale, country: string): string | undefined {
  return locale === 'en' ? undefined : LOCAL_NAMES[country as Country]?.[LOCAL_INDEX[locale]];
}

/**
 * `text` (a supplier country, an origin: "Chile", "Washington, USA") with each country it names in `locale`'s name
 * for it ("Washington, अमेरिका"); the rest of the text, and a country the table lacks, as the owner wrote it.
 */
export function countryNamesIn(locale: Locale, text: string): string {
  if (locale === 'en') return text;
  return text.replace(PATTERN, (written: string) => {
    const alias = Object.keys(ALIASES).find((a) => a.toLowerCase() === written.toLowerCase());
    if (alias && isAbbreviation(alias) && alias !== written) return written;
    return localName(locale, NAMES.get(written.toLowerCase())!) ?? written;
  });
}

/**
 * Every spelling of a country the table names, with its name in `locale`, and `texts` (the page's origins) each in
 * `locale`'s words: what an island looks an origin up in, the products it fetches later included. Empty in English.
 */
export function countryNameTable(locale: Locale, texts: readonly string[] = []): Record<string, string> {
  if (locale === 'en') return {};
  const table: Record<string, string> = {};
  for (const [spelling, country] of [...COUNTRIES.map((c) => [c, c] as const), ...Object.entries(ALIASES)]) {
    const name = localName(locale, country);
    if (name) table[spelling] = name;
  }
  for (const text of texts) table[text] = countryNamesIn(locale, text);
  return table;
}
