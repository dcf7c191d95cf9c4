import type { Router } from '@koa/router';
import { contactUrl } from '../../shared/paths';
import { submitEnquiry } from '../modules/enquiries/submit-enquiry';
import type { Deps } from '../routes-context';
import { handleFormPost } from './form-post';
import type { SitePageRenderer } from './site-page-renderer';

const FORM_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;

/** The contact form without JavaScript: a plain POST, validated on the server, then Post/Redirect/Get. */
export function registerContactForm(router: Router, d: Deps, pages: SitePageRenderer) {
  router.post('/contact', (ctx) =>
    handleFormPost(ctx, {
      fields: FORM_FIELDS,
      submit: (body) => submitEnquiry(d, body, ctx.ip),
      sentUrl: `${contactUrl()}?sent=1`,
      renderFailure: (form, status) => pages.send(ctx, () => ({ page: 'contact', form }), { status }),
    }),
  );
}
