import type { Router } from '@koa/router';
import { koaBody } from 'koa-body';
import { contactUrl } from '../../shared/paths';
import { HttpError } from '../errors';
import { submitEnquiry } from '../modules/enquiries/submit-enquiry';
import type { Deps } from '../routes-context';
import type { SitePageRenderer } from './site-page-renderer';

const FORM_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;

/** The contact form without JavaScript: a plain POST, validated on the server, then Post/Redirect/Get. */
export function registerContactForm(router: Router, d: Deps, pages: SitePageRenderer) {
  const parseForm = koaBody({ urlencoded: true, json: false, text: false, multipart: false, formLimit: '64kb' });
  router.post('/contact', async (ctx) => {
    if (!ctx.is('application/x-www-form-urlencoded')) ctx.throw(415);
    await parseForm(ctx, async () => {});
    const raw = (ctx.request.body ?? {}) as Record<string, unknown>;
    const values = Object.fromEntries(FORM_FIELDS.map((k) => [k, typeof raw[k] === 'string' ? (raw[k] as string) : ''])) as Record<
      (typeof FORM_FIELDS)[number],
      string
    >;
    try {
      submitEnquiry(d, { ...values, website: typeof raw.website === 'string' ? raw.website : '' }, ctx.ip);
      ctx.redirect(`${contactUrl()}?sent=1`);
      ctx.status = 303;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error.status === 429) {
        for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
        return pages.send(ctx, () => ({ page: 'contact', form: { status: 'failed', message: error.message, values } }), { status: 429 });
      }
      return pages.send(
        ctx,
        () => ({ page: 'contact', form: { status: 'invalid', message: error.message, fieldErrors: error.fields ?? {}, values } }),
        {
          status: error.status,
        },
      );
    }
  });
}
