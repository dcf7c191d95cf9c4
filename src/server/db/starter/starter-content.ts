// Starter catalogue seeded into a fresh database on first start (see ../seed.ts).
// Plain data only: the artwork named by `art` lives in ./art/ and goes through the normal upload pipeline.
// Contact details below are placeholders for the owner to replace from the admin panel.
import type { TransportMode } from '../../../shared/availability/availability';
import { PLACEHOLDER_CONTACT } from '../../../shared/placeholders';
import type { ContactSettings, ProductDetails, SiteSettings } from '../../../shared/types';
import type { SUPPLIER_COUNTRIES } from '../migrations';

export type StarterCategoryKey =
  | 'apples'
  | 'citrus'
  | 'grapes'
  | 'kiwi'
  | 'pears'
  | 'stone-fruits'
  | 'berries'
  | 'exotic'
  | 'export'
  | 'seasonal';

/** A supplier country, or India for the export division's own produce. */
export type StarterOrigin = (typeof SUPPLIER_COUNTRIES)[number] | 'India';

export type StarterCategory = { key: StarterCategoryKey; name: string; description: string; art: string | null };

export type StarterProduct = {
  categoryKey: StarterCategoryKey;
  name: string;
  description: string;
  origin: StarterOrigin;
  isFeatured: boolean;
  /** Seeded inactive, with this note put first in its description for the owner (the public never sees it). */
  inactiveBecause?: string;
  /** Its own illustration: every starter product has one, so the starter catalogue never shows the placeholder. */
  art: string;
  details: StarterDetails;
};

/**
 * A starter product's trade details. An origin's months are those a buyer can have its fruit in Mumbai: for imports
 * the arrivals (harvest, storage and the voyage counted), for the export division's Indian produce its harvest; taken
 * from growers' and exporters' published seasons (src/decisions/starter-content.md).
 */
export type StarterDetails = Omit<ProductDetails, 'moreImages' | 'origins' | 'price'> & {
  origins: { country: StarterOrigin; months: number[]; mode: TransportMode }[];
};

/** The months from `first` to `last` (1-12), across the new year when `last` comes first, in calendar order. */
export function monthSpan(first: number, last: number): number[] {
  const months: number[] = [];
  for (let m = first; ; m = (m % 12) + 1) {
    months.push(m);
    if (m === last) break;
  }
  return months.sort((a, b) => a - b);
}

export type StarterFolder = { name: string; description: string; images: readonly string[] };

/** In display order: the home page shows the first six. */
export const STARTER_CATEGORIES: readonly StarterCategory[] = [
  {
    key: 'apples',
    name: 'Apples',
    description:
      'Crisp, premium apples from the USA, Chile, New Zealand, Turkey and Poland, sourced season by season so our shelves are stocked all year.',
    art: 'cat-apples.svg',
  },
  {
    key: 'citrus',
    name: 'Citrus Fruits',
    description:
      'Juicy oranges, easy-peel mandarins, lemons, grapefruit and pomelos from Egypt, South Africa, Turkey, Spain and China, graded for size and sweetness.',
    art: 'cat-citrus.svg',
  },
  {
    key: 'grapes',
    name: 'Grapes',
    description:
      'Red and green table grapes from Chile, Peru, the USA, South Africa and Brazil, kept in an unbroken cold chain from vineyard to shop.',
    art: 'cat-grapes.svg',
  },
  {
    key: 'kiwi',
    name: 'Kiwi',
    description:
      'Green and gold kiwifruit from New Zealand, Italy and Greece, with the two hemispheres giving us supply for almost the whole year.',
    art: 'cat-kiwi.svg',
  },
  {
    key: 'pears',
    name: 'Pears',
    description: 'From buttery Packhams to long-necked Abate Fetel, our pears come from South Africa, Italy and the USA.',
    art: 'cat-pears.svg',
  },
  {
    key: 'stone-fruits',
    name: 'Stone Fruits',
    description: 'Sweet cherries, plums and nectarines from Chile, Turkey, South Africa and Spain, bought in season in each hemisphere.',
    art: 'cat-stone-fruits.svg',
  },
  {
    key: 'berries',
    name: 'Berries',
    description:
      'Blueberries and raspberries from Peru, Poland and Spain, packed in punnets, flown in and kept chilled until they reach you.',
    art: 'cat-berries.svg',
  },
  {
    key: 'exotic',
    name: 'Exotic Fruits',
    description:
      'Dragon fruit, mangosteen, avocado, longan and more from Vietnam, Thailand and Tanzania, for retail chains, hotels and caterers.',
    art: 'cat-exotic.svg',
  },
  {
    key: 'export',
    name: 'Export: Mangoes & Green Chillies',
    description:
      'Our export division ships premium Alphonso and Kesar mangoes and fresh Indian green chillies to importers and retailers in Dubai.',
    art: 'cat-export.svg',
  },
  {
    key: 'seasonal',
    name: 'Seasonal Specials',
    description:
      'Short-season favourites such as Spanish persimmons and Turkish figs, available for only a few weeks each year. Ask us about current arrivals.',
    art: null,
  },
];

/**
 * Apples held in controlled-atmosphere store for months, then 5-7 weeks at sea, keep 4 to 8 weeks more, less as the
 * season goes on (the trade review of the starter content).
 */
const APPLE_SHELF_LIFE = '4 to 8 weeks in cold storage from arrival, less late in the season; about 1 week at room temperature.';

export const STARTER_PRODUCTS: readonly StarterProduct[] = [
  // Apples
  {
    categoryKey: 'apples',
    name: 'Washington Red Delicious Apples',
    description:
      'Deep red, crunchy apples with a sweet, mild flavour from orchards in Washington State. Packed in 18 kg (40 lb) cartons (80 to 113 count), available October to June.',
    origin: 'USA',
    isFeatured: true,
    art: 'apple-red-delicious.svg',
    details: {
      varieties: ['Red Delicious', 'Scarlet Spur', 'Super Chief'],
      // Picked September-October and kept in controlled atmosphere; 30-35 days by sea to Nhava Sheva.
      origins: [{ country: 'USA', months: monthSpan(10, 6), mode: 'sea' }],
      grades: 'Washington Extra Fancy and Fancy. Count 72/80/88/100/113 per carton; 80 to 100 count sells best in Mumbai.',
      packing: '18 kg (40 lb) tray-pack cartons, each apple in a moulded tray cup.',
      shelfLife: APPLE_SHELF_LIFE,
      storageTemperature: '0 to 1 °C, 90-95% RH',
      minimumOrder: '10 cartons',
      metaDescription:
        'Washington Red Delicious apples, Extra Fancy, count 80-113 in 18 kg (40 lb) cartons. In Mumbai October to June, from our APMC Vashi shops.',
    },
  },
  {
    categoryKey: 'apples',
    name: 'Fuji Apples',
    description:
      'Very sweet, juicy and crisp, with pink-red stripes over a pale yellow skin, from Washington State. Packed in 18 kg (40 lb) cartons, available October to June.',
    origin: 'USA',
    isFeatured: false,
    art: 'apple-fuji.svg',
    details: {
      varieties: ['Fuji', 'Aztec Fuji'],
      // Washington picks Fuji in October and ships from controlled-atmosphere store into early summer; 30-35 days by sea.
      // Not from China: India has not admitted Chinese apples since 2017 (admitted-origins.ts).
      origins: [{ country: 'USA', months: monthSpan(10, 6), mode: 'sea' }],
      grades: 'Washington Extra Fancy and Fancy. Count 72/80/88/100/113 per carton.',
      packing: '18 kg (40 lb) tray-pack cartons, each apple in a moulded tray cup.',
      shelfLife: APPLE_SHELF_LIFE,
      storageTemperature: '0 to 1 °C, 90-95% RH',
      minimumOrder: '10 cartons',
      metaDescription:
        'Washington Fuji apples, sweet and crisp, count 72-113 in 18 kg (40 lb) cartons, October to June. Wholesale from APMC Vashi.',
    },
  },
  {
    categoryKey: 'apples',
    name: 'Granny Smith Apples',
    description:
      'Bright green, firm and tangy apples, ideal for salads, juices and baking. Packed in 18 kg cartons, available May to October.',
    origin: 'Chile',
    isFeatured: false,
    art: 'apple-granny-smith.svg',
    details: {
      varieties: ['Granny Smith'],
      // Picked March-May; 45-50 days by sea from Chile.
      origins: [{ country: 'Chile', months: monthSpan(5, 10), mode: 'sea' }],
      grades: 'Extra Fancy. Count 80/88/100/113/125/138 per carton.',
      packing: '18 kg tray-pack cartons.',
      shelfLife: APPLE_SHELF_LIFE,
      storageTemperature: '0 to 1 °C, 90-95% RH',
      minimumOrder: '10 cartons',
      metaDescription: 'Chilean Granny Smith apples: green, firm and tangy, count 80-138 in 18 kg cartons. In Mumbai May to October.',
    },
  },
  {
    categoryKey: 'apples',
    name: 'Royal Gala Apples',
    description:
      'Aromatic, sweet apples with a thin red-striped skin and crisp cream flesh. Packed in 18 kg tray cartons, available April to September.',
    origin: 'New Zealand',
    isFeatured: false,
    art: 'apple-royal-gala.svg',
    details: {
      varieties: ['Royal Gala', 'Brookfield Gala'],
      // Picked February-April; about a month by sea.
      origins: [{ country: 'New Zealand', months: monthSpan(4, 9), mode: 'sea' }],
      grades: 'Export grade, Class I. Count 90/100/110/120/135 per carton.',
      packing: '18 kg tray-pack cartons.',
      shelfLife: '6 to 8 weeks in cold storage from arrival; about 1 week at room temperature.',
      storageTemperature: '0 to 1 °C, 90-95% RH',
      minimumOrder: '10 cartons',
      metaDescription:
        'New Zealand Royal Gala apples, aromatic and sweet, count 90-135 in 18 kg tray cartons. In Mumbai April to September.',
    },
  },
  {
    categoryKey: 'apples',
    name: 'Red Chief Apples',
    description:
      'Dark red, well-shaped apples with a sweet taste and good keeping quality, at a price suited to everyday retail. Packed in 18 kg cartons, available October to May.',
    origin: 'Turkey',
    isFeatured: false,
    art: 'apple-red-chief.svg',
    details: {
      varieties: ['Red Chief', 'Starkrimson', 'Scarlet Spur'],
      // Isparta and Nigde harvest September-October; the first red apples reach Vashi in October and keep coming until spring.
      origins: [{ country: 'Turkey', months: monthSpan(10, 5), mode: 'sea' }],
      grades: 'Class I. Count 80/88/100/113 per carton.',
      packing: '18 kg cartons on trays.',
      shelfLife: APPLE_SHELF_LIFE,
      storageTemperature: '0 to 1 °C, 90-95% RH',
      minimumOrder: '10 cartons',
      metaDescription:
        'Turkish Red Chief apples for everyday retail, count 80-113 in 18 kg cartons, November to May. Wholesale from APMC Vashi.',
    },
  },
  {
    categoryKey: 'apples',
    name: 'Idared Apples',
    description:
      'Bright red apples with a pleasant sweet-tart taste and firm white flesh that stores well. Packed in 18 kg cartons, available November to May.',
    origin: 'Poland',
    isFeatured: false,
    art: 'apple-idared.svg',
    details: {
      varieties: ['Idared'],
      // Picked September-October and kept in ULO storage; about five weeks by sea.
      origins: [{ country: 'Poland', months: monthSpan(11, 5), mode: 'sea' }],
      grades: 'Class I. Calibre 70-75, 75-80 and 80-85 mm.',
      packing: '18 kg tray-pack cartons.',
      shelfLife: APPLE_SHELF_LIFE,
      storageTemperature: '0 to 1 °C, 90-95% RH',
      minimumOrder: '10 cartons',
      metaDescription: 'Polish Idared apples, sweet-tart and long-keeping, calibre 70-85 mm in 18 kg cartons. In Mumbai November to May.',
    },
  },
  // Citrus
  {
    categoryKey: 'citrus',
    name: 'Valencia Oranges',
    description:
      'Juicy, sweet oranges with few seeds, excellent for eating and for fresh juice. Packed in 15 kg cartons, available March to July.',
    origin: 'Egypt',
    isFeatured: true,
    art: 'orange-valencia.svg',
    details: {
      varieties: ['Valencia Late'],
      // Egypt's Valencia harvest runs March-July after its navels; two to three weeks by sea.
      origins: [{ country: 'Egypt', months: monthSpan(3, 7), mode: 'sea' }],
      grades: 'Class I. Count 48/56/64/72/80/88 per carton; 72 to 88 count for juice bars.',
      packing: '15 kg open-top cartons.',
      shelfLife: '6 to 8 weeks in cold storage from arrival; about 2 weeks at room temperature.',
      storageTemperature: '4 to 7 °C, 85-90% RH',
      minimumOrder: '10 cartons',
      metaDescription:
        'Egyptian Valencia oranges for eating and juice, count 48-88 in 15 kg cartons, March to July. Wholesale from APMC Vashi, Navi Mumbai.',
    },
  },
  {
    categoryKey: 'citrus',
    name: 'Navel Oranges',
    description:
      'Seedless, easy-to-peel oranges with a rich, sweet flavour and deep orange colour. Packed in 15 kg cartons, available June to October.',
    origin: 'South Africa',
    isFeatured: false,
    art: 'orange-navel.svg',
    details: {
      varieties: ['Bahianinha', 'Palmer', 'Washington', 'Lane Late'],
      // South African navels are packed May-September; about three weeks by sea.
      origins: [{ country: 'South Africa', months: monthSpan(6, 10), mode: 'sea' }],
      grades: 'Class I. Count 48/56/64/72/88 per carton.',
      packing: '15 kg cartons.',
      shelfLife: '6 to 8 weeks in cold storage from arrival; about 2 weeks at room temperature.',
      storageTemperature: '4 to 7 °C, 85-90% RH',
      minimumOrder: '10 cartons',
      metaDescription: 'South African navel oranges, seedless and easy to peel, count 48-88 in 15 kg cartons. In Mumbai June to October.',
    },
  },
  {
    categoryKey: 'citrus',
    name: 'Mandarins',
    description:
      'Small, easy-peel mandarins with a bright, sweet and tangy taste, a winter favourite with families. Packed in 10 kg cartons, available November to March.',
    origin: 'Turkey',
    isFeatured: false,
    art: 'mandarin.svg',
    details: {
      varieties: ['Satsuma', 'Nova', 'W. Murcott'],
      // Satsuma from mid-October, Nova from December, W. Murcott from late January; three to four weeks by sea.
      origins: [{ country: 'Turkey', months: monthSpan(11, 3), mode: 'sea' }],
      grades: 'Class I. EU sizes 1 to 4 (about 50-74 mm).',
      packing: '10 kg cartons.',
      shelfLife: '3 to 4 weeks in cold storage from arrival; about 1 week at room temperature.',
      storageTemperature: '4 to 7 °C, 90-95% RH',
      minimumOrder: '10 cartons',
      metaDescription:
        'Turkish easy-peel mandarins: Satsuma, Nova and W. Murcott in 10 kg cartons, November to March. Wholesale from APMC Vashi.',
    },
  },
  {
    categoryKey: 'citrus',
    name: 'Lemons',
    description:
      'Fragrant, thin-skinned lemons full of juice, for homes, restaurants and juice bars. Packed in 15 kg cartons, available November to August.',
    origin: 'Spain',
    isFeatured: false,
    art: 'lemon.svg',
    details: {
      varieties: ['Primofiori (Fino)', 'Verna'],
      // Primofiori is picked October-April, Verna April-August: September and October have no Spanish fruit.
      origins: [{ country: 'Spain', months: monthSpan(11, 8), mode: 'sea' }],
      grades: 'Class I. Calibre 3 to 5 (about 53-72 mm).',
      packing: '15 kg cartons.',
      shelfLife: '6 to 10 weeks in cold storage from arrival; about 2 weeks at room temperature.',
      storageTemperature: '10 to 13 °C, 85-90% RH (lemons are damaged by colder storage)',
      minimumOrder: '10 cartons',
      metaDescription:
        'Spanish Primofiori and Verna lemons, calibre 3-5 in 15 kg cartons, November to August. For retail, restaurants and juice bars.',
    },
  },
  {
    categoryKey: 'citrus',
    name: 'Star Ruby Grapefruit',
    description: 'Deep pink, juicy flesh with a sweet and gently bitter taste. Packed in 15 kg cartons, available May to October.',
    origin: 'South Africa',
    isFeatured: false,
    art: 'grapefruit-star-ruby.svg',
    details: {
      varieties: ['Star Ruby'],
      // Limpopo and Mpumalanga pick March-September; about three weeks by sea.
      origins: [{ country: 'South Africa', months: monthSpan(5, 10), mode: 'sea' }],
      grades: 'Class I. Count 36/40/48/56 per carton.',
      packing: '15 kg cartons.',
      shelfLife: '6 to 8 weeks in cold storage from arrival; about 2 weeks at room temperature.',
      storageTemperature: '10 to 13 °C, 85-90% RH',
      minimumOrder: '10 cartons',
      metaDescription: 'South African Star Ruby grapefruit, deep pink and juicy, count 36-56 in 15 kg cartons. In Mumbai May to October.',
    },
  },
  {
    categoryKey: 'citrus',
    name: 'Honey Pomelo',
    description:
      'Large, pear-shaped pomelos with pale, sweet and juicy segments, each one individually wrapped. Packed in 12 kg cartons, available September to February.',
    origin: 'China',
    isFeatured: false,
    art: 'pomelo-honey.svg',
    details: {
      varieties: ['Guanxi Honey Pomelo (white flesh)', 'Red-flesh Honey Pomelo'],
      // Pinghe, Fujian picks late August to mid-January.
      origins: [{ country: 'China', months: monthSpan(9, 2), mode: 'sea' }],
      grades: 'Class I. Count 8/9/10/11/12 per carton (about 1-1.5 kg a fruit).',
      packing: '11-12 kg cartons, each fruit shrink-wrapped with its own label.',
      shelfLife: '8 to 10 weeks in cold storage from arrival; 2 to 3 weeks at room temperature.',
      storageTemperature: '7 to 9 °C, 85-90% RH',
      minimumOrder: '10 cartons',
      metaDescription: 'Chinese honey pomelos, white and red flesh, 8-12 wrapped fruit per 12 kg carton. In Mumbai September to February.',
    },
  },
  // Grapes
  {
    categoryKey: 'grapes',
    name: 'Chilean Red Globe Grapes',
    description:
      'Large, round and crunchy red grapes with a mild, sweet taste and a long shelf life. Packed in 8.2 kg cartons, available March to July.',
    origin: 'Chile',
    isFeatured: true,
    art: 'grapes-red-globe.svg',
    details: {
      varieties: ['Red Globe'],
      // A late variety, picked February-May and shipped from cold store; 45-50 days by sea.
      origins: [{ country: 'Chile', months: monthSpan(3, 7), mode: 'sea' }],
      grades: 'Berry size L (22 mm+), XL (24 mm+) and XXL (26 mm+).',
      packing: '8.2 kg cartons: bunches in perforated bags with an SO2 pad.',
      shelfLife: '6 to 8 weeks in cold storage from arrival; 3 to 5 days at room temperature.',
      storageTemperature: '-1 to 0 °C, 90-95% RH',
      minimumOrder: '10 cartons',
      metaDescription: 'Chilean Red Globe grapes, berry 22-26 mm+, in 8.2 kg cartons. In Mumbai March to July, wholesale from APMC Vashi.',
    },
  },
  {
    categoryKey: 'grapes',
    name: 'Peruvian Red Globe Grapes',
    description:
      'Peruvian Red Globe arrives earlier in the season, with big, firm berries and an even colour. Packed in 8.2 kg cartons, available December to March.',
    origin: 'Peru',
    isFeatured: false,
    art: 'grapes-red-globe-peru.svg',
    details: {
      varieties: ['Red Globe'],
      // Piura picks from late October, Ica November-February; 35-40 days by sea.
      origins: [{ country: 'Peru', months: monthSpan(12, 3), mode: 'sea' }],
      grades: 'Berry size L (22 mm+), XL (24 mm+) and XXL (26 mm+).',
      packing: '8.2 kg cartons: bunches in perforated bags with an SO2 pad.',
      shelfLife: '6 to 8 weeks in cold storage from arrival; 3 to 5 days at room temperature.',
      storageTemperature: '-1 to 0 °C, 90-95% RH',
      minimumOrder: '10 cartons',
      metaDescription: 'Peruvian Red Globe grapes, big firm berries 22-26 mm+, in 8.2 kg cartons. In Mumbai December to March.',
    },
  },
  {
    categoryKey: 'grapes',
    name: 'Crimson Seedless Grapes',
    description:
      'Crisp, seedless red grapes with a lively sweet-tart taste, from Californian vineyards. Packed in 8.2 kg cartons, available October to January.',
    origin: 'USA',
    isFeatured: false,
    art: 'grapes-crimson-seedless.svg',
    details: {
      varieties: ['Crimson Seedless', 'Scarlet Royal'],
      // San Joaquin Valley picks the late reds September-December and ships into January; 35-40 days by sea.
      origins: [{ country: 'USA', months: monthSpan(10, 1), mode: 'sea' }],
      grades: 'Berry size 18 mm+, US No. 1 Table.',
      packing: '8.2 kg (18 lb) cartons of bunches in bags, or 8 x 1 kg clamshells.',
      shelfLife: '4 to 6 weeks in cold storage from arrival; 3 to 5 days at room temperature.',
      storageTemperature: '-1 to 0 °C, 90-95% RH',
      minimumOrder: '10 cartons',
      metaDescription: 'Californian Crimson Seedless red grapes, berry 18 mm+, in 8.2 kg cartons. In Mumbai October to January.',
    },
  },
  {
    categoryKey: 'grapes',
    name: 'Green Seedless Grapes',
    description:
      'Crisp, sweet green seedless grapes of the newer South African varieties, popular for snacking and fruit platters. Packed in 9 kg cartons, available December to April.',
    origin: 'South Africa',
    isFeatured: false,
    art: 'grapes-green-seedless.svg',
    details: {
      varieties: ['Prime', 'Sweet Globe', 'Autumn Crisp'],
      // The Northern Provinces start in November, the Hex River Valley finishes in April; three weeks by sea.
      origins: [{ country: 'South Africa', months: monthSpan(12, 4), mode: 'sea' }],
      grades: 'Berry size L (18 mm+) and XL (20 mm+).',
      packing: '9 kg open-top cartons (bunches in bags), or 4.5 kg cartons of 9 x 500 g punnets.',
      shelfLife: '4 to 6 weeks in cold storage from arrival; 3 to 5 days at room temperature.',
      storageTemperature: '-1 to 0 °C, 90-95% RH',
      minimumOrder: '10 cartons',
      metaDescription: 'South African green seedless grapes: Prime, Sweet Globe and Autumn Crisp, in 9 kg cartons, December to April.',
    },
  },
  {
    categoryKey: 'grapes',
    name: 'Sugraone Seedless Grapes',
    description:
      'Large, crunchy green seedless grapes from the São Francisco Valley with a clean, sweet taste. Packed in 5 kg cartons, available November to January.',
    origin: 'Brazil',
    isFeatured: false,
    art: 'grapes-sugraone.svg',
    details: {
      varieties: ['Sugraone (Superior Seedless)'],
      // The valley's export window is September-December; 35-40 days by sea.
      origins: [{ country: 'Brazil', months: monthSpan(11, 1), mode: 'sea' }],
      grades: 'Berry size XL (20 mm+).',
      packing: '5 kg cartons of bunches in bags.',
      shelfLife: '4 to 5 weeks in cold storage from arrival; 3 to 5 days at room temperature.',
      storageTemperature: '-1 to 0 °C, 90-95% RH',
      minimumOrder: '10 cartons',
      metaDescription:
        'Brazilian Sugraone seedless grapes, large and crunchy, berry 20 mm+ in 5 kg cartons. In Mumbai November to January.',
    },
  },
  // Kiwi
  {
    categoryKey: 'kiwi',
    name: 'Zespri Green Kiwifruit',
    description:
      'Tangy-sweet green kiwifruit, rich in vitamin C, grown by New Zealand growers for Zespri. Packed in single-layer trays of about 3.6 kg, available May to December.',
    origin: 'New Zealand',
    isFeatured: true,
    art: 'kiwi-green.svg',
    details: {
      varieties: ['Zespri Green (Hayward)'],
      // Picked April-June and shipped from store until late in the year; about four weeks by sea.
      origins: [{ country: 'New Zealand', months: monthSpan(5, 12), mode: 'sea' }],
      grades: 'Zespri Class I. Count 25/27/30/33/36/39 per tray.',
      packing: 'Single-layer trays of about 3.6 kg, fruit in a plastic liner.',
      shelfLife: '6 to 10 weeks in cold storage from arrival; 1 to 2 weeks at room temperature. Keep away from apples and other ethylene.',
      storageTemperature: '0 to 1 °C, 90-95% RH',
      minimumOrder: '20 trays',
      metaDescription:
        'Zespri Green kiwifruit from New Zealand, count 25-39 in 3.6 kg trays. In Mumbai May to December, from our APMC Vashi shops.',
    },
  },
  {
    categoryKey: 'kiwi',
    name: 'Zespri SunGold Kiwifruit',
    description:
      'Smooth, almost hairless kiwifruit with golden flesh and a sweet, tropical taste. Packed in single-layer trays of about 3.6 kg, available April to November.',
    origin: 'New Zealand',
    isFeatured: false,
    art: 'kiwi-gold.svg',
    details: {
      varieties: ['Zespri SunGold (Gold3)'],
      // The first SunGold leaves New Zealand in late March, the last in October.
      origins: [{ country: 'New Zealand', months: monthSpan(4, 11), mode: 'sea' }],
      grades: 'Zespri Class I. Count 22/25/27/30/33/36 per tray.',
      packing: 'Single-layer trays of about 3.6 kg, fruit in a plastic liner.',
      shelfLife: '4 to 8 weeks in cold storage from arrival; about 1 week at room temperature.',
      storageTemperature: '0 to 1 °C, 90-95% RH',
      minimumOrder: '20 trays',
      metaDescription: 'Zespri SunGold kiwifruit, golden and sweet, count 22-36 in 3.6 kg trays. In Mumbai April to November.',
    },
  },
  {
    categoryKey: 'kiwi',
    name: 'Italian Kiwifruit',
    description:
      'Firm Hayward kiwi from Italian orchards with a balanced sweet-sour flavour and good keeping quality. Packed in 10 kg cartons, available December to May.',
    origin: 'Italy',
    isFeatured: false,
    art: 'kiwi-italian.svg',
    details: {
      varieties: ['Hayward'],
      // Picked late October-November; overseas shipments from early November into spring.
      origins: [{ country: 'Italy', months: monthSpan(12, 5), mode: 'sea' }],
      grades: 'Class I. Fruit 90-100, 100-110 and 110-125 g.',
      packing: '10 kg cartons, or 3 kg single-layer trays.',
      shelfLife: '6 to 10 weeks in cold storage from arrival; 1 to 2 weeks at room temperature.',
      storageTemperature: '0 to 1 °C, 90-95% RH',
      minimumOrder: '10 cartons',
      metaDescription: 'Italian Hayward kiwi, firm and long-keeping, fruit 90-125 g in 10 kg cartons. In Mumbai December to May.',
    },
  },
  {
    categoryKey: 'kiwi',
    name: 'Greek Kiwifruit',
    description:
      'Hayward kiwi from northern Greece, juicy and refreshing, at a price that suits everyday retail. Packed in 10 kg cartons, available November to April.',
    origin: 'Greece',
    isFeatured: false,
    art: 'kiwi-greek.svg',
    details: {
      varieties: ['Hayward'],
      // Picked October-November; Greek exports usually run out in March-April.
      origins: [{ country: 'Greece', months: monthSpan(11, 4), mode: 'sea' }],
      grades: 'Class I. Fruit 80-90, 90-100 and 100-110 g.',
      packing: '10 kg cartons, or 3 kg single-layer trays.',
      shelfLife: '6 to 8 weeks in cold storage from arrival; 1 to 2 weeks at room temperature.',
      storageTemperature: '0 to 1 °C, 90-95% RH',
      minimumOrder: '10 cartons',
      metaDescription: 'Greek Hayward kiwi for everyday retail, fruit 80-110 g in 10 kg cartons. In Mumbai November to April.',
    },
  },
  // Pears
  {
    categoryKey: 'pears',
    name: 'Packham Pears',
    description:
      'Green pears that turn yellow as they ripen, with sweet, juicy and buttery flesh. Packed in 12.5 kg cartons, available April to October.',
    origin: 'South Africa',
    isFeatured: false,
    art: 'pear-packham.svg',
    details: {
      varieties: ["Packham's Triumph"],
      // Picked February-March and shipped from cold store until late in the year, cold-treated on the way to India.
      origins: [{ country: 'South Africa', months: monthSpan(4, 10), mode: 'sea' }],
      grades: 'Class I. Count 60/70/80/90/100/110 per carton.',
      packing: '12.5 kg cartons.',
      shelfLife: '6 to 8 weeks in cold storage from arrival; ripens in 5 to 7 days at room temperature.',
      storageTemperature: '-1 to 0 °C, 90-95% RH',
      minimumOrder: '10 cartons',
      metaDescription: "South African Packham's Triumph pears, count 60-110 in 12.5 kg cartons. In Mumbai April to October.",
    },
  },
  {
    categoryKey: 'pears',
    name: 'Ya Pears',
    inactiveBecause:
      'Not offered: India has not admitted pears from China since 2017. Switch it on only if that changes, or give it an origin India admits.',
    description:
      'Pale yellow pears with crisp, watery and refreshing flesh, each wrapped in paper. Packed in 12 kg cartons, available October to May.',
    origin: 'China',
    isFeatured: false,
    art: 'pear-ya.svg',
    details: {
      varieties: ['Ya Li'],
      // Hebei harvest August-September, exported from cold store through the winter.
      origins: [{ country: 'China', months: monthSpan(10, 5), mode: 'sea' }],
      grades: 'Class I. Count 40/44/48/52/56 per carton.',
      packing: '12 kg cartons, each pear paper-wrapped in a foam net.',
      shelfLife: '8 to 10 weeks in cold storage from arrival; about 2 weeks at room temperature.',
      storageTemperature: '0 to 1 °C, 90-95% RH',
      minimumOrder: '10 cartons',
      metaDescription: 'Crisp, juicy Chinese Ya pears, each paper-wrapped, count 40-56 in 12 kg cartons. In Mumbai October to May.',
    },
  },
  {
    categoryKey: 'pears',
    name: 'Abate Fetel Pears',
    description:
      'Long, elegant pears with a russeted skin and a sweet, aromatic, melting flesh. Packed in 12 kg cartons, available October to March.',
    origin: 'Italy',
    isFeatured: false,
    art: 'pear-abate-fetel.svg',
    details: {
      varieties: ['Abate Fetel'],
      // Emilia-Romagna picks in September and sells from controlled-atmosphere store until March.
      origins: [{ country: 'Italy', months: monthSpan(10, 3), mode: 'sea' }],
      grades: 'Class I. Calibre 65-70, 70-75 and 75 mm+.',
      packing: '12 kg two-layer tray cartons.',
      shelfLife: '4 to 6 weeks in cold storage from arrival; ripens in 4 to 6 days at room temperature.',
      storageTemperature: '-1 to 0 °C, 90-95% RH',
      minimumOrder: '10 cartons',
      metaDescription: 'Italian Abate Fetel pears, long and aromatic, calibre 65-75 mm+ in 12 kg cartons. In Mumbai October to March.',
    },
  },
  {
    categoryKey: 'pears',
    name: 'Green Anjou Pears',
    description:
      'Egg-shaped pears with a mild, sweet and juicy flesh that stays green when ripe. Packed in 20 kg cartons, available November to June.',
    origin: 'USA',
    isFeatured: false,
    art: 'pear-green-anjou.svg',
    details: {
      varieties: ["Green d'Anjou"],
      // Pacific Northwest picks in September and ships from store until spring; 35-40 days by sea.
      origins: [{ country: 'USA', months: monthSpan(11, 6), mode: 'sea' }],
      grades: 'US No. 1. Count 70/80/90/100/110/120 per carton.',
      packing: '20 kg (44 lb) cartons.',
      shelfLife: '6 to 10 weeks in cold storage from arrival; ripens in 5 to 7 days at room temperature.',
      storageTemperature: '-1 to 0 °C, 90-95% RH',
      minimumOrder: '10 cartons',
      metaDescription: "Green d'Anjou pears from the Pacific Northwest, count 70-120 in 20 kg cartons. In Mumbai November to June.",
    },
  },
  // Stone fruits
  {
    categoryKey: 'stone-fruits',
    name: 'Chilean Cherries',
    description:
      'Dark, firm and very sweet cherries flown in for the festive season. Packed in 5 kg cartons, available November to January.',
    origin: 'Chile',
    isFeatured: false,
    art: 'cherries.svg',
    details: {
      varieties: ['Santina', 'Lapins', 'Regina'],
      // Chile picks mid-October to January; by air.
      origins: [{ country: 'Chile', months: monthSpan(11, 1), mode: 'air' }],
      grades: 'Sizes XL (26-28 mm), J (28-30 mm), 2J (30-32 mm) and 3J (32 mm+).',
      packing: '5 kg cartons with a modified-atmosphere liner, or 2.5 kg cartons.',
      shelfLife: '2 to 3 weeks in cold storage from arrival; 2 to 3 days at room temperature.',
      storageTemperature: '-1 to 0 °C, 90-95% RH',
      minimumOrder: '5 cartons',
      metaDescription:
        'Chilean cherries by air: Santina, Lapins and Regina, sizes XL to 3J in 5 kg cartons. In Mumbai November to January.',
    },
  },
  {
    categoryKey: 'stone-fruits',
    name: 'Ziraat Cherries',
    description:
      'Large, deep red 0900 Ziraat cherries with a firm bite and a rich, sweet taste. Packed in 5 kg cartons, available June to August.',
    origin: 'Turkey',
    isFeatured: false,
    art: 'cherries-ziraat.svg',
    details: {
      varieties: ['0900 Ziraat'],
      // 0900 Ziraat is picked June-July, the highlands into mid-August; by air.
      origins: [{ country: 'Turkey', months: monthSpan(6, 8), mode: 'air' }],
      grades: 'Sizes 26-28, 28-30 and 30 mm+.',
      packing: '5 kg cartons with a modified-atmosphere liner.',
      shelfLife: '2 to 3 weeks in cold storage from arrival; 2 to 3 days at room temperature.',
      storageTemperature: '-1 to 0 °C, 90-95% RH',
      minimumOrder: '5 cartons',
      metaDescription: 'Turkish 0900 Ziraat cherries by air, 26-30 mm+ in 5 kg cartons. In Mumbai June to August.',
    },
  },
  {
    categoryKey: 'stone-fruits',
    name: 'Red Plums',
    description:
      'African Rose and Laetitia plums with glossy red skins and sweet, juicy flesh. Packed in 5.25 kg cartons, available December to May.',
    origin: 'South Africa',
    isFeatured: false,
    art: 'plums.svg',
    details: {
      varieties: ['African Rose', 'Laetitia', 'African Delight'],
      // African Rose opens the season in late November, the late plums are picked until April.
      origins: [{ country: 'South Africa', months: monthSpan(12, 5), mode: 'sea' }],
      grades: 'Class I. Count 40/48/54/60 per carton.',
      packing: '5.25 kg single-layer cartons.',
      shelfLife: '2 to 4 weeks in cold storage from arrival; ripens in 3 to 5 days at room temperature.',
      storageTemperature: '-0.5 to 0 °C, 90-95% RH',
      minimumOrder: '10 cartons',
      metaDescription: 'South African red plums: African Rose, Laetitia and African Delight in 5.25 kg cartons. In Mumbai December to May.',
    },
  },
  {
    categoryKey: 'stone-fruits',
    name: 'Yellow Nectarines',
    description:
      'Smooth-skinned nectarines with fragrant, juicy yellow flesh. Packed in 5 kg single-layer trays, available May to September.',
    origin: 'Spain',
    isFeatured: false,
    art: 'nectarines.svg',
    details: {
      varieties: ['Big Top', 'Venus', 'Fairlane'],
      // Murcia picks from late April, Lleida and Huesca until September.
      origins: [{ country: 'Spain', months: monthSpan(5, 9), mode: 'air' }],
      grades: 'Class I. Sizes A (67-73 mm), AA (73-80 mm) and AAA (80-90 mm).',
      packing: '5 kg single-layer trays.',
      shelfLife: '2 to 3 weeks in cold storage from arrival; ripens in 2 to 4 days at room temperature.',
      storageTemperature: '-0.5 to 0 °C, 90-95% RH',
      minimumOrder: '10 trays',
      metaDescription: 'Spanish yellow nectarines, sizes A to AAA in 5 kg single-layer trays. In Mumbai May to September.',
    },
  },
  // Berries
  {
    categoryKey: 'berries',
    name: 'Peruvian Blueberries',
    description:
      'Plump, firm blueberries with a fresh, sweet taste, flown in chilled. Packed 12 x 125 g punnets to a carton, available August to March.',
    origin: 'Peru',
    isFeatured: false,
    art: 'blueberries.svg',
    details: {
      varieties: ['Biloxi', 'Ventura'],
      // Peru ships from July to March, half of it in September and October.
      origins: [{ country: 'Peru', months: monthSpan(8, 3), mode: 'air' }],
      grades: 'Berry 12 mm+; jumbo 18 mm+.',
      packing: '1.5 kg cartons of 12 x 125 g punnets.',
      shelfLife: '10 to 14 days in cold storage from arrival; 2 to 3 days at room temperature.',
      storageTemperature: '0 to 1 °C, 90-95% RH',
      minimumOrder: '5 cartons (60 punnets)',
      metaDescription: 'Peruvian blueberries, berry 12 mm+, in cartons of 12 x 125 g punnets. In Mumbai August to March, kept chilled.',
    },
  },
  {
    categoryKey: 'berries',
    name: 'Polish Blueberries',
    description:
      'Sweet, aromatic blueberries from Polish farms that fill the gap in the northern summer. Packed 12 x 125 g punnets to a carton, available July to September.',
    origin: 'Poland',
    isFeatured: false,
    art: 'blueberries-highbush.svg',
    details: {
      varieties: ['Duke', 'Bluecrop', 'Chandler', 'Aurora'],
      // Duke from early July, Bluecrop's peak in August, Chandler and Aurora into September; by air.
      origins: [{ country: 'Poland', months: monthSpan(7, 9), mode: 'air' }],
      grades: 'Berry 14 mm+.',
      packing: '1.5 kg cartons of 12 x 125 g punnets.',
      shelfLife: '10 to 14 days in cold storage from arrival; 2 to 3 days at room temperature.',
      storageTemperature: '0 to 1 °C, 90-95% RH',
      minimumOrder: '5 cartons (60 punnets)',
      metaDescription:
        'Polish highbush blueberries by air: Duke, Bluecrop and Chandler in 12 x 125 g punnets. In Mumbai July to September.',
    },
  },
  {
    categoryKey: 'berries',
    name: 'Raspberries',
    description:
      'Delicate, sweet and fragrant raspberries, handled gently and kept cold all the way. Packed 12 x 125 g punnets to a carton, available October to May.',
    origin: 'Spain',
    isFeatured: false,
    art: 'raspberries.svg',
    details: {
      varieties: ['Adelita', 'Glen Lyon'],
      // Huelva's autumn crop peaks in November and December, its spring crop runs to May; by air.
      origins: [{ country: 'Spain', months: monthSpan(10, 5), mode: 'air' }],
      grades: 'Class I: whole, dry, firm berries.',
      packing: '1.5 kg cartons of 12 x 125 g punnets.',
      shelfLife: '3 to 5 days in cold storage from arrival; use the same day at room temperature.',
      storageTemperature: '0 to 1 °C, 90-95% RH',
      minimumOrder: '5 cartons (60 punnets)',
      metaDescription:
        'Spanish raspberries from Huelva by air, 12 x 125 g punnets to a carton. In Mumbai October to May, kept cold all the way.',
    },
  },
  // Exotic
  {
    categoryKey: 'exotic',
    name: 'Dragon Fruit',
    description:
      'Bright pink fruit with white or deep red flesh speckled with tiny black seeds, mildly sweet and refreshing. Packed in 10 kg cartons, available all year.',
    origin: 'Vietnam',
    isFeatured: true,
    art: 'dragon-fruit.svg',
    details: {
      varieties: ['White flesh (Binh Thuan)', 'Red flesh (Long An)'],
      // The natural crop runs May-October; growers in Binh Thuan and Long An light their fields for fruit the rest of the year.
      origins: [{ country: 'Vietnam', months: monthSpan(1, 12), mode: 'sea' }],
      grades: 'Class I. Fruit 350-600 g: count 16 to 28 per carton.',
      packing: '10 kg cartons, each fruit in a foam net.',
      shelfLife: '2 to 3 weeks in cold storage from arrival; about 1 week at room temperature.',
      storageTemperature: '7 to 10 °C, 85-90% RH',
      minimumOrder: '5 cartons',
      metaDescription: 'Vietnamese dragon fruit, white and red flesh, 350-600 g fruit in 10 kg cartons. In stock in Mumbai all year.',
    },
  },
  {
    categoryKey: 'exotic',
    name: 'Mangosteen',
    description:
      'The "queen of fruits": a thick purple rind around snow-white, sweet and tangy segments. Packed in 10 kg cartons, available April to September.',
    origin: 'Thailand',
    isFeatured: false,
    art: 'mangosteen.svg',
    details: {
      varieties: ['Thai mangosteen'],
      // Eastern Thailand picks April-June, the south (Chumphon, Nakhon Si Thammarat) July-September.
      origins: [{ country: 'Thailand', months: monthSpan(4, 9), mode: 'air' }],
      grades: 'Export grade: fruit 75 g and over, fresh green calyx, no latex stains.',
      packing: '10 kg cartons.',
      shelfLife: '2 to 3 weeks in cold storage from arrival; about 1 week at room temperature.',
      storageTemperature: '10 to 13 °C, 85-90% RH',
      minimumOrder: '5 cartons',
      metaDescription: 'Thai mangosteen, export grade 75 g+ with green calyx, in 10 kg cartons. In Mumbai April to September.',
    },
  },
  {
    categoryKey: 'exotic',
    name: 'Hass Avocado',
    description:
      'Creamy, nutty avocados whose skin turns from green to purple-black as they ripen. Packed in 4 kg cartons, available January to September.',
    origin: 'Tanzania',
    isFeatured: false,
    art: 'avocado.svg',
    details: {
      varieties: ['Hass'],
      // The main crop runs March-September with an early one in January-February; 12-14 days by sea, duty free.
      origins: [{ country: 'Tanzania', months: monthSpan(1, 9), mode: 'sea' }],
      grades: 'Class I. Count 12/14/16/18/20/22/24 per carton.',
      packing: '4 kg single-layer cartons.',
      shelfLife: '2 to 4 weeks unripe in cold storage from arrival; ripens in 4 to 7 days at 18-20 °C.',
      storageTemperature: '5 to 7 °C, 85-90% RH (unripe fruit)',
      minimumOrder: '10 cartons',
      metaDescription:
        'Tanzanian Hass avocados, count 12-24 in 4 kg cartons, January to September. Wholesale from APMC Vashi, Navi Mumbai.',
    },
  },
  {
    categoryKey: 'exotic',
    name: 'Longan',
    description:
      'Small, sweet and juicy fruit with translucent flesh and a delicate floral taste. Packed in 11.5 kg cartons, available July to September, and off-season fruit November to February.',
    origin: 'Thailand',
    isFeatured: false,
    art: 'longan.svg',
    details: {
      varieties: ['E-Daw'],
      // The northern crop (Chiang Mai, Lamphun) is picked July-September; eastern growers force an off-season crop.
      origins: [{ country: 'Thailand', months: [1, 2, 7, 8, 9, 11, 12], mode: 'sea' }],
      grades: 'AA (jumbo, 29 mm+), A and B; in bunches on the stem.',
      packing: '11.5 kg cartons.',
      shelfLife: '3 to 4 weeks in cold storage from arrival; 3 to 5 days at room temperature.',
      storageTemperature: '1 to 2 °C, 90-95% RH',
      minimumOrder: '5 cartons',
      metaDescription:
        'Thai longan, E-Daw, grades AA to B in 11.5 kg cartons. In Mumbai July to September, off-season fruit November to February.',
    },
  },
  {
    categoryKey: 'exotic',
    name: 'Rambutan',
    description: 'Hairy red fruit with juicy, sweet white flesh, similar to lychee. Packed in 5 kg cartons, available May to September.',
    origin: 'Vietnam',
    isFeatured: false,
    art: 'rambutan.svg',
    details: {
      varieties: ['Java', 'Thai'],
      // Ben Tre, Tien Giang and Vinh Long pick May-September.
      origins: [{ country: 'Vietnam', months: monthSpan(5, 9), mode: 'air' }],
      grades: 'Class I: fruit 30-40 g, bright red with fresh green hairs.',
      packing: '5 kg ventilated cartons.',
      shelfLife: '7 to 10 days in cold storage from arrival; 2 to 3 days at room temperature.',
      storageTemperature: '10 to 12 °C, 90-95% RH',
      minimumOrder: '5 cartons',
      metaDescription: 'Vietnamese rambutan, bright red 30-40 g fruit in 5 kg cartons. In Mumbai May to September.',
    },
  },
  {
    categoryKey: 'exotic',
    name: 'Sweet Tamarind',
    description:
      'Naturally sweet tamarind pods with soft, date-like flesh, eaten fresh as a snack. Packed in 4 kg cartons, available December to March.',
    origin: 'Thailand',
    isFeatured: false,
    art: 'tamarind-sweet.svg',
    details: {
      varieties: ['Si Thong', 'Sri Pakdi'],
      // Phetchabun and Chaiyaphum pick from late November to March.
      origins: [{ country: 'Thailand', months: monthSpan(12, 3), mode: 'sea' }],
      grades: 'Whole, unbroken pods 10-16 cm long.',
      packing: '4 kg cartons of 500 g boxes.',
      shelfLife: '2 to 3 months in cool, dry storage.',
      storageTemperature: '5 to 10 °C, 65-70% RH (keep dry)',
      minimumOrder: '5 cartons',
      metaDescription: 'Thai sweet tamarind pods, 10-16 cm, in 4 kg cartons of 500 g boxes. In Mumbai December to March.',
    },
  },
  // Seasonal specials
  {
    categoryKey: 'seasonal',
    name: 'Persimmons',
    description:
      'Seedless Rojo Brillante persimmons from Valencia, sweet and crisp enough to eat like an apple. Packed in 5 kg single-layer trays, available November to January.',
    origin: 'Spain',
    isFeatured: false,
    art: 'persimmon.svg',
    details: {
      varieties: ['Rojo Brillante (Persimon)'],
      // The Ribera del Xúquer picks from mid-October into January.
      origins: [{ country: 'Spain', months: monthSpan(11, 1), mode: 'sea' }],
      grades: 'Class I. Fruit 180-300 g: count 18 to 28 per tray.',
      packing: '5 kg single-layer trays.',
      shelfLife: '3 to 4 weeks in cold storage from arrival; about 1 week at room temperature.',
      storageTemperature: '0 to 1 °C, 90-95% RH',
      minimumOrder: '10 trays',
      metaDescription:
        'Spanish Rojo Brillante persimmons, seedless and crisp, 180-300 g fruit in 5 kg trays. In Mumbai November to January.',
    },
  },
  {
    categoryKey: 'seasonal',
    name: 'Fresh Figs',
    description: 'Purple-black Bursa figs with honey-sweet red flesh, flown in chilled. Packed in 2 kg trays, available August to October.',
    origin: 'Turkey',
    isFeatured: false,
    art: 'figs.svg',
    details: {
      varieties: ['Bursa Siyahi (Bursa Black)'],
      // Bursa may export from about 20 August for some 50 days; by air.
      origins: [{ country: 'Turkey', months: monthSpan(8, 10), mode: 'air' }],
      grades: 'Fruit 45-75 g, firm-ripe, uncracked: count 28 to 40 per tray.',
      packing: '2 kg single-layer trays.',
      shelfLife: '7 to 10 days in cold storage from arrival; 1 to 2 days at room temperature.',
      storageTemperature: '-1 to 0 °C, 85-90% RH',
      minimumOrder: '10 trays',
      metaDescription: 'Turkish Bursa Black figs by air, 45-75 g fruit in 2 kg trays. In Mumbai August to October, kept chilled.',
    },
  },
  // Export division (Indian produce shipped to Dubai)
  {
    categoryKey: 'export',
    name: 'Alphonso Mangoes',
    description:
      'The king of mangoes from Ratnagiri and Devgad, with saffron-coloured, fibre-free flesh and a rich aroma. Exported to Dubai in 12-piece cartons of about 3.5 kg, March to June.',
    origin: 'India',
    isFeatured: true,
    art: 'mango-alphonso.svg',
    details: {
      varieties: ['Ratnagiri Alphonso', 'Devgad Alphonso'],
      // Devgad picks first, Ratnagiri 10-15 days later; the season ends when the monsoon reaches the Konkan in June.
      origins: [{ country: 'India', months: monthSpan(3, 6), mode: 'air' }],
      grades: 'Fruit 250-300 g, 12 to a carton; jumbo (300 g+) 9 to a carton.',
      packing: 'Corrugated cartons of about 3.5 kg, each fruit in a foam net.',
      shelfLife: '2 to 3 weeks mature-green in cold storage; ripens in 5 to 7 days at room temperature.',
      storageTemperature: '12 to 13 °C, 85-90% RH',
      minimumOrder: 'By air: 100 cartons; by sea: one 20 ft reefer container',
      metaDescription:
        'Ratnagiri and Devgad Alphonso mangoes exported to Dubai, 12 per 3.5 kg carton, March to June. By air or sea from Mumbai.',
    },
  },
  {
    categoryKey: 'export',
    name: 'Kesar Mangoes',
    description:
      "Sweet, fragrant mangoes from Gujarat's Gir region with bright orange pulp. Exported to Dubai in 3 kg cartons, May to July.",
    origin: 'India',
    isFeatured: false,
    art: 'mango-kesar.svg',
    details: {
      varieties: ['Gir Kesar'],
      // Gir picks from May, after the Konkan's Alphonso, into early July.
      origins: [{ country: 'India', months: monthSpan(5, 7), mode: 'air' }],
      grades: 'Fruit 250-330 g, 9 or 10 to a carton.',
      packing: '3 kg corrugated cartons, each fruit in a foam net.',
      shelfLife: '2 to 3 weeks mature-green in cold storage; ripens in 5 to 7 days at room temperature.',
      storageTemperature: '12 to 13 °C, 85-90% RH',
      minimumOrder: 'By air: 100 cartons; by sea: one 20 ft reefer container',
      metaDescription: 'Gir Kesar mangoes exported to Dubai, 9-10 fruit per 3 kg carton, May to July. By air or sea from Mumbai.',
    },
  },
  {
    categoryKey: 'export',
    name: 'Green Chillies',
    description:
      'Fresh, glossy G4 green chillies with a sharp, clean heat, graded and packed within hours of harvest. Shipped to Dubai all year in 4 kg ventilated cartons.',
    origin: 'India',
    isFeatured: false,
    art: 'green-chillies.svg',
    details: {
      varieties: ['G4', 'Jwala'],
      // Andhra Pradesh, Karnataka and Maharashtra crops follow each other through the year.
      origins: [{ country: 'India', months: monthSpan(1, 12), mode: 'air' }],
      grades: 'Length 6-9 cm, dark green, stalks on, no red or broken pods.',
      packing: '4 kg ventilated cartons.',
      shelfLife: '2 to 3 weeks in cold storage; 3 to 4 days at room temperature.',
      storageTemperature: '7 to 10 °C, 90-95% RH',
      minimumOrder: 'By air: 500 kg; by sea: one 20 ft reefer container',
      metaDescription: 'Indian G4 and Jwala green chillies exported to Dubai all year, 6-9 cm, in 4 kg ventilated cartons. By air or sea.',
    },
  },
];

export const STARTER_FOLDERS: readonly StarterFolder[] = [
  {
    name: 'APMC Market Shops',
    description: 'Our {shops} shops in the Fruit Market at APMC Vashi, Navi Mumbai, open {hours}.',
    images: ['gallery-apmc-shopfront.svg', 'gallery-apmc-pyramids.svg', 'gallery-apmc-aisle.svg', 'gallery-apmc-cartons.svg'],
  },
  {
    name: 'Cold Storage & Warehouse',
    description: 'Temperature-controlled storage and dispatch that keep every carton fresh from the port to the shop.',
    images: ['gallery-cold-room.svg', 'gallery-forklift.svg', 'gallery-loading-dock.svg', 'gallery-reefer-truck.svg'],
  },
  {
    name: 'Fresh Arrivals',
    description: 'Reefer containers and cartons just in from our growers around the world.',
    images: ['gallery-reefer-container.svg', 'gallery-apple-trays.svg', 'gallery-kiwi-trays.svg', 'gallery-grape-arrivals.svg'],
  },
];

/** Placeholder contact details: the owner replaces them in Contact Settings. */
export const STARTER_CONTACT: ContactSettings = {
  ...PLACEHOLDER_CONTACT,
  socialLinks: {},
  whatsappNumber: '',
};

export const STARTER_SITE: Pick<SiteSettings, 'heroTitle' | 'heroSubtitle'> = {
  heroTitle: 'Premium Fruits From Around The World',
  heroSubtitle:
    'For over 40 years we have brought the finest fresh fruit from 16 countries to Mumbai, supplying our APMC shops, leading retail chains and customers in 9 major cities across India.',
};

/** Every artwork file the starter content uses, once each (art/ may hold drafts that nothing uses). */
export const STARTER_ART_FILES: readonly string[] = [
  ...new Set(
    [...STARTER_CATEGORIES.map((c) => c.art), ...STARTER_PRODUCTS.map((p) => p.art), ...STARTER_FOLDERS.flatMap((f) => f.images)].filter(
      (file): file is string => Boolean(file),
    ),
  ),
];
