// Every call the admin makes, typed. JSON goes through the shared fetch wrapper; uploads through XHR. The reads
// are run by queries.ts and the writes by mutations.ts, which say what each write changes.
import type { AvailabilityEntry, AvailabilityItem, AvailabilityList, TradeSettings } from '../../shared/availability/availability';
import type { AvailabilityRequest, TradeSettingsInput } from '../../shared/availability/availability-schema';
import type { CompanyData, NamedFact, Partner, Shop } from '../../shared/company';
import type { ImageUse } from '../../shared/constants';
import type { DraftsOverview, ProductDraftAnswer, TextsDraftAnswer } from '../../shared/drafts';
import type { RecordKind, RevisionDetail, RevisionPage, TrashEntry } from '../../shared/history/history';
import { api } from '../../shared/http-client';
import type { Licence } from '../../shared/licences';
import { API } from '../../shared/paths';
import type { ChangePasswordInput, LoginInput } from '../../shared/schemas/auth';
import type { CategoryInput, FolderInput, ProductInput } from '../../shared/schemas/catalog';
import type { BusinessHoursInput, CompanyList, NamedFactInput, PartnerInput, ShopInput } from '../../shared/schemas/company';
import type { LicenceInput } from '../../shared/schemas/licence';
import type { OrderedList } from '../../shared/schemas/order';
import type { ContactSettingsUpdate, SiteSettingsUpdate } from '../../shared/schemas/settings';
import type { TranslationsUpdate } from '../../shared/schemas/translations';
import type { SetupChecklist, SetupItemId } from '../../shared/setup-checklist';
import type { SiteTextsAnswer } from '../../shared/site-texts/site-texts';
import type { SiteTextsUpdate } from '../../shared/site-texts/site-texts-schema';
import type { SystemStatus } from '../../shared/system-status';
import type { TranslatableKind, TranslationCoverage, TranslationsAnswer } from '../../shared/translations/translatable';
import type {
  AuthStatus,
  Category,
  ContactSettings,
  Enquiry,
  GalleryFolder,
  GalleryImage,
  MediaItem,
  Product,
  ProductWithDetails,
  SiteSettings,
  UploadResponse,
} from '../../shared/types';
import { uploadRequest } from './upload-request';

/** A list in the order the owner gave it. */
export type Arrangement = { list: OrderedList; ids: readonly number[]; within?: number | undefined };
export type CompanyInputs = { countries: NamedFactInput; cities: NamedFactInput; partners: PartnerInput; shops: ShopInput };
type CompanyEntries = { countries: NamedFact; cities: NamedFact; partners: Partner; shops: Shop };

/** GET /api/admin/system. */

export type Progress = (percent: number) => void;

/** A restore: what to restore (a revision, or a trash entry's change), and the fix it was offered, when asked for. */
export type RestoreRequest = { id: number; fix?: string | undefined };
/** A restore's answer: the change it made, and what the owner should know of it. */
export type Restored = { changeId: number; notes: string[] };

/** The Activity list's filters: a kind of record, and a range of India days ('YYYY-MM-DD', '' for open). */
export type HistoryFilters = { kind: RecordKind | ''; from: string; to: string };
export const NO_HISTORY_FILTERS: HistoryFilters = { kind: '', from: '', to: '' };
const historyQuery = ({ kind, from, to }: HistoryFilters, page: number) =>
  new URLSearchParams({ ...(kind && { kind }), ...(from && { from }), ...(to && { to }), page: String(page) }).toString();

/** One origin's status to set (status null: cleared); `input.setAt` only when an undo puts an earlier one back. */
export type AvailabilityChange = { productId: number; input: AvailabilityRequest };
/** PUT /api/admin/availability/:productId: the row as saved, and the entry it replaced (for Undo). */
export type AvailabilitySaved = { item: AvailabilityItem; previous: AvailabilityEntry | null };

/** The If-Match of a save made from the record's `version` (none: the spec's call, the last save wins). */
const ifMatch = (version: number | undefined) => (version === undefined ? undefined : { 'If-Match': `"v${version}"` });

/** A list the owner edits as a whole resource: every entry, and one created, updated or deleted by its id. */
function resourceCalls<Entry, Input>(collection: string, entry: (id: number) => string) {
  return {
    list: () => api.get<Entry[]>(collection),
    create: (input: Input) => api.post<Entry>(collection, input),
    /** `version`: the record's version when the form opened; an older one than the server's is refused (409 'stale'). */
    update: (id: number, input: Input, version?: number) => api.put<Entry>(entry(id), input, ifMatch(version)),
    remove: (id: number) => api.delete(entry(id)),
  };
}

export const adminApi = {
  auth: {
    me: () => api.get<AuthStatus>(API.me),
    login: (input: LoginInput) => api.post<AuthStatus>(API.login, input),
    logout: () => api.post<unknown>(API.logout),
    changePassword: (input: ChangePasswordInput) => api.put<unknown>(API.admin.password, input),
  },
  siteSettings: {
    get: () => api.get<SiteSettings>(API.siteSettings),
    update: (input: SiteSettingsUpdate) => api.put<SiteSettings>(API.admin.siteSettings, input),
  },
  contactSettings: {
    get: () => api.get<ContactSettings>(API.contactSettings),
    update: (input: ContactSettingsUpdate) => api.put<ContactSettings>(API.admin.contactSettings, input),
  },
  categories: resourceCalls<Category, CategoryInput>(API.admin.categories, API.admin.category),
  products: {
    ...resourceCalls<Product, ProductInput>(API.admin.products, API.admin.product),
    /** One product with its trade details (the full editor). */
    get: (id: number) => api.get<ProductWithDetails>(API.admin.product(id)),
  },
  gallery: {
    folders: () => api.get<GalleryFolder[]>(API.admin.galleryFolders),
    createFolder: (input: FolderInput) => api.post<GalleryFolder>(API.admin.galleryFolders, input),
    updateFolder: (id: number, input: FolderInput, version?: number) =>
      api.put<GalleryFolder>(API.admin.galleryFolder(id), input, ifMatch(version)),
    removeFolder: (id: number) => api.delete(API.admin.galleryFolder(id)),
    images: () => api.get<GalleryImage[]>(API.admin.galleryImages),
    removeImage: (id: number) => api.delete(API.admin.galleryImage(id)),
    upload: (folderId: number, files: readonly File[], onProgress?: Progress) =>
      uploadRequest<GalleryImage[]>(API.admin.uploadGallery(folderId), { name: 'files', files }, onProgress),
  },
  media: {
    list: (search: string) => api.get<MediaItem[]>(search ? `${API.media}?search=${encodeURIComponent(search)}` : API.media),
    update: (id: number, labels: { alt: string; originalName?: string | undefined }) => api.put<MediaItem>(API.admin.mediaItem(id), labels),
    remove: (id: number) => api.delete(API.admin.mediaItem(id)),
    upload: (files: readonly File[], onProgress?: Progress) =>
      uploadRequest<MediaItem[]>(API.admin.mediaUpload, { name: 'files', files }, onProgress),
    /** `use` picks the server's limit for the image (spec §5: the logo's is 2MB). */
    uploadSingle: (file: File, use: ImageUse, onProgress?: Progress) =>
      uploadRequest<UploadResponse>(`${API.admin.uploadSingle}?use=${use}`, { name: 'file', files: [file] }, onProgress),
    /** A licence's or certificate's document: a PDF (10 MB) or an image. */
    uploadDocument: (file: File, onProgress?: Progress) =>
      uploadRequest<UploadResponse>(`${API.admin.uploadSingle}?use=document`, { name: 'file', files: [file] }, onProgress),
  },
  licences: resourceCalls<Licence, LicenceInput>(API.admin.licences, API.admin.licence),
  availability: {
    list: () => api.get<AvailabilityList>(API.admin.availability),
    set: ({ productId, input }: AvailabilityChange) => api.put<AvailabilitySaved>(API.admin.availabilityOf(productId), input),
    tradeSettings: () => api.get<TradeSettings>(API.admin.tradeSettings),
    updateTradeSettings: (change: TradeSettingsInput) => api.put<TradeSettings>(API.admin.tradeSettings, change),
  },
  system: {
    status: () => api.get<SystemStatus>(API.admin.system),
  },
  setup: {
    get: () => api.get<SetupChecklist>(API.admin.setup),
    dismiss: (id: SetupItemId) => api.post<SetupChecklist>(API.admin.setupDismissed, { id }),
  },
  translations: {
    get: (kind: TranslatableKind, id: number) => api.get<TranslationsAnswer>(API.admin.translations(kind, id)),
    save: ({ kind, id, update }: { kind: TranslatableKind; id: number; update: TranslationsUpdate }) =>
      api.put<TranslationsAnswer>(API.admin.translations(kind, id), update),
    coverage: () => api.get<TranslationCoverage>(API.admin.translationCoverage),
  },
  siteTexts: {
    get: () => api.get<SiteTextsAnswer>(API.admin.siteTexts),
    update: (change: SiteTextsUpdate) => api.put<SiteTextsAnswer>(API.admin.siteTexts, change),
  },
  company: {
    get: () => api.get<CompanyData>(API.admin.company),
    create: <L extends CompanyList>(list: L, input: CompanyInputs[L]) => api.post<CompanyEntries[L]>(API.admin.companyList(list), input),
    update: <L extends CompanyList>(list: L, id: number, input: CompanyInputs[L], version?: number) =>
      api.put<CompanyEntries[L]>(`${API.admin.companyList(list)}/${id}`, input, ifMatch(version)),
    remove: (list: CompanyList, id: number) => api.delete(`${API.admin.companyList(list)}/${id}`),
    setHours: (input: BusinessHoursInput) => api.put<unknown>(`${API.admin.company}/hours`, input),
    setFoundingYear: (foundingYear: number) => api.put<{ foundingYear: number }>(`${API.admin.company}/founding-year`, { foundingYear }),
  },
  history: {
    /** The version of each record of a kind that has one, by id (none: version 0). */
    versions: (kind: RecordKind) => api.get<Record<number, number>>(API.admin.versions(kind)),
    /** The Activity list: a page of revisions, newest first, for the filters given. */
    list: (filters: HistoryFilters, page: number) => api.get<RevisionPage>(`${API.admin.history}?${historyQuery(filters, page)}`),
    get: (id: number) => api.get<RevisionDetail>(API.admin.revision(id)),
    restore: ({ id, fix }: RestoreRequest) => api.post<Restored>(API.admin.revisionRestore(id), fix ? { fix } : undefined),
    undo: (changeId: number, fix?: string) => api.post<Restored>(API.admin.undo(changeId), fix ? { fix } : undefined),
    trash: () => api.get<TrashEntry[]>(API.admin.trash),
    restoreFromTrash: ({ id, fix }: RestoreRequest) => api.post<Restored>(API.admin.trashRestore(id), fix ? { fix } : undefined),
    purge: (changeId: number) => api.delete(API.admin.trashEntry(changeId)),
    emptyTrash: () => api.delete(API.admin.trash),
  },
  /** Drafts (shared/drafts): a product's, the page texts'; saving one sends the version its form was opened at. */
  drafts: {
    overview: () => api.get<DraftsOverview>(API.admin.drafts),
    product: (id: number) => api.get<ProductDraftAnswer>(API.admin.productDraft(id)),
    saveProduct: (id: number, input: ProductInput, version?: number) =>
      api.put<ProductDraftAnswer>(API.admin.productDraft(id), input, ifMatch(version)),
    discardProduct: (id: number) => api.delete(API.admin.productDraft(id)),
    publishProduct: (id: number) => api.post<ProductWithDetails>(API.admin.productDraftPublish(id)),
    texts: () => api.get<TextsDraftAnswer>(API.admin.siteTextsDraft),
    saveTexts: (change: SiteTextsUpdate) => api.put<TextsDraftAnswer>(API.admin.siteTextsDraft, change),
    discardTexts: () => api.delete(API.admin.siteTextsDraft),
    publishTexts: () => api.post<TextsDraftAnswer>(API.admin.siteTextsDraftPublish),
  },
  /** A whole list in its new order (shared/schemas/order); `within`: the category of products, the folder of images. */
  arrange: ({ list, ids, within }: Arrangement) =>
    api.put<unknown>(API.admin.order(list), within === undefined ? { ids } : { ids, within }),
  enquiries: {
    list: () => api.get<Enquiry[]>(API.admin.enquiries),
    setRead: (id: number, isRead: boolean) => api.put<Enquiry>(API.admin.enquiry(id), { isRead }),
    remove: (id: number) => api.delete(API.admin.enquiry(id)),
  },
};
