// Text compared and normalized without ICU where it is not needed. The first normalize() in a process loads
// ICU's normalization data, about 1 MiB of the node executable's pages that then stay in its memory; text of ASCII
// alone (every password, product name and slug the starter content has) is already in every normal form.

const ASCII = /^[\x00-\x7f]*$/;

/** The text in Unicode's composed form (NFC): what `text.normalize('NFC')` gives. */
export const composed = (text: string): string => (ASCII.test(text) ? text : text.normalize('NFC'));

/** The text decomposed (NFKD) with its combining marks dropped (Crème → Creme, ﬁ → fi). */
export const withoutMarks = (text: string): string => (ASCII.test(text) ? text : text.normalize('NFKD').replace(/\p{M}+/gu, ''));

/**
 * Text as two entries of one list are compared: trimmed, in any case ('Kesar' and 'kesar ' are one). toLowerCase,
 * not toLocaleLowerCase('en'): English has no casing rules of its own, and the locale form loads ICU's data.
 */
export const caseless = (text: string): string => text.trim().toLowerCase();
