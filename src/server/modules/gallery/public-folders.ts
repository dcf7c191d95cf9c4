import { yearInIndia } from '../../../shared/company';
import { placeholderValues, shownText } from '../../../shared/site-texts/site-texts';
import type { GalleryFolder } from '../../../shared/types';
import type { Deps } from '../../routes-context';

/**
 * The gallery's folders as the site shows them: each description's placeholders ({shops}, {hours}) filled in from
 * the owner's data, as the Page Texts are, so "our 3 shops" follows the shop list (decisions/site-texts.md).
 */
export function publicFolders(d: Pick<Deps, 'gallery' | 'company' | 'siteTexts' | 'now'>): GalleryFolder[] {
  const values = placeholderValues(d.company.facts(yearInIndia(new Date(d.now()))), d.siteTexts.texts().claim);
  return d.gallery.listFolders().map((folder) => ({ ...folder, description: shownText(folder.description, values) }));
}
