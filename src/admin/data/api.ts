// Every call the admin makes, typed. JSON goes through the shared fetch wrapper; uploads through XHR. The reads
// are run by queries.ts and the writes by mutations.ts, which say what each write changes.
import type { CompanyData, NamedFact, Partner, Shop } from '../../shared/company';
import type { ImageUse } from '../../shared/constants';
import { ApiRequestError, api } from '../../shared/http-client';
import type { Licence } from '../../shared/licences';
import { API } from '../../shared/paths';
import type { ChangePasswordInput, LoginInput } from '../../shared/schemas/auth';
import type { CategoryInput, FolderInput, ProductInput } from '../../shared/schemas/catalog';
import type { BusinessHoursInput, CompanyList, MoveDirection, NamedFactInput, PartnerInput, ShopInput } from '../../shared/schemas/company';
import type { LicenceInput } from '../../shared/schemas/licence';
import type { ContactSettingsUpdate, SiteSettingsUpdate } from '../../shared/schemas/settings';
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

export type CompanyInputs = { countries: NamedFactInput; cities: NamedFactInput; partners: PartnerInput; shops: ShopInput };
type CompanyEntries = { countries: NamedFact; cities: NamedFact; partners: Partner; shops: Shop };

/** GET /api/admin/system. */
export type SystemStatus = { version: string; lastBackupAt: string | null };

import { uploadRequest } from './upload-request';

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** The shell subscribes: a 401 from any admin call means the session ended, so it goes back to the login page. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Wraps a session-protected call. Login and password change answer 401 for a wrong password, so they are not wrapped. */
async function guarded<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) for (const listener of unauthorizedListeners) listener();
    throw error;
  }
}

export type Progress = (percent: number) => void;

/** A list the owner edits as a whole resource: every entry, and one created, updated or deleted by its id. */
function resourceCalls<Entry, Input>(collection: string, entry: (id: number) => string) {
  return {
    list: () => guarded(api.get<Entry[]>(collection)),
    create: (input: Input) => guarded(api.post<Entry>(collection, input)),
    update: (id: number, input: Input) => guarded(api.put<Entry>(entry(id), input)),
    remove: (id: number) => guarded(api.delete(entry(id))),
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
    get: () => guarded(api.get<SiteSettings>(API.siteSettings)),
    update: (input: SiteSettingsUpdate) => guarded(api.put<SiteSettings>(API.admin.siteSettings, input)),
  },
  contactSettings: {
    get: () => guarded(api.get<ContactSettings>(API.contactSettings)),
    update: (input: ContactSettingsUpdate) => guarded(api.put<ContactSettings>(API.admin.contactSettings, input)),
  },
  categories: resourceCalls<Category, CategoryInput>(API.admin.categories, API.admin.category),
  products: {
    ...resourceCalls<Product, ProductInput>(API.admin.products, API.admin.product),
    /** One product with its trade details (the full editor). */
    get: (id: number) => guarded(api.get<ProductWithDetails>(API.admin.product(id))),
  },
  gallery: {
    folders: () => guarded(api.get<GalleryFolder[]>(API.admin.galleryFolders)),
    createFolder: (input: FolderInput) => guarded(api.post<GalleryFolder>(API.admin.galleryFolders, input)),
    updateFolder: (id: number, input: FolderInput) => guarded(api.put<GalleryFolder>(API.admin.galleryFolder(id), input)),
    removeFolder: (id: number) => guarded(api.delete(API.admin.galleryFolder(id))),
    images: () => guarded(api.get<GalleryImage[]>(API.admin.galleryImages)),
    removeImage: (id: number) => guarded(api.delete(API.admin.galleryImage(id))),
    upload: (folderId: number, files: readonly File[], onProgress?: Progress) =>
      guarded(uploadRequest<GalleryImage[]>(API.admin.uploadGallery(folderId), { name: 'files', files }, onProgress)),
  },
  media: {
    list: (search: string) => guarded(api.get<MediaItem[]>(search ? `${API.media}?search=${encodeURIComponent(search)}` : API.media)),
    update: (id: number, alt: string) => guarded(api.put<MediaItem>(API.admin.mediaItem(id), { alt })),
    remove: (id: number) => guarded(api.delete(API.admin.mediaItem(id))),
    upload: (files: readonly File[], onProgress?: Progress) =>
      guarded(uploadRequest<MediaItem[]>(API.admin.mediaUpload, { name: 'files', files }, onProgress)),
    /** `use` picks the server's limit for the image (spec §5: the logo's is 2MB). */
    uploadSingle: (file: File, use: ImageUse, onProgress?: Progress) =>
      guarded(uploadRequest<UploadResponse>(`${API.admin.uploadSingle}?use=${use}`, { name: 'file', files: [file] }, onProgress)),
    /** A licence's or certificate's document: a PDF (10 MB) or an image. */
    uploadDocument: (file: File, onProgress?: Progress) =>
      guarded(uploadRequest<UploadResponse>(`${API.admin.uploadSingle}?use=document`, { name: 'file', files: [file] }, onProgress)),
  },
  licences: resourceCalls<Licence, LicenceInput>(API.admin.licences, API.admin.licence),
  system: {
    status: () => guarded(api.get<SystemStatus>(API.admin.system)),
  },
  company: {
    get: () => guarded(api.get<CompanyData>(API.admin.company)),
    create: <L extends CompanyList>(list: L, input: CompanyInputs[L]) =>
      guarded(api.post<CompanyEntries[L]>(API.admin.companyList(list), input)),
    update: <L extends CompanyList>(list: L, id: number, input: CompanyInputs[L]) =>
      guarded(api.put<CompanyEntries[L]>(`${API.admin.companyList(list)}/${id}`, input)),
    remove: (list: CompanyList, id: number) => guarded(api.delete(`${API.admin.companyList(list)}/${id}`)),
    move: (list: CompanyList, id: number, direction: MoveDirection) =>
      guarded(api.post<unknown[]>(`${API.admin.companyList(list)}/${id}/move`, { direction })),
    setHours: (input: BusinessHoursInput) => guarded(api.put<unknown>(`${API.admin.company}/hours`, input)),
    setFoundingYear: (foundingYear: number) =>
      guarded(api.put<{ foundingYear: number }>(`${API.admin.company}/founding-year`, { foundingYear })),
  },
  enquiries: {
    list: () => guarded(api.get<Enquiry[]>(API.admin.enquiries)),
    setRead: (id: number, isRead: boolean) => guarded(api.put<Enquiry>(API.admin.enquiry(id), { isRead })),
    remove: (id: number) => guarded(api.delete(API.admin.enquiry(id))),
  },
};
