import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { PLACEHOLDER_CONTACT } from '../placeholders';
import { translationsInputSchema } from '../schemas/translations';
import {
  SHIPPED_PRICE_BASIS,
  STARTING_CONTACT_ADDRESS,
  STARTING_PRICE_BASIS,
  startingContactAddress,
  startingPriceBasis,
} from './starting-settings';
import { TRANSLATION_LOCALES, type TranslationLocale } from './translatable';

const SCRIPT: Record<TranslationLocale, RegExp> = { hi: /\p{Script=Devanagari}/u, mr: /\p{Script=Devanagari}/u, ar: /\p{Script=Arabic}/u };
/** The trade's words kept as written in every language. */
const KEPT = /\b(?:APMC|GST)\b/g;

test('the starting price basis and address: in each language’s script, APMC, GST and the PIN code as they are, Western digits', () => {
  for (const locale of TRANSLATION_LOCALES) {
    for (const [english, text] of [
      [SHIPPED_PRICE_BASIS, STARTING_PRICE_BASIS[locale]],
      [PLACEHOLDER_CONTACT.address, STARTING_CONTACT_ADDRESS[locale]],
    ] as const) {
      assert.match(text, SCRIPT[locale], `${locale}: ${text}`);
      assert.equal(text.replace(KEPT, '').match(/[A-Za-z]/), null, `${locale}: Latin letters left in ${text}`);
      assert.deepEqual(text.match(KEPT), english.match(KEPT), `${locale}: APMC and GST kept`);
      assert.deepEqual(text.match(/\d+/g), english.match(/\d+/g), `${locale}: the numbers as they are`);
      assert.ok(!text.includes('\n'), `${locale}: one line, as the English`);
    }
  }
  const parsed = v.safeParse(translationsInputSchema('trade-settings'), {
    hi: { priceBasis: STARTING_PRICE_BASIS.hi },
    mr: { priceBasis: STARTING_PRICE_BASIS.mr },
    ar: { priceBasis: STARTING_PRICE_BASIS.ar },
  });
  assert.ok(parsed.success, 'within the English field’s bounds');
  assert.ok(v.safeParse(translationsInputSchema('contact-settings'), { ar: { address: STARTING_CONTACT_ADDRESS.ar } }).success);
});

test('they start only while the English is what ships', () => {
  assert.equal(startingPriceBasis('mr', ` ${SHIPPED_PRICE_BASIS}`), STARTING_PRICE_BASIS.mr);
  assert.equal(startingPriceBasis('mr', 'Prices on request.'), undefined);
  assert.equal(startingContactAddress('ar', PLACEHOLDER_CONTACT.address), STARTING_CONTACT_ADDRESS.ar);
  assert.equal(startingContactAddress('ar', 'Shop 12, APMC Vashi'), undefined);
});
