import { COMPANY } from '../../shared/constants';
import { useT } from '../i18n/use-t';

/** Spec §2: the copyright line for 2024, in the page's language (the footer, the maintenance page). */
export function Copyright() {
  return useT()('footer.copyright', { year: COMPANY.copyrightYear, company: COMPANY.name.replace(/\.$/, '') });
}
