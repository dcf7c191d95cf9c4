// The words the public forms' schemas refuse input with, in one language: the server fills them from the site's
// catalogue in the page's language (issue "Languages"), so the rules are the same in every language, only the words differ.
import type { TextRuleWords } from './common';

export type FormSchemaWords = {
  rules: TextRuleWords;
  /** Each field's name as a refusal names it ('Full name'). */
  fields: Record<'name' | 'email' | 'phone' | 'subject' | 'message' | 'company' | 'deliveryCity' | 'gstin', string>;
  /** A quote request's own refusals (quantityMax with its limit written in). */
  quote: Record<
    'product' | 'buyerType' | 'quantityNumber' | 'quantityMin' | 'quantityMax' | 'quantityDecimals' | 'quantityUnit' | 'gstin' | 'month',
    string
  >;
};
