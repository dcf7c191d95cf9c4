// Browser entry of the products pages: hydrates the islands the server rendered (see ../islands/island.tsx) once the
// visitor does something (hydrate-when-used.ts); until then only this small file has run.
import { hydrateWhenUsed } from './hydrate-when-used';

void hydrateWhenUsed(() => import('./products.islands').then((islands) => islands.hydrate()));
