import type { ReactNode } from 'react';
import { cn } from '../../ui/cn';

/** An h2 with an optional eyebrow and lead paragraph. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  align = 'center',
  id,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'center' | 'left';
  id?: string;
}) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? <p className="text-sm font-bold tracking-[0.18em] text-balance text-mango-700 uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 font-display text-3xl font-semibold text-leaf-950 sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="mt-4 text-lg leading-relaxed text-stone-700">{lead}</p> : null}
    </div>
  );
}

/** A left-aligned section heading over paragraphs of running text. */
export function SectionText({
  id,
  eyebrow,
  title,
  paragraphs,
  lang,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  paragraphs: readonly string[];
  /** 'en': the paragraphs are the owner's English on a page in another language. */
  lang?: 'en' | undefined;
}) {
  return (
    <div>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} align="left" />
      {paragraphs.map((text) => (
        <p key={text} className="mt-5 text-lg leading-relaxed text-stone-700" lang={lang}>
          {text}
        </p>
      ))}
    </div>
  );
}
