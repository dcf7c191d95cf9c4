// Browser entry of the products pages: hydrates the islands the server rendered (see ../islands/island.tsx).
import type { ComponentType } from 'react';
import { hydrateIslands } from '../islands/hydrate';
import { ProductsBrowser } from '../islands/products-browser';

hydrateIslands(document, { products: ProductsBrowser as ComponentType<never> });
