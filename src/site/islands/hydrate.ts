import { type ComponentType, createElement, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ISLAND_ATTR, ISLAND_PROPS_ATTR, type IslandName } from './island';

/** The islands a page's script knows how to hydrate (each page entry passes only its own). */
export type IslandRegistry = Partial<Record<IslandName, ComponentType<never>>>;

function isIslandName(components: IslandRegistry, name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(components, name);
}

/** The props script is the element right after the island's wrapper (see island.tsx). */
function readProps(container: Element, name: IslandName): object {
  const script = container.nextElementSibling;
  if (script?.tagName !== 'SCRIPT' || script.getAttribute(ISLAND_PROPS_ATTR) !== name) {
    throw new Error(`Island "${name}" has no props script`);
  }
  return JSON.parse(script.textContent || '{}') as object;
}

export type HydrateOptions = { onRecoverableError?: (error: unknown) => void };

/**
 * Finds every `[data-island]` under `root` and hydrates each on its own React root. The server's HTML already shows
 * everything and its links work, so hydration is a transition: React does it in short slices that yield to the
 * browser (input, paint) instead of one long task.
 */
export function hydrateIslands(root: ParentNode, components: IslandRegistry, options: HydrateOptions = {}): Root[] {
  const containers = Array.from(root.querySelectorAll(`[${ISLAND_ATTR}]`));
  const roots = containers.map((container) => {
    const name = container.getAttribute(ISLAND_ATTR) ?? undefined;
    if (!isIslandName(components, name)) return null;
    const props = readProps(container, name);
    const rootOptions = options.onRecoverableError ? { onRecoverableError: options.onRecoverableError } : {};
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, createElement(components[name] as ComponentType<object>, props), rootOptions);
    });
    return root!;
  });
  return roots.filter((r): r is Root => r !== null);
}
