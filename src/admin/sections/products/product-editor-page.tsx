// /admin/products/:id: a product's full editor, reached from the Products list and back to it.

import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ApiRequestError } from '../../../shared/http-client';
import { adminUrl, productUrl } from '../../../shared/paths';
import { productEditorId } from '../../../shared/product-editor-path';
import { ArrowLeftIcon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { LoadFailed } from '../../components/load-failed';
import { buttonClass, linkClass } from '../../components/styles';
import { TranslationsCard } from '../../components/translations-card';
import { queries } from '../../data/queries';
import { NotFoundCard } from '../../shell/not-found-card';
import { PageHeader } from '../../shell/page-header';
import { SectionNotFound } from '../../shell/section-not-found';
import { GuardedLink } from '../../shell/unsaved-changes';
import { ProductEditorForm } from './product-editor-form';

export const editorPageMessages = {
  back: 'Products',
  description: "Everything a buyer sees on the product's page. Save Changes puts it on the site.",
  viewPage: 'View page',
  inactive: 'Inactive: the page is hidden from visitors.',
  withDraft: 'Everything a buyer sees on the product’s page. Save Draft keeps your changes to yourself; Publish puts them on the site.',
  loading: 'Loading product',
  loadFailed: 'Failed to fetch products',
  notFound: 'Product Not Found',
  notFoundDetail: 'This product does not exist. It may have been deleted.',
  backToList: 'Back to Products',
} as const;

export function ProductEditorPage() {
  const id = productEditorId('products', useParams().id ?? '');
  return id === null ? <SectionNotFound /> : <ProductEditor id={id} />;
}

function ProductEditor({ id }: { id: number }) {
  const product = useQuery(queries.product(id));
  const categories = useQuery(queries.categories);
  const savedDraft = useQuery(queries.productDraft(id));
  return (
    <>
      <GuardedLink to={adminUrl('products')} className={`${linkClass} mb-3 inline-flex items-center gap-1.5 text-sm font-medium`}>
        <ArrowLeftIcon className="size-4" />
        {editorPageMessages.back}
      </GuardedLink>
      {product.isPending || categories.isPending || (savedDraft.isPending && product.data) ? (
        <EditorSkeleton />
      ) : product.error instanceof ApiRequestError && product.error.status === 404 ? (
        <ProductNotFound />
      ) : !product.data ? (
        <LoadFailed>{editorPageMessages.loadFailed}</LoadFailed>
      ) : (
        <>
          <PageHeader
            title={product.data.name}
            description={
              !product.data.isActive
                ? editorPageMessages.inactive
                : savedDraft.data?.draft
                  ? editorPageMessages.withDraft
                  : editorPageMessages.description
            }
            actions={
              product.data.isActive ? (
                <a href={productUrl(product.data.slug)} target="_blank" rel="noopener" className={buttonClass('secondary', 'sm')}>
                  {editorPageMessages.viewPage}
                </a>
              ) : undefined
            }
          />
          <ProductEditorForm
            product={product.data}
            categories={categories.data ?? []}
            savedDraft={savedDraft.data ?? { draft: null, changed: [], savedAt: null, version: 0 }}
          />
          <div className="mt-6">
            <TranslationsCard kind="product" id={id} />
          </div>
        </>
      )}
    </>
  );
}

function EditorSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label={editorPageMessages.loading} className="space-y-6">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-4 w-96 max-w-full" />
      <Skeleton className="h-80 w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

function ProductNotFound() {
  return (
    <NotFoundCard
      title={editorPageMessages.notFound}
      detail={editorPageMessages.notFoundDetail}
      backTo={adminUrl('products')}
      backLabel={editorPageMessages.backToList}
    />
  );
}
