import { buttonClasses } from '../../ui/button';
import { ArrowLeftIcon } from '../../ui/icons';
import { FruitMark } from '../components/fruit-placeholder';

export const notFoundMessages = {
  code: '404',
  title: 'Page Not Found',
  text: "Sorry, we couldn't find the page you were looking for. It may have been moved, or the address may be mistyped.",
  home: 'Back to Home',
  products: 'Browse Products',
};

const messages = notFoundMessages;

export function NotFoundPage() {
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:px-6 md:py-32"
    >
      <FruitMark className="size-20" />
      <p className="mt-6 font-display text-6xl font-semibold text-mango-700">{messages.code}</p>
      <h1 id="not-found-title" className="mt-4 font-display text-4xl font-semibold text-leaf-950 sm:text-5xl">
        {messages.title}
      </h1>
      <p className="mt-5 max-w-xl text-lg leading-relaxed text-stone-700">{messages.text}</p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <a href="/" className={buttonClasses('primary', 'lg')}>
          <ArrowLeftIcon className="size-5" />
          {messages.home}
        </a>
        <a href="/products" className={buttonClasses('outline', 'lg')}>
          {messages.products}
        </a>
      </div>
    </section>
  );
}
