// What the site's server-rendered forms (the contact form, a product's quote form) share: the look of a field, its
// label and error, and the banner a no-JavaScript POST's result shows above the form.
import type { ReactNode } from 'react';
import { cn } from '../../ui/cn';
import { CheckIcon } from '../../ui/icons';

export const formControlClass =
  'block w-full rounded-xl border border-stone-300 bg-white px-4 py-3 text-base text-stone-900 shadow-xs placeholder:text-stone-500 ' +
  'transition-[border-color,box-shadow] focus:border-leaf-600 focus:ring-3 focus:ring-leaf-600/25 focus:outline-none ' +
  'aria-invalid:border-red-700 aria-invalid:focus:ring-red-700/25';

/** The ids a field's control points at: its error (once there is one) and its hint. */
export const fieldErrorId = (id: string) => `${id}-error`;
export const fieldHintId = (id: string) => `${id}-hint`;

/** A field's label, its control, its hint, and its error (once there is one). */
export function FormField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={fieldHintId(id)} className="mt-1.5 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={fieldErrorId(id)} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria-invalid and aria-describedby of a control with an optional error and hint. */
export function fieldAria(id: string, error: string | undefined, hasHint = false) {
  const describedBy = [error ? fieldErrorId(id) : '', hasHint ? fieldHintId(id) : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

export type FormBannerState = { kind: 'success' | 'error'; title: string; text: string } | null;

/** The result of a no-JavaScript POST, shown above its form (with JavaScript the toasts say it). */
export function FormBanner({ banner }: { banner: FormBannerState }) {
  if (!banner) return null;
  return (
    <div
      role={banner.kind === 'error' ? 'alert' : 'status'}
      className={cn(
        'mb-6 flex gap-3 rounded-2xl p-4',
        banner.kind === 'error' ? 'bg-red-50 text-red-900 ring-1 ring-red-200' : 'bg-leaf-50 text-leaf-900 ring-1 ring-leaf-200',
      )}
    >
      {banner.kind === 'success' ? <CheckIcon className="mt-0.5 size-5 shrink-0" /> : null}
      <div>
        <p className="font-semibold">{banner.title}</p>
        {banner.text ? <p className="mt-1 text-sm">{banner.text}</p> : null}
      </div>
    </div>
  );
}
