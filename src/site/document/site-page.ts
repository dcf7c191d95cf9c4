// What the server hands the site's document: the page's data, and what every page shares (the shell).
import type { HomeStock, OriginAvailability, StockProduct } from '../../shared/availability/availability';
import type { CompanyFacts } from '../../shared/company';
import type { Locale } from '../../shared/i18n/locales';
import type { PublicLicence } from '../../shared/licences';
import type { SeasonalProduct } from '../../shared/seasons/seasons';
import type { SiteTexts } from '../../shared/site-texts/site-texts';
import type { InEnglish, InEnglishFields } from '../../shared/translations/in-english';
import type { Category, ContactSettings, GalleryFolder, Product, ProductWithDetails, SiteSettings } from '../../shared/types';
import type { ContactFormState } from '../islands/contact-form';
import type { QuoteFormState } from '../quotes/quote-form';

export type SitePageData =
  /** `season`: this month (India time) and the public products in season in it, for the strip (none: no strip). */
  /** `stock`: what is in stock and the next arrivals (none: no section). */
  | { page: 'home'; categories: Category[]; season?: SeasonNow; stock?: HomeStock }
  | { page: 'about' }
  /** `inStock`: the "In stock now" filter is on (?stock=in). */
  | { page: 'products'; categories: Category[]; products: Product[]; selectedCategoryId: number | null; inStock?: boolean }
  /** A product's own page; `related`: the other public products of its category. */
  /** `month`: this month (1-12, India time), marked in its season grid. */
  /** `quote`: its quote form's state (idle when left out). */
  /** `availability`: each origin with what it shows now (none: the origins' seasons alone). */
  | {
      page: 'product';
      product: ProductWithDetails;
      related: Product[];
      month: number;
      quote?: QuoteFormState;
      availability?: OriginAvailability[];
      /** How prices work, in the owner's words (beside the product's price, or alone). */
      priceBasis?: string;
      /** On a page in another language, `priceBasis` when it shows in English for want of a translation. */
      inEnglish?: InEnglishFields | undefined;
    }
  /** The stock board: every public product with its origins' statuses, by category; `staleAfterDays`, said on it. */
  | { page: 'availability'; products: StockProduct[]; staleAfterDays: number }
  /**
   * The season calendar of `month`: the public products in season in it. `chosen`: the address names the month
   * (/seasons/march), else it is this month's (/seasons); `currentMonth` is this month, India time.
   */
  | { page: 'seasons'; month: number; currentMonth: number; chosen: boolean; products: SeasonalProduct[] }
  | { page: 'gallery'; folders: GalleryFolder[] }
  | { page: 'contact'; form: ContactFormState }
  | { page: 'not-found' }
  | { page: 'maintenance' };

/** A month (1-12) and the public products in season in it. */
export type SeasonNow = { month: number; products: SeasonalProduct[] };

export type SiteShell = {
  /** e.g. '/products' */
  pathname: string;
  /** PUBLIC_ORIGIN without a trailing slash, for canonical, Open Graph and JSON-LD URLs. */
  origin: string;
  site: SiteSettings;
  /** On a page in another language, the address translated or marked as English. */
  contact: ContactSettings & InEnglish;
  /** The company's facts as the site shows them (active entries, in order) and the numbers derived from them. */
  company: CompanyFacts;
  /** The owner's texts and claims, as saved (placeholders not yet filled in); on a page in another language, translated. */
  texts: SiteTexts & InEnglish;
  /** The licences and certificates shown today (active, valid, unexpired): the footer's FSSAI line, the about page. */
  licences?: PublicLicence[];
  /**
   * From static/build/manifest.json: the page's script (null: the page has no island), the modules it imports (hashed
   * bundle URLs), and the stylesheet of each kind of page, inlined by the head (build.mjs).
   */
  assets: { js: string | null; preload: string[]; css: PageStyles };
  /**
   * The owner's preview of a draft (under /admin): a bar says so, and whether visitors would see the page at all
   * ('off-site': a product switched off); the page asks not to be indexed.
   */
  preview?: 'on-site' | 'off-site' | undefined;
  /** The page's language (its address names it). */
  locale: Locale;
};

/** The CSS each kind of page needs, inlined into its <head>; style-src allows exactly these texts by their hashes. */
export type PageStyles = Record<SitePageData['page'], { text: string }>;
