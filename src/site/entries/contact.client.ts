// Browser entry of the contact pages: hydrates the islands the server rendered (see ../islands/island.tsx).
import type { ComponentType } from 'react';
import { ContactForm } from '../islands/contact-form';
import { hydrateIslands } from '../islands/hydrate';

hydrateIslands(document, { 'contact-form': ContactForm as ComponentType<never> });
