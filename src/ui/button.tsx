import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost' | 'light';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap select-none ' +
  'transition-[background-color,color,border-color,box-shadow,translate] duration-200 ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-mango-500 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-leaf-700 text-white shadow-sm hover:bg-leaf-800 enabled:motion-safe:hover:-translate-y-0.5',
  accent: 'bg-mango-400 text-leaf-950 shadow-sm hover:bg-mango-300 enabled:motion-safe:hover:-translate-y-0.5',
  outline: 'border-2 border-leaf-700 text-leaf-800 hover:bg-leaf-50',
  ghost: 'text-leaf-800 hover:bg-leaf-100',
  light: 'border-2 border-white/80 text-white hover:bg-white/15',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-6 text-base',
  lg: 'h-13 px-8 text-base sm:text-lg',
  icon: 'size-11',
};

/** The class list of a button, for `<button>` and for links styled as buttons. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return cn(base, variants[variant], sizes[size], extra);
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...rest} />;
}
