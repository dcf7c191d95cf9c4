// The one browser entry of the public pages that have islands (products, gallery, contact): about 1 KB that imports
// nothing, so it runs as soon as it arrives. It waits for the visitor (hydrate-when-used.ts), then imports the page's
// islands module (the first file its script element names in data-chunks: <page>.islands.ts, built with React) and
// hydrates the islands.
import { hydrateWhenUsed } from './hydrate-when-used';

type IslandsModule = { hydrate: () => Promise<void> };

const [islands] = document.querySelector<HTMLScriptElement>('script[data-chunks]')?.dataset.chunks?.split(' ') ?? [];
if (islands) void hydrateWhenUsed(() => (import(islands) as Promise<IslandsModule>).then((module) => module.hydrate()));
