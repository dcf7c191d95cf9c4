// The only reader of process.env. Validated once at start; a bad value stops the process with a list.
import path from 'node:path';

export type ScryptParams = { N: number; r: number; p: number; keyLength: number; maxmem: number };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** The site's public URL (scheme + host), used for absolute links and the same-origin check; null = the request's own. */
  publicOrigin: string | null;
  trustProxy: boolean;
  /** Cookies carry Secure: true when the public origin is https. */
  cookieSecure: boolean;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  sessionSecret: string | undefined;
  scrypt: ScryptParams;
  session: { idleMs: number; absoluteMs: number };
  throttle: {
    loginIpFailures: number;
    loginIpWindowMs: number;
    loginUserFailures: number;
    loginUserWindowMs: number;
    contactPerIp: number;
    contactWindowMs: number;
    /** Every post of a public form, stored or refused (F21). */
    formPostsPerIp: number;
    formPostWindowMs: number;
  };
  smtp: { host: string; port: number; user?: string; pass?: string; from: string; to: string; secure: boolean } | null;
  logRequests: boolean;
  /** How long a shared cache in front (nginx proxy_cache, a CDN) may keep a public page: its s-maxage, in seconds. */
  pageSMaxAge: number;
  version: string;
};

/** OWASP scrypt floor for a small VPS: N=2^15, r=8, p=3 (32 MiB), maxmem above 128*N*r (SECURITY F14). */
export const PRODUCTION_SCRYPT: ScryptParams = { N: 2 ** 15, r: 8, p: 3, keyLength: 64, maxmem: 64 * 1024 * 1024 };

// DECISION (src/decisions/sessions.md): sessions end after 30 minutes idle and 12 hours at most (SECURITY SES-4).
export const DEFAULT_SESSION = { idleMs: 30 * 60_000, absoluteMs: 12 * 60 * 60_000 };
// DECISION (src/decisions/login-throttle.md, src/decisions/contact-form.md): login 5 failures per IP in 15 min, 20 per
// username in 1 h (both expire); contact 5 stored messages per IP in 10 min, and 30 posts of any kind.
export const DEFAULT_THROTTLE: Config['throttle'] = {
  loginIpFailures: 5,
  loginIpWindowMs: 15 * 60_000,
  loginUserFailures: 20,
  loginUserWindowMs: 60 * 60_000,
  contactPerIp: 5,
  contactWindowMs: 10 * 60_000,
  formPostsPerIp: 30,
  formPostWindowMs: 10 * 60_000,
};

function parseBool(name: string, value: string | undefined, fallback: boolean, errors: string[]): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  errors.push(`${name} must be true or false (got "${value}")`);
  return fallback;
}

function parseOrigin(value: string | undefined, errors: string[]): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('scheme');
    if (url.pathname !== '/' || url.search || url.hash) throw new Error('path');
    return url.origin;
  } catch {
    errors.push(`PUBLIC_ORIGIN must be a scheme and host such as https://www.example.com (got "${value}")`);
    return null;
  }
}

export const TRUST_PROXY_NEEDS_ORIGIN =
  'TRUST_PROXY=true needs PUBLIC_ORIGIN (e.g. https://www.example.in): without it the site would take its own address from the X-Forwarded-Host header a client sends, and pages and caches could name another site';

export function loadConfig(env: NodeJS.ProcessEnv = process.env, version = '0.0.0'): Config {
  const errors: string[] = [];
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) errors.push(`PORT must be a port number (got "${env.PORT}")`);
  const publicOrigin = parseOrigin(env.PUBLIC_ORIGIN, errors);
  const pageSMaxAge = Number(env.PAGE_S_MAXAGE ?? 60);
  if (!Number.isInteger(pageSMaxAge) || pageSMaxAge < 1 || pageSMaxAge > 86_400) {
    errors.push(`PAGE_S_MAXAGE must be a whole number of seconds from 1 to 86400 (got "${env.PAGE_S_MAXAGE}")`);
  }
  if (env.ADMIN_PASSWORD !== undefined && env.ADMIN_PASSWORD.length > 0 && env.ADMIN_PASSWORD.length < 12) {
    errors.push('ADMIN_PASSWORD must be at least 12 characters');
  }
  if (env.SESSION_SECRET !== undefined && env.SESSION_SECRET.length < 32) {
    errors.push('SESSION_SECRET must be at least 32 characters (or leave it unset to generate one in DATA_DIR)');
  }
  let smtp: Config['smtp'] = null;
  if (env.SMTP_HOST) {
    const smtpPort = Number(env.SMTP_PORT ?? 587);
    if (!Number.isInteger(smtpPort) || smtpPort <= 0) errors.push('SMTP_PORT must be a port number');
    if (!env.ENQUIRY_ALERT_TO) errors.push('ENQUIRY_ALERT_TO is required when SMTP_HOST is set');
    smtp = {
      host: env.SMTP_HOST,
      port: smtpPort,
      ...(env.SMTP_USER ? { user: env.SMTP_USER } : {}),
      ...(env.SMTP_PASS ? { pass: env.SMTP_PASS } : {}),
      from: env.SMTP_FROM ?? env.ENQUIRY_ALERT_TO ?? '',
      to: env.ENQUIRY_ALERT_TO ?? '',
      secure: parseBool('SMTP_SECURE', env.SMTP_SECURE, smtpPort === 465, errors),
    };
  }
  const config: Config = {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    publicOrigin,
    trustProxy: parseBool('TRUST_PROXY', env.TRUST_PROXY, false, errors),
    cookieSecure: publicOrigin?.startsWith('https:') ?? false,
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: parseBool('SEED_DEMO', env.SEED_DEMO, true, errors),
    sessionSecret: env.SESSION_SECRET || undefined,
    scrypt: PRODUCTION_SCRYPT,
    session: DEFAULT_SESSION,
    throttle: DEFAULT_THROTTLE,
    smtp,
    logRequests: parseBool('LOG_REQUESTS', env.LOG_REQUESTS, true, errors),
    pageSMaxAge,
    version,
  };
  if (config.trustProxy && !config.publicOrigin && !errors.some((e) => e.startsWith('PUBLIC_ORIGIN')))
    errors.push(TRUST_PROXY_NEEDS_ORIGIN);
  if (errors.length) {
    throw new Error(`Invalid configuration:\n- ${errors.join('\n- ')}`);
  }
  return config;
}

/** Settings that work but are probably wrong for a public server; printed at start. */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  const loopback = config.host === '127.0.0.1' || config.host === 'localhost' || config.host === '::1';
  if (!config.publicOrigin && (!loopback || config.trustProxy)) {
    warnings.push(
      "PUBLIC_ORIGIN is not set: links and the cross-site check will use whatever Host each request names. Set it to the site's https:// address.",
    );
  }
  if (config.publicOrigin?.startsWith('https:') && !config.trustProxy && loopback) {
    warnings.push(
      'PUBLIC_ORIGIN is https but TRUST_PROXY is off: behind a proxy every visitor then shares one IP for the rate limits. Set TRUST_PROXY=true.',
    );
  }
  return warnings;
}
