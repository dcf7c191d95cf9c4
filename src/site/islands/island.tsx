import type { ComponentType } from 'react';
import { toSafeJson } from '../../shared/safe-json';

/** Names of the interactive parts of the public site (the menu drawer needs none: a popover); each page entry maps its own. */
export type IslandName = 'products' | 'gallery' | 'contact-form' | 'quote-form';

export const ISLAND_ATTR = 'data-island';
export const ISLAND_PROPS_ATTR = 'data-island-props';

type IslandProps<P extends object> = {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  className?: string;
};

/**
 * Renders an island on the server: `<div data-island="name">` holding the component's HTML, followed by
 * `<script type="application/json" data-island-props="name">` with its props (the safe serializer, so data
 * can never end the script element). The browser hydrates the div with exactly these props.
 */
export function Island<P extends object>({ name, component: Component, props, className }: IslandProps<P>) {
  return (
    <>
      <div data-island={name} className={className}>
        <Component {...props} />
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data through toSafeJson, in a script element that never runs (SECURITY XSS-2) */}
      <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{ __html: toSafeJson(props) }} />
    </>
  );
}
