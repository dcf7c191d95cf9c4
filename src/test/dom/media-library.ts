// The admin's media library in a DOM test: the library the server keeps, and its picker as an image field opens it.
import { makeMediaItem } from '../entities';
import { click, waitFor } from './interact';
import type { Reply } from './network';
import { dialog, getButton, getText } from './queries';

/**
 * The library as the server keeps it, starting with one item per name (ids from 1): `route` answers
 * GET /api/media with the items so far; `uploaded(name)` adds one on top, as an upload does, and returns what the
 * upload answers ({ path, media }) for the XHR stub's respond().
 */
export function mediaLibrary(...names: string[]): { route: () => Reply; uploaded: (name: string) => string } {
  let items = names.map((name, index) => makeMediaItem(index + 1, name));
  return {
    route: () => ({ body: items }),
    uploaded(name) {
      const item = makeMediaItem(items.length + 1, name);
      items = [item, ...items];
      return JSON.stringify({ path: item.url, media: item });
    },
  };
}

/** Presses Choose from Library in `scope` (the image field's dialog or card) and waits until the picker lists `name`. */
export async function openLibraryListing(scope: () => Element, name: string): Promise<void> {
  await click(getButton('Choose from Library', scope()));
  await waitFor(() => getText(name, dialog()));
}
