// Every write the admin makes, as the reads are in queries.ts: its call (api.ts) and, in its meta, what it changes,
// which the query client does for every write alike (query-client.ts). A screen runs a write with useMutation: its
// isPending is the screen's busy state, its onSuccess and onError the screen's toasts (spec §8).
import type { MutationMeta } from '@tanstack/react-query';
import type { ImageUse } from '../../shared/constants';
import type { ProductDraftAnswer } from '../../shared/drafts';
import type { FolderInput, ProductInput } from '../../shared/schemas/catalog';
import type { CompanyList } from '../../shared/schemas/company';
import type { OrderedList } from '../../shared/schemas/order';
import type { ProductWithDetails } from '../../shared/types';
import { type Arrangement, adminApi, type CompanyInputs, type Progress, type RestoreRequest } from './api';
import type { QueryName } from './queries';

/** What the product editor's save does: save the product, save its draft, or save the draft and publish it. */
export type ProductSaveKind = 'live' | 'draft' | 'publish';

/** A write: the call useMutation makes, and what it changes. */
export type Write<TVariables, TData> = { mutationFn: (variables: TVariables) => Promise<TData>; meta: MutationMeta };

function write<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  meta: MutationMeta = {},
): Write<TVariables, TData> {
  return { mutationFn, meta };
}

/** The same write, called with what `from` makes of the caller's variables (an item's id, an image uploaded first). */
export function writeFrom<TInput, TVariables, TData>(
  base: Write<TVariables, TData>,
  from: (input: TInput) => TVariables | Promise<TVariables>,
): Write<TInput, TData> {
  return write(async (input) => base.mutationFn(await from(input)), base.meta);
}

/** An entry to create (id null) or the one to update, with what the form gives and the version it was opened at. */
export type EntrySave<Input> = { id: number | null; input: Input; version?: number | undefined };

type ListCalls<Entry, Input> = {
  create: (input: Input) => Promise<Entry>;
  update: (id: number, input: Input, version?: number) => Promise<Entry>;
  remove: (id: number) => Promise<unknown>;
};

/** A list the owner edits as a whole resource: an entry saved, or deleted by its id; either changes `invalidates`. */
function listWrites<Entry, Input>(calls: ListCalls<Entry, Input>, invalidates: readonly QueryName[]) {
  return {
    // A refusal reads the lists again too: a save from a stale copy (409) shows what changed.
    save: write(({ id, input, version }: EntrySave<Input>) => (id === null ? calls.create(input) : calls.update(id, input, version)), {
      invalidates,
      refreshIfRefused: true,
    }),
    remove: write(calls.remove, { invalidates }),
  };
}

/**
 * The library is cached for good (spec §9), so every write that adds or removes files refreshes every search of it:
 * any upload, a media delete, and a gallery image or folder delete (the server deletes their files with them).
 */
const media = 'media';

/** The company's facts are one document: a refused change reads it again too (an entry another tab removed, say). */
const company: MutationMeta = { invalidates: ['company', 'translations'], refreshIfRefused: true };

/** The reads that show each list (a category's place shows on the products screen's filter too). */
const ARRANGED_IN: Record<OrderedList, readonly QueryName[]> = {
  categories: ['categories', 'products'],
  products: ['products'],
  'gallery-folders': ['galleryFolders'],
  'gallery-images': ['galleryImages', 'galleryFolders'],
  licences: ['licences'],
  shops: ['company'],
  partners: ['company'],
  countries: ['company'],
  cities: ['company'],
};

export const mutations = {
  auth: {
    /** The answer is the new auth status. */
    login: write(adminApi.auth.login, { sets: 'auth', passwordCheck: true }),
    logout: write<void, unknown>(() => adminApi.auth.logout()),
    changePassword: write(adminApi.auth.changePassword, { passwordCheck: true }),
  },
  /** Spec §7: partial PUTs; the answer is the whole document as saved. */
  siteSettings: write(adminApi.siteSettings.update, { sets: 'siteSettings' }),
  /** The hero's texts: what is translated of them may change (the default hero reads as its starting translations). */
  heroText: write(adminApi.siteSettings.update, { sets: 'siteSettings', invalidates: ['translations'] }),
  /** The address may be the starter's, which reads as its starting translations: its counts change with it. */
  contactSettings: write(adminApi.contactSettings.update, { sets: 'contactSettings', invalidates: ['translations'] }),
  /** The answer is every text as saved, with what the placeholders read as. */
  siteTexts: write(adminApi.siteTexts.update, { sets: 'siteTexts' }),
  /** The answer is the record's translations as saved; every count of what is translated changes with it. */
  translations: write(adminApi.translations.save, { invalidates: ['translations'] }),
  /** The answer is the checklist without the dismissed item. */
  dismissSetupItem: write(adminApi.setup.dismiss, { sets: 'setup' }),
  // Spec §7: after a change the lists it affects are refreshed, which the public site shows too (a category's
  // product count, a product's category name).
  categories: listWrites(adminApi.categories, ['categories', 'products', 'translations']),
  products: listWrites(adminApi.products, ['products', 'categories', 'translations']),
  licences: listWrites(adminApi.licences, ['licences', 'translations']),
  availability: {
    /** One origin's status; a refusal reads the list again too (the product may have lost that origin elsewhere). */
    set: write(adminApi.availability.set, { invalidates: ['availability'], refreshIfRefused: true }),
    /** The list shows what the stale limit makes of each status. */
    updateTradeSettings: write(adminApi.availability.updateTradeSettings, {
      invalidates: ['availability', 'tradeSettings', 'translations'],
    }),
  },
  gallery: {
    saveFolder: write(
      ({ id, input, version }: EntrySave<FolderInput>) =>
        id === null ? adminApi.gallery.createFolder(input) : adminApi.gallery.updateFolder(id, input, version),
      { invalidates: ['galleryFolders'] },
    ),
    /** A folder goes with its images. */
    remove: write(
      ({ kind, id }: { kind: 'folder' | 'image'; id: number }) =>
        kind === 'folder' ? adminApi.gallery.removeFolder(id) : adminApi.gallery.removeImage(id),
      { invalidates: ['galleryFolders', 'galleryImages', media] },
    ),
    upload: (onProgress: Progress) =>
      write(({ folderId, files }: { folderId: number; files: readonly File[] }) => adminApi.gallery.upload(folderId, files, onProgress), {
        invalidates: ['galleryImages', 'galleryFolders', media],
      }),
  },
  // The uploads report their progress, whole percentages, to `onProgress` (spec §7).
  media: {
    /** The alt text shows wherever the image does, gallery images among them. */
    update: write(
      ({ id, ...labels }: { id: number; alt: string; originalName?: string | undefined }) => adminApi.media.update(id, labels),
      {
        invalidates: [media, 'galleryImages'],
      },
    ),
    remove: write(adminApi.media.remove, { invalidates: [media] }),
    upload: (onProgress: Progress) => write((files: readonly File[]) => adminApi.media.upload(files, onProgress), { invalidates: [media] }),
    uploadImage: (onProgress: Progress) =>
      write(({ file, use }: { file: File; use: ImageUse }) => adminApi.media.uploadSingle(file, use, onProgress), { invalidates: [media] }),
    uploadDocument: (onProgress: Progress) =>
      write((file: File) => adminApi.media.uploadDocument(file, onProgress), { invalidates: [media] }),
  },
  company: {
    save: <L extends CompanyList>(list: L) =>
      write(
        ({ id, input, version }: EntrySave<CompanyInputs[L]>) =>
          id === null ? adminApi.company.create(list, input) : adminApi.company.update(list, id, input, version),
        company,
      ),
    remove: write(({ list, id }: { list: CompanyList; id: number }) => adminApi.company.remove(list, id), company),
    setHours: write(adminApi.company.setHours, company),
    setFoundingYear: write(adminApi.company.setFoundingYear, company),
  },
  /**
   * Drafts: a product's is read with the products (a publish changes the product and the lists it shows in); the
   * texts' with the texts.
   */
  drafts: {
    /** The product editor's three saves, by what its owner pressed: the product itself, its draft, or the draft published. */
    product: (how: () => ProductSaveKind) =>
      write(
        async ({ id, input, version }: EntrySave<ProductInput>): Promise<ProductDraftAnswer | ProductWithDetails> => {
          const kind = how();
          if (kind === 'live' || id === null) return adminApi.products.update(id!, input, version) as Promise<ProductWithDetails>;
          const draft = await adminApi.drafts.saveProduct(id, input, version);
          return kind === 'draft' ? draft : adminApi.drafts.publishProduct(id);
        },
        { invalidates: ['products', 'categories', 'drafts'], refreshIfRefused: true },
      ),
    discardProduct: write(adminApi.drafts.discardProduct, { invalidates: ['products', 'drafts'] }),
    saveTexts: write(adminApi.drafts.saveTexts, { invalidates: ['siteTexts', 'drafts'] }),
    discardTexts: write<void, unknown>(() => adminApi.drafts.discardTexts(), { invalidates: ['siteTexts', 'drafts'] }),
    publishTexts: write<void, unknown>(() => adminApi.drafts.publishTexts(), { invalidates: ['siteTexts', 'drafts'] }),
  },
  /**
   * A list put in order: the lists it shows in are read again, and so after a refusal (an item added or removed
   * since: the list as it is now).
   */
  arrange: (list: OrderedList) =>
    write((arrangement: Omit<Arrangement, 'list'>) => adminApi.arrange({ list, ...arrangement }), {
      invalidates: ARRANGED_IN[list],
      refreshIfRefused: true,
    }),
  /** A restore, an undo or the trash changes any record: every list is read again. */
  history: {
    restore: write(adminApi.history.restore, { invalidatesAll: true }),
    undo: write(({ id, fix }: RestoreRequest) => adminApi.history.undo(id, fix), { invalidatesAll: true }),
    restoreFromTrash: write(adminApi.history.restoreFromTrash, { invalidatesAll: true }),
    purge: write(adminApi.history.purge, { invalidates: ['trash', 'history', media] }),
    emptyTrash: write<void, unknown>(() => adminApi.history.emptyTrash(), { invalidates: ['trash', 'history', media] }),
  },
  enquiries: {
    setRead: write(({ id, isRead }: { id: number; isRead: boolean }) => adminApi.enquiries.setRead(id, isRead), {
      invalidates: ['enquiries'],
    }),
    remove: write(adminApi.enquiries.remove, { invalidates: ['enquiries'] }),
  },
};
