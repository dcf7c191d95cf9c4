import { type ComponentType, createElement, type ReactNode, startTransition, useEffect } from 'react';
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

export type HydrateOptions = {
  onRecoverableError?: (error: unknown) => void;
  /** Called once every island found has been hydrated (committed, its effects run). */
  onHydrated?: () => void;
};

/** Renders its island as is (no element of its own, so nothing to mismatch) and reports when it has committed. */
function Committed({ children, onCommit }: { children?: ReactNode; onCommit: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the hydration's commit
  useEffect(() => {
    onCommit();
  }, []);
  return children;
}

/**
 * Finds every `[data-island]` under `root` and hydrates each on its own React root. The server's HTML already shows
 * everything and its links work, so hydration is a transition: React does it in short slices that yield to the
 * browser (input, paint) instead of one long task.
 */
export function hydrateIslands(root: ParentNode, components: IslandRegistry, options: HydrateOptions = {}): Root[] {
  const containers = Array.from(root.querySelectorAll(`[${ISLAND_ATTR}]`)).filter((container) =>
    isIslandName(components, container.getAttribute(ISLAND_ATTR) ?? undefined),
  );
  let waiting = containers.length;
  if (waiting === 0) options.onHydrated?.();
  return containers.map((container) => {
    const name = container.getAttribute(ISLAND_ATTR) as IslandName;
    const props = readProps(container, name);
    const rootOptions = options.onRecoverableError ? { onRecoverableError: options.onRecoverableError } : {};
    const island = createElement(components[name] as ComponentType<object>, props);
    let created: Root | undefined;
    startTransition(() => {
      const onCommit = () => {
        if (--waiting === 0) options.onHydrated?.();
      };
      created = hydrateRoot(container, createElement(Committed, { onCommit }, island), rootOptions);
    });
    return created!;
  });
}

/** hydrateIslands for a page's script: resolves once every island is hydrated, so whatever waited can go on. */
export function hydrateIslandsAsync(root: ParentNode, components: IslandRegistry): Promise<void> {
  return new Promise((resolve) => {
    hydrateIslands(root, components, { onHydrated: resolve });
  });
}
