import type { InEachLanguage, ProductTranslation } from './starter-translations';

export const STARTER_PRODUCT_TRANSLATIONS_1: Record<string, InEachLanguage<ProductTranslation>> = {};
