import type { Router } from '@koa/router';
import type { MessageKey } from '../../../site/entry.server';
import type { Deps } from '../../routes-context';
import { refuseWhileOffline } from '../settings/refuse-while-offline';
import { bodyLanguage, formWords } from './form-language';
import type { SubmitDeps, SubmitForm } from './submit-enquiry';

/**
 * POST `path`, a public form's JSON call (/api/contact, /api/quote), in the language its body names: refused while
 * the site is offline, else submitted; 201 with the form's `sentTitle`.
 */
export function registerFormApi(
  publicApi: Router,
  path: string,
  d: SubmitDeps & Pick<Deps, 'settings'>,
  submit: SubmitForm,
  sentTitle: MessageKey,
) {
  publicApi.post(path, (ctx) => {
    const language = bodyLanguage(ctx.request.body);
    const t = formWords(language);
    refuseWhileOffline(d, t('forms.maintenance'));
    submit(d, ctx.request.body, ctx.ip, language);
    ctx.status = 201;
    ctx.body = { message: t(sentTitle) };
  });
}
