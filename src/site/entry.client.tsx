// Browser entry of the public site: hydrates the islands the server rendered (see islands/island.tsx).
import { hydrateIslands } from './islands/hydrate';

hydrateIslands(document);
