import type { ReactNode } from 'react';
import { cardClass } from './styles';

/** A card of a settings page: a section named by its heading, with an optional line under the heading. */
export function SettingsCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className="text-lg font-semibold text-slate-900">
      {title}
    </h2>
  );
  return (
    <section className={`${cardClass} space-y-4 p-4 sm:p-6`} aria-labelledby={id}>
      {description ? (
        <div>
          {heading}
          <p className="mt-1 text-sm text-slate-600">{description}</p>
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
