// A product card's words in a page's language, from the catalogue: on the server only (the products island gets
// them as props, so no catalogue is bundled with it).
import type { Locale } from '../../shared/i18n/locales';
import type { Product } from '../../shared/types';
import { badgeWords } from '../availability/status-words';
import { countryNameTable } from '../document/countries';
import { wordsFor } from '../i18n/catalogue';
import type { ProductCardWords } from './product-card';

/** The words of the cards of `products` (their origins named in `locale` too, and any country a later list names). */
export function productCardWords(locale: Locale, products: readonly Pick<Product, 'origin'>[]): ProductCardWords {
  return {
    ...wordsFor(locale, {
      featured: 'card.featured',
      origin: 'card.origin',
      enquire: 'card.enquire',
      enquireAbout: 'card.enquireAbout',
      enquirySubject: 'card.enquirySubject',
    }),
    badge: badgeWords(locale),
    countries: countryNameTable(locale, [...new Set(products.map((p) => p.origin).filter(Boolean))]),
  };
}
