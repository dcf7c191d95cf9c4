import { cn } from '../../ui/cn';

/** Classes of a main-navigation link, highlighted when it is the current section. */
export function navLinkClasses(active: boolean, layout: 'bar' | 'drawer'): string {
  return cn(
    'font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-mango-500',
    layout === 'bar' ? 'inline-flex h-10 items-center rounded-full px-4 text-[0.95rem]' : 'flex items-center rounded-xl px-4 py-3 text-lg',
    active ? 'bg-leaf-700 text-white' : 'text-stone-800 hover:bg-leaf-100 hover:text-leaf-900',
  );
}
