import type { ReactNode } from 'react';

/** The band at the top of an inner page: eyebrow, the page's one h1, a lead paragraph. */
export function PageIntro({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="relative overflow-hidden bg-gradient-to-b from-leaf-50 to-cream-50">
      <div aria-hidden="true" className="absolute -start-20 -top-32 size-80 rounded-full bg-mango-200/40 blur-3xl" />
      <div aria-hidden="true" className="absolute -end-24 -top-24 size-96 rounded-full bg-leaf-200/50 blur-3xl" />
      <div className="relative mx-auto max-w-7xl px-4 py-14 text-center sm:px-6 md:py-20 lg:px-8">
        <p className="text-sm font-bold tracking-[0.18em] text-balance text-mango-700 uppercase">{eyebrow}</p>
        <h1 className="mt-3 font-display text-4xl font-semibold text-leaf-950 sm:text-5xl lg:text-6xl">{title}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-stone-700">{lead}</p>
        {children}
      </div>
    </div>
  );
}
