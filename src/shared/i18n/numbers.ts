// Numbers as each language writes them (issue "Languages"), written out rather than asked of Intl: its first number
// format loads ICU's locale data into the server (DECISION src/decisions/no-icu-data.md).
import { formatIndianNumber } from '../format';
import type { Locale } from './locales';

/**
 * '1,00,000' in English, Hindi and Marathi (Indian grouping, the digits India's trade writes); '100,000' in Arabic
 * (Western digits in thousands, as the Gulf's trade writes them). At most `maxFractionDigits` decimals.
 */
export function formatNumber(n: number, locale: Locale, maxFractionDigits = 0): string {
  if (locale !== 'ar') return formatIndianNumber(n, maxFractionDigits);
  const [whole = '', fraction = ''] = n.toFixed(maxFractionDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const decimals = fraction.replace(/0+$/, '');
  return decimals ? `${grouped}.${decimals}` : grouped;
}
