import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { companyFacts } from '../../test/dom/site';
import {
  hasPlaceholder,
  placeholderValues,
  SITE_TEXT_KEYS,
  STARTING_TEXTS,
  shownParagraphs,
  shownText,
  unknownPlaceholders,
} from './site-texts';
import { siteTextsInputSchema } from './site-texts-schema';

const values = placeholderValues(companyFacts, STARTING_TEXTS.claim);

test('placeholders are filled in from the facts: counts, partners, open hours, the standing', () => {
  assert.deepEqual(values, {
    years: '40',
    countries: '16',
    cities: '9',
    shops: '3',
    partners: 'Reliance Fresh, Star Bazar, Nature Basket and Swiggy',
    hours: 'Monday-Saturday 6:00 AM-6:00 PM, Sunday 6:00 AM-2:00 PM',
    claim: "one of India's top 10 fruit importers",
  });
  const closedSunday = {
    ...companyFacts,
    hours: companyFacts.hours.map((d) => (d.weekday === 7 ? { ...d, opens: null, closes: null } : d)),
  };
  assert.equal(placeholderValues(closedSunday, '').hours, 'Monday-Saturday 6:00 AM-6:00 PM', 'a closed day is not an opening');
});

test('the starting texts read as the site read before they were editable', () => {
  assert.deepEqual(shownParagraphs(STARTING_TEXTS.homeWelcome, values), [
    "For more than 40 years we have been bringing the world's finest fresh fruit to India. Today we are one of India's top 10 fruit importers, sourcing from 16 countries and selling in 9 major Indian cities.",
    "From our 3 shops in Mumbai's APMC market we supply retail chains, delivery platforms, wholesalers and families, and our export arm ships Indian green chillies and mangoes to Dubai.",
  ]);
  assert.equal(
    shownText(STARTING_TEXTS.aboutLead, values),
    "A Mumbai business that has grown, over 40 years, into one of India's top 10 fruit importers.",
  );
  for (const key of SITE_TEXT_KEYS) assert.deepEqual(unknownPlaceholders(STARTING_TEXTS[key]), [], key);
});

test('a sentence whose placeholder has nothing to fill in is left out, never shown half-made', () => {
  const none = { ...values, claim: '', partners: '', shops: '' };
  assert.deepEqual(shownParagraphs(STARTING_TEXTS.homeWelcome, none), [
    "For more than 40 years we have been bringing the world's finest fresh fruit to India.",
  ]);
  assert.equal(shownText(STARTING_TEXTS.aboutLead, none), '');
  assert.equal(
    shownText(STARTING_TEXTS.why2Text, none),
    'Leading retail chains and delivery platforms rely on us for consistent quality and dependable supply.',
  );
  assert.equal(shownText('Open {hours}! Ask us? Yes.', { ...values, hours: '' }), 'Ask us? Yes.');
  // A Hindi sentence ends with the danda, an Arabic question with its own mark: only that sentence is left out.
  assert.equal(shownText('हम पर भरोसा है। इनमें: {partners}।', none), 'हम पर भरोसा है।');
  assert.equal(shownText('هل تحتاج؟ لدينا {shops} محلات.', none), 'هل تحتاج؟');
});

test('an unknown placeholder is named; text without braces is left as written', () => {
  assert.deepEqual(unknownPlaceholders('Our {shop} shops, {shops}, {Shops} and {shop}'), ['shop', 'Shops']);
  assert.equal(shownText('Plain words, { spaced } braces.', values), 'Plain words, { spaced } braces.');
  assert.deepEqual(
    [hasPlaceholder('Our {shop}'), hasPlaceholder('Open {hours}'), hasPlaceholder('{ spaced }'), hasPlaceholder('none')],
    [true, true, false, false],
  );
});

test('the texts update: known keys only, titles required, single lines where one line is shown, placeholders checked', () => {
  const refused = (input: unknown) => {
    const result = v.safeParse(siteTextsInputSchema, input);
    return result.success ? null : result.issues[0].message;
  };
  assert.equal(refused({ homeWelcome: 'A\n\nB', claim: null }), null);
  assert.match(refused({ welcome: 'x' }) ?? '', /Unknown text/);
  assert.match(refused({}) ?? '', /at least one/);
  assert.match(refused({ why1Title: '  ' }) ?? '', /First card: title is required/);
  assert.match(refused({ aboutLead: 'one\ntwo' }) ?? '', /single line/);
  assert.match(refused({ aboutMission: 'x'.repeat(601) }) ?? '', /at most 600/);
  assert.match(refused({ aboutStory: 'We run {shop} shops' }) ?? '', /\{shop\} is not a placeholder\. Use \{years\}/);
  assert.match(refused({ claim: 42 }) ?? '', /must be text/);
});
