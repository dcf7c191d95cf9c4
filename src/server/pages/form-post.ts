import type { Context } from 'koa';
import { koaBody } from 'koa-body';
import type { FormFailure } from '../../shared/form-state';
import { localePath } from '../../shared/i18n/locales';
import { translate } from '../../site/entry.server';
import { HttpError } from '../errors';
import { localeOf } from '../middleware/site-locale';
import { plainPage } from './plain-page';

type FormPostOptions<Field extends string> = {
  fields: readonly Field[];
  /** Validates and stores; throws an HttpError to refuse (the one submit the JSON call uses too). */
  submit: (body: Record<Field, string> & { website: string }) => void;
  /** Where the browser goes once it is stored (Post/Redirect/Get, 303). */
  sentUrl: string;
  /** The form's own page (the English page's path), which the plain 429 page links back to in the page's language. */
  formUrl: string;
  /** Renders the form's page again with the failure, at the error's status. */
  renderFailure: (failure: FormFailure<Record<Field, string>>, status: number) => Promise<void>;
};

const parseForm = koaBody({ urlencoded: true, json: false, text: false, multipart: false, formLimit: '64kb' });

/**
 * A public form without JavaScript: a plain urlencoded POST, submitted the way the JSON call submits it, then
 * Post/Redirect/Get to `sentUrl`; a refusal re-renders the page with the field errors and the typed values, but a 429
 * is a plain page with its Retry-After. Only the named fields are read, each as text. Every answer is in the page's
 * language (the submit is given it too).
 */
export async function handleFormPost<Field extends string>(ctx: Context, options: FormPostOptions<Field>): Promise<void> {
  if (!ctx.is('application/x-www-form-urlencoded')) ctx.throw(415);
  await parseForm(ctx, async () => {});
  const raw = (ctx.request.body ?? {}) as Record<string, unknown>;
  const text = (name: string) => (typeof raw[name] === 'string' ? (raw[name] as string) : '');
  const values = Object.fromEntries(options.fields.map((name) => [name, text(name)])) as Record<Field, string>;
  try {
    options.submit({ ...values, website: text('website') });
    ctx.redirect(options.sentUrl);
    ctx.status = 303;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.status === 429) {
      // Past a limit the answer costs no render (F21): a plain page with the message, and the typed text is not kept.
      for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
      ctx.status = 429;
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/html; charset=utf-8';
      const locale = localeOf(ctx);
      ctx.body = plainPage({
        title: translate(locale, 'formLimit.title'),
        message: error.message,
        back: { href: localePath(locale, options.formUrl), label: translate(locale, 'formLimit.back') },
        locale,
      });
      return;
    }
    return options.renderFailure({ status: 'invalid', message: error.message, fieldErrors: error.fields ?? {}, values }, error.status);
  }
}
