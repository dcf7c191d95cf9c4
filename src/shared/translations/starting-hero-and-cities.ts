// The starting words of the home page's hero and of the cities served in Hindi, Marathi and Arabic: what a language
// shows until the owner saves a translation of their own, as long as the English is still what the product ships
// (DECISION src/decisions/content-translations.md).

import { DEFAULT_HERO_TITLE } from '../constants';
import type { TranslationLocale } from './translatable';

type StartingHero = {
  heroTitle: string;
  /** One per hero subtitle the product ships, in the same order (shippedHeroSubtitle); the figures as placeholders. */
  heroSubtitles: readonly [spec: string, starter: string];
};

export const STARTING_HERO_TRANSLATIONS: Record<TranslationLocale, StartingHero> = {
  hi: {
    heroTitle: 'दुनिया भर के प्रीमियम फल',
    heroSubtitles: [
      '{years} से अधिक वर्षों से हम {countries} देशों से बेहतरीन ताज़े फल मुंबई और भारत के {cities} प्रमुख शहरों तक ला रहे हैं।',
      '{years} से अधिक वर्षों से हम {countries} देशों से बेहतरीन ताज़े फल मुंबई ला रहे हैं और अपनी APMC दुकानों, प्रमुख रिटेल चेन और भारत के {cities} प्रमुख शहरों के ग्राहकों तक पहुँचा रहे हैं।',
    ],
  },
  mr: {
    heroTitle: 'जगभरातील प्रीमियम फळे',
    heroSubtitles: [
      '{years} हून अधिक वर्षे आम्ही {countries} देशांतून उत्तम ताजी फळे मुंबईत आणि भारतातील {cities} प्रमुख शहरांमध्ये आणत आहोत.',
      '{years} हून अधिक वर्षे आम्ही {countries} देशांतून उत्तम ताजी फळे मुंबईत आणत आहोत आणि आमची APMC दुकाने, आघाडीच्या रिटेल साखळ्या व भारतातील {cities} प्रमुख शहरांतील ग्राहकांना पुरवठा करतो.',
    ],
  },
  ar: {
    heroTitle: 'فواكه فاخرة من حول العالم',
    heroSubtitles: [
      'منذ أكثر من {years} عامًا نجلب أجود الفواكه الطازجة من {countries} دولة إلى مومباي وإلى {cities} مدن هندية كبرى.',
      'منذ أكثر من {years} عامًا نجلب أجود الفواكه الطازجة من {countries} دولة إلى مومباي، ونورّدها لمحلاتنا في سوق APMC ولكبرى سلاسل التجزئة وللعملاء في {cities} مدن هندية كبرى.',
    ],
  },
};

/** The hero title the product ships, which the starting translations translate. */
export const STARTING_HERO_TITLE = DEFAULT_HERO_TITLE;

const city = (hi: string, mr: string, ar: string): Record<TranslationLocale, string> => ({ hi, mr, ar });
const BENGALURU = city('बेंगलुरु', 'बंगळुरू', 'بنغالورو');
const KOCHI = city('कोच्चि', 'कोची', 'كوتشي');
const KOLKATA = city('कोलकाता', 'कोलकाता', 'كولكاتا');
const MYSURU = city('मैसूर', 'म्हैसूर', 'ميسور');
const DELHI = city('दिल्ली', 'दिल्ली', 'دلهي');

/**
 * The starter cities (and the other English spelling of each) in each language, by their English name in lower case.
 * A city's name is its own in each language: Bangalore reads as Bengaluru does.
 */
export const STARTING_CITY_NAMES: Readonly<Record<string, Record<TranslationLocale, string>>> = {
  mumbai: city('मुंबई', 'मुंबई', 'مومباي'),
  bombay: city('मुंबई', 'मुंबई', 'مومباي'),
  bangalore: BENGALURU,
  bengaluru: BENGALURU,
  chennai: city('चेन्नई', 'चेन्नई', 'تشيناي'),
  delhi: DELHI,
  'new delhi': city('नई दिल्ली', 'नवी दिल्ली', 'نيودلهي'),
  cochin: KOCHI,
  kochi: KOCHI,
  calcutta: KOLKATA,
  kolkata: KOLKATA,
  ahmedabad: city('अहमदाबाद', 'अहमदाबाद', 'أحمد آباد'),
  hyderabad: city('हैदराबाद', 'हैदराबाद', 'حيدر آباد'),
  mysore: MYSURU,
  mysuru: MYSURU,
};

/** A city's starting name in `locale`, when its English name is one of the starter cities'. */
export const startingCityName = (locale: TranslationLocale, english: string): string | undefined =>
  Object.hasOwn(STARTING_CITY_NAMES, english.trim().toLowerCase()) ? STARTING_CITY_NAMES[english.trim().toLowerCase()]![locale] : undefined;
