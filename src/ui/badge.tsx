import type { ReactNode } from 'react';
import { cn } from './cn';

export type BadgeVariant = 'leaf' | 'mango' | 'neutral' | 'outline';

const variants: Record<BadgeVariant, string> = {
  leaf: 'bg-leaf-100 text-leaf-800',
  mango: 'bg-mango-400 text-leaf-950',
  neutral: 'bg-stone-100 text-stone-700',
  outline: 'border border-leaf-300 bg-white text-leaf-800',
};

/** `lang`: the language of its words when not the page's (the owner's English on a translated page). */
export function Badge({
  variant = 'leaf',
  className,
  lang,
  children,
}: {
  variant?: BadgeVariant;
  className?: string;
  lang?: string | undefined;
  children: ReactNode;
}) {
  return (
    <span
      lang={lang}
      className={cn('inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide', variants[variant], className)}
    >
      {children}
    </span>
  );
}
