// Class names shared by the admin's controls, so every button and input looks and focuses the same way.

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600';

const buttonBase = `inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${focusRing}`;

const buttonVariants = {
  primary: 'bg-emerald-700 text-white hover:bg-emerald-800',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  danger: 'bg-red-600 text-white hover:bg-red-700',
  ghost: 'text-slate-700 hover:bg-slate-100',
  /** A quiet destructive action beside others (the confirmation dialog carries the red button). */
  dangerGhost: 'text-red-700 hover:bg-red-50',
} as const;

const buttonSizes = { xs: 'h-7 px-2 text-xs', sm: 'h-8 px-3 text-sm', md: 'h-10 px-4 text-sm', icon: 'h-9 w-9 text-sm' } as const;

export function buttonClass(variant: keyof typeof buttonVariants = 'primary', size: keyof typeof buttonSizes = 'md'): string {
  return `${buttonBase} ${buttonVariants[variant]} ${buttonSizes[size]}`;
}

export const inputClass = `block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-emerald-600 aria-invalid:border-red-500 disabled:bg-slate-100 ${focusRing}`;

export const labelClass = 'block text-sm font-medium text-slate-700';

export const cardClass = 'rounded-lg border border-slate-200 bg-white shadow-sm';

export const linkClass = `rounded text-emerald-700 underline-offset-2 hover:underline ${focusRing}`;
/** A link to a file inside a card or field: always underlined, as it stands among other text. */
export const fileLinkClass = `rounded text-emerald-800 underline underline-offset-2 hover:text-emerald-950 ${focusRing}`;

export const focusClass = focusRing;

export const badgeClass = {
  green: 'inline-flex items-center rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800',
  gray: 'inline-flex items-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700',
  amber: 'inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800',
  red: 'inline-flex items-center rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800',
} as const;
