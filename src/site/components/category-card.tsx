import { productsUrl } from '../../shared/paths';
import { langOf } from '../../shared/translations/in-english';
import type { Category } from '../../shared/types';
import { ArrowRightIcon } from '../../ui/icons';
import { useLocalePath, useT } from '../i18n/use-t';
import { CardTop } from './card-image';
import { FruitPlaceholder } from './fruit-placeholder';

/** Spec §2 home: a featured category leading to its products. */
export function CategoryCard({ category }: { category: Category }) {
  const lp = useLocalePath();
  const t = useT();
  return (
    <a
      href={lp(productsUrl(category.id))}
      className="group relative flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-leaf-900/5 transition-[box-shadow,translate] duration-300 hover:shadow-xl hover:shadow-leaf-900/10 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-mango-500 motion-safe:hover:-translate-y-1"
    >
      <CardTop
        path={category.image}
        // Home grid: 2 columns, 3 from lg, in a 1280px container.
        sizes={'(min-width: 1280px) 400px, (min-width: 1024px) 32vw, 50vw'}
        alt=""
        fallback={<FruitPlaceholder />}
        className="bg-cream-100"
      />
      <div className="flex flex-1 items-center justify-between gap-3 p-4 sm:p-5">
        <div className="min-w-0">
          <h3 className="font-display text-lg font-semibold text-leaf-950 sm:text-xl" lang={langOf(category, 'name')}>
            {category.name}
          </h3>
          <p className="mt-1 text-sm font-medium text-stone-600">{t('category.varieties', { count: category.productCount })}</p>
        </div>
        <span
          aria-hidden="true"
          className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-leaf-50 sm:inline-flex text-leaf-700 transition-colors group-hover:bg-mango-400 group-hover:text-leaf-950"
        >
          <ArrowRightIcon className="size-5" />
        </span>
      </div>
    </a>
  );
}
