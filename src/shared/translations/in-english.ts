// What the site's components read of a translated page: whether a field of the owner's content fell back to English.
// DECISION (src/decisions/content-translations.md)

/** A record of the owner's content as a page shows it: the fields shown in English for want of a translation. */
export type InEnglish = { inEnglish?: readonly string[] | undefined };

/** `lang="en"` for an element showing `field` of `item` when it fell back to English; nothing otherwise. */
export const langOf = (item: InEnglish | undefined, field: string): 'en' | undefined =>
  item?.inEnglish?.includes(field) ? 'en' : undefined;
