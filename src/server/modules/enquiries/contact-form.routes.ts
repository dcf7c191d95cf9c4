import type { Router } from '@koa/router';
import { contactUrl } from '../../../shared/paths';
import { localeOf } from '../../middleware/site-locale';
import { handleFormPost } from '../../pages/form-post';
import type { SitePageRenderer } from '../../pages/site-page-renderer';
import type { Deps } from '../../routes-context';
import { submitEnquiry } from './submit-enquiry';

const FORM_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;

/** The contact form without JavaScript: a plain POST, validated on the server, then Post/Redirect/Get. */
export function registerContactForm(
  router: Router,
  d: Pick<Deps, 'enquiries' | 'config' | 'rateLimits' | 'notifier' | 'settings'>,
  pages: SitePageRenderer,
) {
  router.post('/contact', (ctx) => {
    // In maintenance every public page is the maintenance page (503), and no form is taken (maintenance-forms.md).
    if (!d.settings.getSiteSettings().isOnline) return pages.notFound(ctx);
    return handleFormPost(ctx, {
      fields: FORM_FIELDS,
      submit: (body) => submitEnquiry(d, body, ctx.ip, localeOf(ctx)),
      sentUrl: `${contactUrl()}?sent=1`,
      formUrl: contactUrl(),
      renderFailure: (form, status) => pages.send(ctx, () => ({ page: 'contact', form }), { status }),
    });
  });
}
