import type { Context } from 'koa';
import { CHANGE_ID_HEADER } from '../../../shared/history/change-id';
import { badRequest } from '../../errors';
import type { AdminState } from '../../middleware/require-admin';
import type { Actor } from './history';

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPod/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Linux/, 'Linux'],
];

/** A browser in the owner's words, from its User-Agent: "Chrome on Android"; "Unknown browser" when it says nothing we know. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : 'Unknown browser');
}

/** The signed-in admin behind an admin route's request, and the browser they use. */
export const actorOf = (ctx: Context & { state: AdminState }): Actor => ({
  adminId: ctx.state.admin.adminId,
  username: ctx.state.admin.username,
  device: deviceLabel(ctx.get('user-agent')),
  // The change a write made, for its toast's Undo (and for a script to purge what it deleted).
  answer: (changeId) => ctx.set(CHANGE_ID_HEADER, String(changeId)),
  ...versionMatched(ctx.get('if-match')),
});

/**
 * The version a save was made from: `If-Match: "v12"` (the record's ETag form) or a bare number. None (or `*`) keeps
 * today's behaviour, the last save wins; anything else is a 400.
 */
function versionMatched(header: string): { expectedVersion?: number } {
  const value = header.trim();
  if (value === '' || value === '*') return {};
  const match = /^(?:W\/)?"?v?([0-9]{1,15})"?$/.exec(value);
  if (!match) throw badRequest('If-Match must be the version the record was read at, e.g. "v12"');
  return { expectedVersion: Number(match[1]) };
}
