import { buttonClasses } from '../../ui/button';
import { ArrowLeftIcon } from '../../ui/icons';
import { FruitMark } from '../components/fruit-placeholder';
import { useLocalePath, useT } from '../i18n/use-t';

export function NotFoundPage() {
  const lp = useLocalePath();
  const t = useT();
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:px-6 md:py-32"
    >
      <FruitMark className="size-20" />
      <p className="mt-6 font-display text-6xl font-semibold text-mango-700">404</p>
      <h1 id="not-found-title" className="mt-4 font-display text-4xl font-semibold text-leaf-950 sm:text-5xl">
        {t('notFound.title')}
      </h1>
      <p className="mt-5 max-w-xl text-lg leading-relaxed text-stone-700">{t('notFound.text')}</p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <a href={lp('/')} className={buttonClasses('primary', 'lg')}>
          <ArrowLeftIcon className="size-5" />
          {t('notFound.home')}
        </a>
        <a href={lp('/products')} className={buttonClasses('outline', 'lg')}>
          {t('notFound.products')}
        </a>
      </div>
    </section>
  );
}
