import { createElement, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ISLAND_ATTR, ISLAND_PROPS_ATTR, type IslandName } from './island';

// Each island is its own chunk: a page downloads only the islands it has.
const loaders: Record<IslandName, () => Promise<ComponentType<never>>> = {
  'mobile-nav': () => import('./mobile-nav').then((m) => m.MobileNav as ComponentType<never>),
  products: () => import('./products-browser').then((m) => m.ProductsBrowser as ComponentType<never>),
  gallery: () => import('./gallery-browser').then((m) => m.GalleryBrowser as ComponentType<never>),
  'contact-form': () => import('./contact-form').then((m) => m.ContactForm as ComponentType<never>),
};

function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(loaders, name);
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
export async function hydrateIslands(root: ParentNode, options: HydrateOptions = {}): Promise<Root[]> {
  const containers = Array.from(root.querySelectorAll(`[${ISLAND_ATTR}]`));
  const roots = await Promise.all(
    containers.map(async (container) => {
      const name = container.getAttribute(ISLAND_ATTR) ?? undefined;
      if (!isIslandName(name)) return null;
      const props = readProps(container, name);
      const Component = await loaders[name]();
      const rootOptions = options.onRecoverableError ? { onRecoverableError: options.onRecoverableError } : {};
      return hydrateRoot(container, createElement(Component as ComponentType<object>, props), rootOptions);
    }),
  );
  return roots.filter((r): r is Root => r !== null);
}
