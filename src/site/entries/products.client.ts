// Browser entry of the products pages: hydrates the islands the server rendered (see ../islands/island.tsx).
import type { ComponentType } from 'react';
import { hydrateIslands } from '../islands/hydrate';
import { MobileNav } from '../islands/mobile-nav';
import { ProductsBrowser } from '../islands/products-browser';

hydrateIslands(document, { 'mobile-nav': MobileNav as ComponentType<never>, products: ProductsBrowser as ComponentType<never> });
