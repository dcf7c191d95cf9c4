// Every read the admin makes: its cache key, its call and, where spec §9 gives one, its own freshness.
// A key starts with the query's name, so a change invalidates a list (and every search of it) by that name.

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { QUERY } from '../../shared/constants';
import type { RecordKind } from '../../shared/history/history';
import type { TranslatableKind } from '../../shared/translations/translatable';
import { adminApi, type HistoryFilters } from './api';

/** Every term typed is an entry of its own: a search's results are dropped this long after leaving them. */
const MEDIA_SEARCH_GC_MS = 60_000;

export const queries = {
  /** Spec §7/§9: GET /api/auth/me, cached 5 minutes, never retried. Seeded from the server's render when there is one. */
  auth: queryOptions({ queryKey: ['auth'], queryFn: adminApi.auth.me, staleTime: QUERY.authStatusMs }),
  /** Spec §4/§9: site settings are fresh for 30 seconds. */
  siteSettings: queryOptions({ queryKey: ['siteSettings'], queryFn: adminApi.siteSettings.get, staleTime: QUERY.siteSettingsFreshMs }),
  contactSettings: queryOptions({ queryKey: ['contactSettings'], queryFn: adminApi.contactSettings.get }),
  categories: queryOptions({ queryKey: ['categories'], queryFn: adminApi.categories.list }),
  products: queryOptions({ queryKey: ['products'], queryFn: adminApi.products.list }),
  /** One product with its trade details; under the products key, so whatever refreshes the list refreshes it too. */
  product: (id: number) => queryOptions({ queryKey: ['products', id], queryFn: () => adminApi.products.get(id) }),
  /** A product's draft (none: null); under the products key, so a save, a draft's save or a publish reads it again. */
  productDraft: (id: number) => queryOptions({ queryKey: ['products', id, 'draft'], queryFn: () => adminApi.drafts.product(id) }),
  /** Which drafts exist (the products list marks them); read again with the products and the texts. */
  drafts: queryOptions({ queryKey: ['drafts'], queryFn: adminApi.drafts.overview }),
  textsDraft: queryOptions({ queryKey: ['siteTexts', 'draft'], queryFn: adminApi.drafts.texts }),
  galleryFolders: queryOptions({ queryKey: ['galleryFolders'], queryFn: adminApi.gallery.folders }),
  galleryImages: queryOptions({ queryKey: ['galleryImages'], queryFn: adminApi.gallery.images }),
  /**
   * The media list for a search term (by original name or filename, searched on the server). While a new term
   * loads, the last results stay on screen rather than the skeletons at every pause in typing; the whole list
   * (no term) is kept like every other list.
   */
  media: (search: string) =>
    queryOptions({
      queryKey: ['media', search],
      queryFn: () => adminApi.media.list(search),
      placeholderData: keepPreviousData,
      gcTime: search ? MEDIA_SEARCH_GC_MS : Number.POSITIVE_INFINITY,
    }),
  /** The inbox, newest first as the server sends it; the sidebar counts its unread ones. */
  enquiries: queryOptions({ queryKey: ['enquiries'], queryFn: adminApi.enquiries.list }),
  system: queryOptions({ queryKey: ['system'], queryFn: adminApi.system.status }),
  company: queryOptions({ queryKey: ['company'], queryFn: adminApi.company.get }),
  licences: queryOptions({ queryKey: ['licences'], queryFn: adminApi.licences.list }),
  availability: queryOptions({ queryKey: ['availability'], queryFn: adminApi.availability.list }),
  tradeSettings: queryOptions({ queryKey: ['tradeSettings'], queryFn: adminApi.availability.tradeSettings }),
  siteTexts: queryOptions({ queryKey: ['siteTexts'], queryFn: adminApi.siteTexts.get }),
  /** One record's English and its translations; under one key with the coverage, which every save changes. */
  translations: (kind: TranslatableKind, id: number) =>
    queryOptions({ queryKey: ['translations', kind, id], queryFn: () => adminApi.translations.get(kind, id) }),
  translationCoverage: queryOptions({ queryKey: ['translations', 'coverage'], queryFn: adminApi.translations.coverage }),
  /** A page of the Activity list; under the history key, so any restore or undo reads it again. */
  history: (filters: HistoryFilters, page: number) =>
    queryOptions({
      queryKey: ['history', filters, page],
      queryFn: () => adminApi.history.list(filters, page),
      placeholderData: keepPreviousData,
    }),
  /** One revision with its diff: it never changes, but it is read again with the list. */
  revision: (id: number) => queryOptions({ queryKey: ['history', 'revision', id], queryFn: () => adminApi.history.get(id) }),
  trash: queryOptions({ queryKey: ['trash'], queryFn: adminApi.history.trash }),
  /** Read afresh whenever a form opens (staleTime 0): the versions its save is checked against. */
  versions: (kind: RecordKind) =>
    queryOptions({ queryKey: ['history', 'versions', kind], queryFn: () => adminApi.history.versions(kind), staleTime: 0 }),
  /** Counted afresh each time the first screen opens: a fix made elsewhere shows as done. */
  setup: queryOptions({ queryKey: ['setup'], queryFn: adminApi.setup.get, staleTime: 0 }),
};

export type QueryName = keyof typeof queries;
