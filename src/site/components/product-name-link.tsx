import { productUrl } from '../../shared/paths';
import { type InEnglish, langOf } from '../../shared/translations/in-english';
import { useLocalePath } from '../i18n/use-t';

/** A product's name as a link to its page in the page's language; marked English when the name fell back to it. */
export function ProductNameLink({ product, className }: { product: InEnglish & { name: string; slug: string }; className: string }) {
  const lp = useLocalePath();
  return (
    <a href={lp(productUrl(product.slug))} className={className} lang={langOf(product, 'name')}>
      {product.name}
    </a>
  );
}
