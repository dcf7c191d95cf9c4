import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CITIES } from '../../server/db/migrations';
import { SPEC_COUNTS, shippedHeroSubtitle, shownHeroSubtitle } from '../company';
import { DEFAULT_HERO_SUBTITLE } from '../constants';
import { unknownPlaceholders } from '../site-texts/site-texts';
import { STARTING_HERO_TRANSLATIONS, startingCityName } from './starting-hero-and-cities';
import { TRANSLATABLE, TRANSLATION_LOCALES } from './translatable';

const SCRIPTS = { hi: /^[\u0900-\u097F\s,.]+$/, mr: /^[\u0900-\u097F\s,.]+$/, ar: /^[\u0600-\u06FF\s.]+$/ };
/** The words of a text, without our placeholders and the market's own name (APMC), which stay as they are. */
const words = (text: string) => text.replace(/\{\w+\}|APMC/g, '');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test('the starting hero: each language in its own script, Western digits only, the figures as our placeholders', () => {
  assert.equal(shippedHeroSubtitle(DEFAULT_HERO_SUBTITLE), 0, 'the spec default is the first subtitle the product ships');
  assert.equal(shippedHeroSubtitle('Our own words.'), -1);
  for (const locale of TRANSLATION_LOCALES) {
    const hero = STARTING_HERO_TRANSLATIONS[locale];
    assert.match(hero.heroTitle, SCRIPTS[locale], `${locale}: the title`);
    assert.ok(hero.heroTitle.length <= TRANSLATABLE['site-settings'].fields.heroTitle.max);
    for (const subtitle of hero.heroSubtitles) {
      assert.doesNotMatch(subtitle, /[\u0660-\u0669\u06F0-\u06F9\u0966-\u096F]/, `${locale}: digits are Western`);
      assert.deepEqual(unknownPlaceholders(subtitle), []);
      assert.deepEqual(placeholders(subtitle), ['cities', 'countries', 'years'], `${locale}: the figures the English states`);
      assert.ok(subtitle.length <= TRANSLATABLE['site-settings'].fields.heroSubtitle.max);
      assert.match(words(subtitle), SCRIPTS[locale], `${locale}: in its script`);
    }
  }
  assert.match(shownHeroSubtitle(DEFAULT_HERO_SUBTITLE, { ...SPEC_COUNTS, years: 45 }), /over 45 years/);
});

test('every starter city has its name in each language, whichever English spelling the owner keeps', () => {
  for (const city of CITIES) {
    for (const locale of TRANSLATION_LOCALES) {
      const name = startingCityName(locale, city);
      assert.ok(name, `${city} in ${locale}`);
      assert.match(name, SCRIPTS[locale]);
    }
  }
  assert.equal(startingCityName('ar', 'Mumbai'), 'مومباي');
  assert.equal(startingCityName('hi', ' bengaluru '), startingCityName('hi', 'Bangalore'));
  assert.equal(startingCityName('mr', 'Kolkata'), 'कोलकाता');
  assert.equal(startingCityName('hi', 'Pune'), undefined, 'a city the owner adds is theirs to translate');
  assert.equal(startingCityName('hi', 'constructor'), undefined);
});
