import type { ReactNode } from 'react';
import { cn } from '../../ui/cn';
import { GlobeIcon, HandshakeIcon, LeafIcon, PlaneIcon, StoreIcon } from '../../ui/icons';

/** The icons a card may name, so the pages' messages stay plain data. */
const cardIcons = {
  globe: GlobeIcon,
  handshake: HandshakeIcon,
  leaf: LeafIcon,
  plane: PlaneIcon,
  store: StoreIcon,
};

/** Cards three to a row, each an icon above its title and text (the home page's reasons, the about page's operations). */
export function IconCards({
  cards,
  iconTone,
  cardClassName,
  more,
}: {
  /** `lang`: 'en' for a title or text that is the owner's English on a page in another language. */
  cards: readonly {
    title: string;
    text: string;
    icon: keyof typeof cardIcons;
    lang?: { title?: 'en' | undefined; text?: 'en' | undefined };
  }[];
  /** The icon tile's colours. */
  iconTone: string;
  cardClassName?: string;
  /** What a card shows under its text, if anything. */
  more?: (title: string) => ReactNode;
}) {
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-3">
      {cards.map((card, index) => {
        const Icon = cardIcons[card.icon];
        return (
          <li key={index} className={cn(cardClassName, 'rounded-3xl bg-white p-8 shadow-sm ring-1 ring-leaf-900/5')}>
            <span className={cn('inline-flex size-14 items-center justify-center rounded-2xl', iconTone)}>
              <Icon className="size-7" />
            </span>
            <h3 className="mt-6 font-display text-2xl font-semibold text-leaf-950" lang={card.lang?.title}>
              {card.title}
            </h3>
            {card.text ? (
              <p className="mt-3 leading-relaxed text-stone-700" lang={card.lang?.text}>
                {card.text}
              </p>
            ) : null}
            {more?.(card.title)}
          </li>
        );
      })}
    </ul>
  );
}
