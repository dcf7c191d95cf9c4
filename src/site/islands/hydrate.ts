import { createElement, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ContactForm } from './contact-form';
import { GalleryBrowser } from './gallery-browser';
import { ISLAND_ATTR, ISLAND_PROPS_ATTR, type IslandName } from './island';
import { MobileNav } from './mobile-nav';
import { ProductsBrowser } from './products-browser';

// DECISION: one static bundle for all islands (together a few KB). build.mjs names the site bundle after
// the first entry outside src/admin/, and esbuild reports every dynamic import() target as an entry too,
// so per-island chunks would make the manifest point at the wrong file.
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
      const Component = components[name];
      const rootOptions = options.onRecoverableError ? { onRecoverableError: options.onRecoverableError } : {};
      return hydrateRoot(container, createElement(Component as ComponentType<object>, props), rootOptions);
  });
  return roots.filter((r): r is Root => r !== null);
}
