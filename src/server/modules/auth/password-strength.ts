import { createRequire } from 'node:module';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants';

/**
 * Words an attacker of this site would try first: its own name, trade and town. zxcvbn counts a password built
 * from them as cheap to guess, like a dictionary word.
 */
const SITE_WORDS = ['mumbai', 'fruit', 'fruits', 'trading', 'mumbaifruit', 'apmc', 'vashi', 'mango', 'mangoes', 'admin', 'owner'];

// DECISION (src/decisions/passwords.md): a password must be 12+ characters and reach zxcvbn's top score, 4 (an estimated 10^10 guesses or
// more): the estimator knows leaked-password lists, English words, names, keyboard patterns, dates and repeats.
// Score 3 still lets through 'Summer2025Summer' and 'fruitadmin2024'; four unrelated words pass easily.
const MIN_SCORE = 4;

/** How long the checker is kept after its last use: a password is set rarely, and the checker holds about 12 MB. */
const KEEP_MS = 60_000;
let checker: ZxcvbnFactory | undefined;
let dropTimer: NodeJS.Timeout | undefined;

/** The word lists' packages: about 11 MB of heap once loaded, needed only while a password is being set. */
export const DICTIONARY_PACKAGES = ['@zxcvbn-ts/language-common', '@zxcvbn-ts/language-en'] as const;

/**
 * Loads the word lists so that nothing but the caller holds them, and they are collected with the checker. A module
 * imported at the top of this file would hold them for the life of the server, and so would each of these: the
 * module cache (every module that loading them added is taken out, as each module points to the one that required
 * it), and the require function (its module lists every module it required: a new one each time).
 */
export function loadDictionaries() {
  const requireOnce = createRequire(import.meta.url);
  const before = new Set(Object.keys(requireOnce.cache));
  const common = requireOnce(DICTIONARY_PACKAGES[0]) as typeof import('@zxcvbn-ts/language-common');
  const english = requireOnce(DICTIONARY_PACKAGES[1]) as typeof import('@zxcvbn-ts/language-en');
  for (const file of Object.keys(requireOnce.cache)) if (!before.has(file)) delete requireOnce.cache[file];
  return { common, english };
}

/** Whether the checker (and with it the word lists) is in memory now. */
export function strengthCheckerLoaded(): boolean {
  return checker !== undefined;
}

/**
 * Lets the checker go now, not a minute after its last use: for a caller that checks one password and is done.
 * A dropped checker frees nothing until V8's next full collection, and a server that answers cached pages makes so
 * little lasting garbage that one may not come for hours (a first start kept ~25 MB this way). Where the process
 * allows it (--expose-gc, as the systemd unit runs it) the collection runs now: a few tens of milliseconds, once
 * per password set.
 */
export function releaseStrengthChecker(): void {
  clearTimeout(dropTimer);
  if (!checker) return;
  checker = undefined;
  (globalThis as { gc?: () => void }).gc?.();
}

/** Built when needed (loading the dictionaries takes a few hundred milliseconds), let go a minute after. */
function strengthChecker(): ZxcvbnFactory {
  if (!checker) {
    const { common, english } = loadDictionaries();
    checker = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
    });
  }
  clearTimeout(dropTimer);
  dropTimer = setTimeout(releaseStrengthChecker, KEEP_MS);
  dropTimer.unref();
  return checker;
}

/**
 * Why a new password is refused, or undefined when it may be used. The same rule wherever a password is set:
 * first start (ADMIN_PASSWORD), the Account screen, and `npm run admin:password` (ASVS 6.2.1, 6.2.4).
 */
export function passwordProblem(password: string, context: { username?: string } = {}): string | undefined {
  if ([...password].length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  const inputs = context.username ? [...SITE_WORDS, context.username] : SITE_WORDS;
  const result = strengthChecker().check(password, inputs);
  if (result.score >= MIN_SCORE) return undefined;
  const why = result.feedback.warning ? ` (${result.feedback.warning.replace(/\.$/, '')})` : '';
  return `This password is too common or too easy to guess${why}; try a few unrelated words`;
}
