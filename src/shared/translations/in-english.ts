// What the site's components read of a translated page: which fields of the owner's content fell back to English.
// DECISION (src/decisions/content-translations.md)

/**
 * The fields of a record shown in English on a page in another language, for want of a translation there, each as
 * the lang attribute its element takes: `lang={item.inEnglish?.name}` costs an island next to nothing.
 */
export type InEnglishFields = Readonly<Partial<Record<string, 'en'>>>;

/** A record of the owner's content as a page shows it. */
export type InEnglish = { inEnglish?: InEnglishFields | undefined };

/** `lang="en"` for an element showing `field` of `item` when it fell back to English; nothing otherwise. */
export const langOf = (item: InEnglish | undefined, field: string): 'en' | undefined => item?.inEnglish?.[field];
