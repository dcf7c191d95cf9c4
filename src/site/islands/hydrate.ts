import { createElement, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ContactForm } from './contact-form';
import { GalleryBrowser } from './gallery-browser';
import { ISLAND_ATTR, ISLAND_PROPS_ATTR, type IslandName } from './island';
import { MobileNav } from './mobile-nav';
import { ProductsBrowser } from './products-browser';

// DECISION: one static bundle for all islands. Measured: React 19 alone is ~69 KB gzip; the islands add
// ~10 KB (79 KB gzip, 68 KB brotli in total). Per-island import() chunks saved 5 KB on the home page but
// cost more on the other pages (chunk overhead), and build.mjs would take a dynamic chunk for the site entry.
const components: Record<IslandName, ComponentType<never>> = {
  'mobile-nav': MobileNav as ComponentType<never>,
  products: ProductsBrowser as ComponentType<never>,
  gallery: GalleryBrowser as ComponentType<never>,
  'contact-form': ContactForm as ComponentType<never>,
};

function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(components, name);
}

/** The props script is the element right after the island's wrapper (see island.tsx). */
function readProps(container: Element, name: IslandName): object {
  const script = container.nextElementSibling;
  if (!script || script.tagName !== 'SCRIPT' || script.getAttribute(ISLAND_PROPS_ATTR) !== name) {
    throw new Error(`Island "${name}" has no props script`);
  }
  return JSON.parse(script.textContent || '{}') as object;
}

export type HydrateOptions = { onRecoverableError?: (error: unknown) => void };

/** Finds every `[data-island]` under `root` and hydrates each on its own React root. */
export function hydrateIslands(root: ParentNode, options: HydrateOptions = {}): Root[] {
  const containers = Array.from(root.querySelectorAll(`[${ISLAND_ATTR}]`));
  const roots = containers.map((container) => {
    const name = container.getAttribute(ISLAND_ATTR) ?? undefined;
    if (!isIslandName(name)) return null;
    const props = readProps(container, name);
    const rootOptions = options.onRecoverableError ? { onRecoverableError: options.onRecoverableError } : {};
    return hydrateRoot(container, createElement(components[name] as ComponentType<object>, props), rootOptions);
  });
  return roots.filter((r): r is Root => r !== null);
}
