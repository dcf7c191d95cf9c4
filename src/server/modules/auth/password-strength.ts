import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants';

/**
 * Words an attacker of this site would try first: its own name, trade and town. zxcvbn counts a password built
 * from them as cheap to guess, like a dictionary word.
 */
const SITE_WORDS = ['mumbai', 'fruit', 'fruits', 'trading', 'mumbaifruit', 'apmc', 'vashi', 'mango', 'mangoes', 'admin', 'owner'];

// DECISION: a password must be 12+ characters and reach zxcvbn's top score, 4 (an estimated 10^10 guesses or
// more): the estimator knows leaked-password lists, English words, names, keyboard patterns, dates and repeats.
// Score 3 still lets through 'Summer2025Summer' and 'fruitadmin2024'; four unrelated words pass easily.
const MIN_SCORE = 4;

/** How long the checker is kept after its last use: a password is set rarely, and the checker holds about 12 MB. */
const KEEP_MS = 60_000;
let checker: ZxcvbnFactory | undefined;
let dropTimer: NodeJS.Timeout | undefined;

/** Built when needed (loading the dictionaries takes a few hundred milliseconds), let go a minute after. */
function strengthChecker(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  clearTimeout(dropTimer);
  dropTimer = setTimeout(() => {
    checker = undefined;
  }, KEEP_MS);
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
