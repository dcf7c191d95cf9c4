/**
 * The security headers every response must carry (SECURITY HDR-2, F5), written out here rather than read from
 * security-headers.ts, so that a header dropped there fails the tests that use this list.
 */
export const SECURITY_HEADER_NAMES = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'x-frame-options',
  'permissions-policy',
] as const;
