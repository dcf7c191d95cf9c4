// Starter catalogue seeded into a fresh database on first start (see ../seed.ts).
// Plain data only: the artwork named by `art` lives in ./art/ and goes through the normal upload pipeline.
// Contact details below are placeholders for the owner to replace from the admin panel.
import type { SUPPLIER_COUNTRIES } from '../../../shared/constants';
import type { ContactSettings, SiteSettings } from '../../../shared/types';

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
  /** Its own illustration: every starter product has one, so the starter catalogue never shows the placeholder. */
  art: string;
};

export type StarterFolder = { name: string; description: string; images: readonly string[] };

/** In display order: the home page shows the first six. */
export const STARTER_CATEGORIES: readonly StarterCategory[] = [
  {
    key: 'apples',
    name: 'Apples',
    description:
      'Crisp, premium apples from the USA, China, Chile, New Zealand, Turkey and Poland, sourced season by season so our shelves are stocked all year.',
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
    description: 'From crisp, refreshing Ya pears to buttery Packhams, our pears come from South Africa, China, Italy and the USA.',
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

export const STARTER_PRODUCTS: readonly StarterProduct[] = [
  // Apples
  {
    categoryKey: 'apples',
    name: 'Washington Red Delicious Apples',
    description:
      'Deep red, crunchy apples with a sweet, mild flavour from orchards in Washington State. Packed in 18 kg cartons (80 to 113 count), available October to June.',
    origin: 'USA',
    isFeatured: true,
    art: 'apple-red-delicious.svg',
  },
  {
    categoryKey: 'apples',
    name: 'Fuji Apples',
    description:
      'Very sweet, juicy and crisp, with pink-red stripes over a pale yellow skin. Packed in 18 kg cartons with foam nets, available November to June.',
    origin: 'China',
    isFeatured: false,
    art: 'apple-fuji.svg',
  },
  {
    categoryKey: 'apples',
    name: 'Granny Smith Apples',
    description:
      'Bright green, firm and tangy apples, ideal for salads, juices and baking. Packed in 18 kg cartons, available April to October.',
    origin: 'Chile',
    isFeatured: false,
    art: 'apple-granny-smith.svg',
  },
  {
    categoryKey: 'apples',
    name: 'Royal Gala Apples',
    description:
      'Aromatic, sweet apples with a thin red-striped skin and crisp cream flesh. Packed in 18 kg tray cartons, available April to August.',
    origin: 'New Zealand',
    isFeatured: false,
    art: 'apple-royal-gala.svg',
  },
  {
    categoryKey: 'apples',
    name: 'Red Chief Apples',
    description:
      'Dark red, well-shaped apples with a sweet taste and good keeping quality, at a price suited to everyday retail. Packed in 18 kg cartons, available October to April.',
    origin: 'Turkey',
    isFeatured: false,
    art: 'apple-red-chief.svg',
  },
  {
    categoryKey: 'apples',
    name: 'Idared Apples',
    description:
      'Bright red apples with a pleasant sweet-tart taste and firm white flesh that stores well. Packed in 18 kg cartons, available November to May.',
    origin: 'Poland',
    isFeatured: false,
    art: 'apple-idared.svg',
  },
  // Citrus
  {
    categoryKey: 'citrus',
    name: 'Valencia Oranges',
    description:
      'Juicy, sweet oranges with few seeds, excellent for eating and for fresh juice. Packed in 15 kg cartons, available February to July.',
    origin: 'Egypt',
    isFeatured: true,
    art: 'orange-valencia.svg',
  },
  {
    categoryKey: 'citrus',
    name: 'Navel Oranges',
    description:
      'Seedless, easy-to-peel oranges with a rich, sweet flavour and deep orange colour. Packed in 15 kg cartons, available June to September.',
    origin: 'South Africa',
    isFeatured: false,
    art: 'orange-navel.svg',
  },
  {
    categoryKey: 'citrus',
    name: 'Mandarins',
    description:
      'Small, easy-peel mandarins with a bright, sweet and tangy taste, a winter favourite with families. Packed in 10 kg cartons, available October to February.',
    origin: 'Turkey',
    isFeatured: false,
    art: 'mandarin.svg',
  },
  {
    categoryKey: 'citrus',
    name: 'Lemons',
    description:
      'Fragrant, thin-skinned lemons full of juice, for homes, restaurants and juice bars. Packed in 15 kg cartons, available for most of the year.',
    origin: 'Spain',
    isFeatured: false,
    art: 'lemon.svg',
  },
  {
    categoryKey: 'citrus',
    name: 'Star Ruby Grapefruit',
    description: 'Deep pink, juicy flesh with a sweet and gently bitter taste. Packed in 15 kg cartons, available April to September.',
    origin: 'South Africa',
    isFeatured: false,
    art: 'grapefruit-star-ruby.svg',
  },
  {
    categoryKey: 'citrus',
    name: 'Honey Pomelo',
    description:
      'Large, pear-shaped pomelos with pale, sweet and juicy segments, each one individually wrapped. Packed in 12 kg cartons, available August to January.',
    origin: 'China',
    isFeatured: false,
    art: 'pomelo-honey.svg',
  },
  // Grapes
  {
    categoryKey: 'grapes',
    name: 'Red Globe Grapes',
    description:
      'Large, round and crunchy red grapes with a mild, sweet taste and a long shelf life. Packed in 8.2 kg cartons, available February to June.',
    origin: 'Chile',
    isFeatured: true,
    art: 'grapes-red-globe.svg',
  },
  {
    categoryKey: 'grapes',
    name: 'Red Globe Grapes (Peru)',
    description:
      'Peruvian Red Globe arrives earlier in the season, with big, firm berries and an even colour. Packed in 8.2 kg cartons, available November to March.',
    origin: 'Peru',
    isFeatured: false,
    art: 'grapes-red-globe-peru.svg',
  },
  {
    categoryKey: 'grapes',
    name: 'Crimson Seedless Grapes',
    description:
      'Crisp, seedless red grapes with a lively sweet-tart taste, from Californian vineyards. Packed in 8.2 kg cartons, available August to December.',
    origin: 'USA',
    isFeatured: false,
    art: 'grapes-crimson-seedless.svg',
  },
  {
    categoryKey: 'grapes',
    name: 'Green Seedless Grapes',
    description:
      'Crisp, sweet Thompson Seedless grapes, popular for snacking and fruit platters. Packed in 9 kg cartons, available December to April.',
    origin: 'South Africa',
    isFeatured: false,
    art: 'grapes-green-seedless.svg',
  },
  {
    categoryKey: 'grapes',
    name: 'Sugraone Seedless Grapes',
    description:
      'Large, crunchy green seedless grapes from the São Francisco Valley with a clean, sweet taste. Packed in 5 kg cartons, available October to December.',
    origin: 'Brazil',
    isFeatured: false,
    art: 'grapes-sugraone.svg',
  },
  // Kiwi
  {
    categoryKey: 'kiwi',
    name: 'Zespri Green Kiwifruit',
    description:
      'Tangy-sweet green kiwifruit, rich in vitamin C, grown by New Zealand growers for Zespri. Packed in single-layer trays of about 3.5 kg, available May to November.',
    origin: 'New Zealand',
    isFeatured: true,
    art: 'kiwi-green.svg',
  },
  {
    categoryKey: 'kiwi',
    name: 'Zespri SunGold Kiwifruit',
    description:
      'Smooth, almost hairless kiwifruit with golden flesh and a sweet, tropical taste. Packed in single-layer trays of about 3.5 kg, available May to November.',
    origin: 'New Zealand',
    isFeatured: false,
    art: 'kiwi-gold.svg',
  },
  {
    categoryKey: 'kiwi',
    name: 'Italian Kiwi',
    description:
      'Firm Hayward kiwi from Italian orchards with a balanced sweet-sour flavour and good keeping quality. Packed in 10 kg cartons, available November to May.',
    origin: 'Italy',
    isFeatured: false,
    art: 'kiwi-italian.svg',
  },
  {
    categoryKey: 'kiwi',
    name: 'Greek Kiwi',
    description:
      'Hayward kiwi from northern Greece, juicy and refreshing, at a price that suits everyday retail. Packed in 10 kg cartons, available October to April.',
    origin: 'Greece',
    isFeatured: false,
    art: 'kiwi-greek.svg',
  },
  // Pears
  {
    categoryKey: 'pears',
    name: 'Packham Pears',
    description:
      'Green pears that turn yellow as they ripen, with sweet, juicy and buttery flesh. Packed in 12.5 kg cartons, available March to September.',
    origin: 'South Africa',
    isFeatured: false,
    art: 'pear-packham.svg',
  },
  {
    categoryKey: 'pears',
    name: 'Ya Pears',
    description:
      'Pale yellow pears with crisp, watery and refreshing flesh, each wrapped in paper. Packed in 12 kg cartons, available September to May.',
    origin: 'China',
    isFeatured: false,
    art: 'pear-ya.svg',
  },
  {
    categoryKey: 'pears',
    name: 'Abate Fetel Pears',
    description:
      'Long, elegant pears with a russeted skin and a sweet, aromatic, melting flesh. Packed in 12 kg cartons, available September to March.',
    origin: 'Italy',
    isFeatured: false,
    art: 'pear-abate-fetel.svg',
  },
  {
    categoryKey: 'pears',
    name: 'Green Anjou Pears',
    description:
      'Egg-shaped pears with a mild, sweet and juicy flesh that stays green when ripe. Packed in 20 kg cartons, available October to May.',
    origin: 'USA',
    isFeatured: false,
    art: 'pear-green-anjou.svg',
  },
  // Stone fruits
  {
    categoryKey: 'stone-fruits',
    name: 'Cherries',
    description:
      'Dark, firm and very sweet cherries flown in for the festive season. Packed in 5 kg cartons, available November to February.',
    origin: 'Chile',
    isFeatured: false,
    art: 'cherries.svg',
  },
  {
    categoryKey: 'stone-fruits',
    name: 'Ziraat Cherries',
    description:
      'Large, deep red 0900 Ziraat cherries with a firm bite and a rich, sweet taste. Packed in 5 kg cartons, available June to August.',
    origin: 'Turkey',
    isFeatured: false,
    art: 'cherries-ziraat.svg',
  },
  {
    categoryKey: 'stone-fruits',
    name: 'Red Plums',
    description:
      'African Rose and Laetitia plums with glossy red skins and sweet, juicy flesh. Packed in 5.25 kg cartons, available December to April.',
    origin: 'South Africa',
    isFeatured: false,
    art: 'plums.svg',
  },
  {
    categoryKey: 'stone-fruits',
    name: 'Yellow Nectarines',
    description:
      'Smooth-skinned nectarines with fragrant, juicy yellow flesh. Packed in 5 kg single-layer trays, available June to September.',
    origin: 'Spain',
    isFeatured: false,
    art: 'nectarines.svg',
  },
  // Berries
  {
    categoryKey: 'berries',
    name: 'Blueberries',
    description:
      'Plump, firm blueberries with a fresh, sweet taste, flown in chilled. Packed 12 x 125 g punnets to a carton, available August to March.',
    origin: 'Peru',
    isFeatured: false,
    art: 'blueberries.svg',
  },
  {
    categoryKey: 'berries',
    name: 'Highbush Blueberries',
    description:
      'Sweet, aromatic blueberries from Polish farms that fill the gap in the northern summer. Packed 12 x 125 g punnets to a carton, available July to September.',
    origin: 'Poland',
    isFeatured: false,
    art: 'blueberries-highbush.svg',
  },
  {
    categoryKey: 'berries',
    name: 'Raspberries',
    description:
      'Delicate, sweet and fragrant raspberries, handled gently and kept cold all the way. Packed 12 x 125 g punnets to a carton, available October to June.',
    origin: 'Spain',
    isFeatured: false,
    art: 'raspberries.svg',
  },
  // Exotic
  {
    categoryKey: 'exotic',
    name: 'Dragon Fruit',
    description:
      'Bright pink fruit with white flesh speckled with tiny black seeds, mildly sweet and refreshing. Packed in 10 kg cartons, available all year.',
    origin: 'Vietnam',
    isFeatured: true,
    art: 'dragon-fruit.svg',
  },
  {
    categoryKey: 'exotic',
    name: 'Mangosteen',
    description:
      'The "queen of fruits": a thick purple rind around snow-white, sweet and tangy segments. Packed in 10 kg cartons, available May to September.',
    origin: 'Thailand',
    isFeatured: false,
    art: 'mangosteen.svg',
  },
  {
    categoryKey: 'exotic',
    name: 'Hass Avocado',
    description:
      'Creamy, nutty avocados whose skin turns from green to purple-black as they ripen. Packed in 4 kg cartons, available April to October.',
    origin: 'Tanzania',
    isFeatured: false,
    art: 'avocado.svg',
  },
  {
    categoryKey: 'exotic',
    name: 'Longan',
    description:
      'Small, sweet and juicy fruit with translucent flesh and a delicate floral taste. Packed in 11 kg cartons, available July to October.',
    origin: 'Thailand',
    isFeatured: false,
    art: 'longan.svg',
  },
  {
    categoryKey: 'exotic',
    name: 'Rambutan',
    description: 'Hairy red fruit with juicy, sweet white flesh, similar to lychee. Packed in 5 kg cartons, available May to September.',
    origin: 'Vietnam',
    isFeatured: false,
    art: 'rambutan.svg',
  },
  {
    categoryKey: 'exotic',
    name: 'Sweet Tamarind',
    description:
      'Naturally sweet tamarind pods with soft, date-like flesh, eaten fresh as a snack. Packed in 4 kg cartons, available December to April.',
    origin: 'Thailand',
    isFeatured: false,
    art: 'tamarind-sweet.svg',
  },
  // Seasonal specials
  {
    categoryKey: 'seasonal',
    name: 'Persimmons',
    description:
      'Seedless Rojo Brillante persimmons from Valencia, sweet and crisp enough to eat like an apple. Packed in 5 kg single-layer trays, available October to January.',
    origin: 'Spain',
    isFeatured: false,
    art: 'persimmon.svg',
  },
  {
    categoryKey: 'seasonal',
    name: 'Fresh Figs',
    description: 'Purple-black Bursa figs with honey-sweet red flesh, flown in chilled. Packed in 2 kg trays, available August to October.',
    origin: 'Turkey',
    isFeatured: false,
    art: 'figs.svg',
  },
  // Export division (Indian produce shipped to Dubai)
  {
    categoryKey: 'export',
    name: 'Alphonso Mangoes',
    description:
      'The king of mangoes from Ratnagiri and Devgad, with saffron-coloured, fibre-free flesh and a rich aroma. Exported to Dubai in 12-piece cartons of about 3.5 kg, April to June.',
    origin: 'India',
    isFeatured: true,
    art: 'mango-alphonso.svg',
  },
  {
    categoryKey: 'export',
    name: 'Kesar Mangoes',
    description:
      "Sweet, fragrant mangoes from Gujarat's Gir region with bright orange pulp. Exported to Dubai in 3 kg cartons, May to July.",
    origin: 'India',
    isFeatured: false,
    art: 'mango-kesar.svg',
  },
  {
    categoryKey: 'export',
    name: 'Green Chillies',
    description:
      'Fresh, glossy G4 green chillies with a sharp, clean heat, graded and packed within hours of harvest. Shipped to Dubai all year in 4 kg ventilated cartons.',
    origin: 'India',
    isFeatured: false,
    art: 'green-chillies.svg',
  },
];

export const STARTER_FOLDERS: readonly StarterFolder[] = [
  {
    name: 'APMC Market Shops',
    description: 'Our three shops in the Fruit Market at APMC Vashi, Navi Mumbai, open from 6:00 AM every day.',
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
  address: 'Shop No. 47, Fruit Market, APMC Market Phase II, Sector 19, Vashi, Navi Mumbai, Maharashtra 400703',
  phone: '+91 22 2789 4500',
  email: 'sales@mumbaifruittrading.in',
  socialLinks: {
    facebook: 'https://www.facebook.com/mumbaifruittrading',
    instagram: 'https://www.instagram.com/mumbaifruittrading',
    linkedin: 'https://www.linkedin.com/company/mumbai-fruit-trading',
  },
  whatsappNumber: '919820054321',
};

export const STARTER_SITE: Pick<SiteSettings, 'heroTitle' | 'heroSubtitle'> = {
  heroTitle: 'Premium Fruits From Around The World',
  heroSubtitle:
    'For over 40 years we have brought the finest fresh fruit from 16 countries to Mumbai, supplying our APMC shops, leading retail chains and customers in 9 major cities across India.',
};
