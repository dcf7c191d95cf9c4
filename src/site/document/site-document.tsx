// The complete HTML document of every public page; the Koa server renders it with renderToPipeableStream.

import type { JSX } from 'react';
import { LOCALE_INFO } from '../../shared/i18n/locales';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { LocaleProvider, useT } from '../i18n/use-t';
import { AboutPage } from '../pages/about-page';
import { AvailabilityPage } from '../pages/availability-page';
import { ContactPage } from '../pages/contact-page';
import { GalleryPage } from '../pages/gallery-page';
import { HomePage } from '../pages/home-page';
import { MaintenancePage } from '../pages/maintenance-page';
import { NotFoundPage } from '../pages/not-found-page';
import { ProductPage } from '../pages/product-page';
import { ProductsPage } from '../pages/products-page';
import { SeasonsPage } from '../pages/seasons-page';
import { pageMeta } from './page-meta';
import { SiteHead } from './site-head';
import type { SitePageData, SiteShell } from './site-page';

const messages = {
  preview: 'Preview of your draft. Visitors still see the published page.',
  previewOffSite: 'Preview of your draft. This page is not on the site: the product or its category is switched off.',
  backToAdmin: 'Back to the admin',
};

function PageContent({ shell, data }: { shell: SiteShell; data: SitePageData }) {
  switch (data.page) {
    case 'home':
      return (
        <HomePage
          site={shell.site}
          company={shell.company}
          texts={shell.texts}
          categories={data.categories.filter((c) => c.isActive)}
          season={data.season}
          stock={data.stock}
        />
      );
    case 'about':
      return <AboutPage company={shell.company} texts={shell.texts} licences={shell.licences} />;
    case 'products':
      return (
        <ProductsPage
          countriesCount={shell.company.countries.length}
          categories={data.categories}
          products={data.products}
          selectedCategoryId={data.selectedCategoryId}
          inStock={data.inStock ?? false}
        />
      );
    case 'product':
      return (
        <ProductPage
          product={data.product}
          related={data.related}
          whatsappNumber={shell.contact.whatsappNumber}
          month={data.month}
          quote={data.quote ?? { status: 'idle' }}
          availability={data.availability ?? []}
          priceBasis={data.priceBasis ?? ''}
          priceBasisInEnglish={data.inEnglish}
        />
      );
    case 'availability':
      return <AvailabilityPage products={data.products} staleAfterDays={data.staleAfterDays} />;
    case 'seasons':
      return <SeasonsPage month={data.month} currentMonth={data.currentMonth} products={data.products} />;
    case 'gallery':
      return <GalleryPage folders={data.folders} />;
    case 'contact':
      return <ContactPage contact={shell.contact} company={shell.company} form={data.form} />;
    case 'not-found':
      return <NotFoundPage />;
    case 'maintenance':
      // Rendered by SiteDocument on its own, without the header and footer.
      return null;
  }
}

/** The complete <html> document of a public page. */
export function SiteDocument({ shell, data }: { shell: SiteShell; data: SitePageData }): JSX.Element {
  const maintenance = data.page === 'maintenance';
  const { locale } = shell;
  const { tag, dir } = LOCALE_INFO[locale];
  const meta = pageMeta(shell, data);
  return (
    <LocaleProvider value={locale}>
      <html lang={tag} dir={dir === 'rtl' ? 'rtl' : undefined}>
        <SiteHead shell={shell} data={data} meta={meta} withScript={!maintenance} />
        <body className="flex min-h-dvh flex-col bg-cream-50 font-sans text-stone-900 antialiased">
          {maintenance ? (
            <MaintenancePage logoPath={shell.site.logoPath} contact={shell.contact} />
          ) : (
            <>
              <a
                href="#main"
                className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:start-3 focus:z-50 focus:rounded-full focus:bg-leaf-900 focus:px-5 focus:py-3 focus:font-semibold focus:text-white focus:outline-3 focus:outline-mango-400"
              >
                <SkipLinkText />
              </a>
              {shell.preview ? (
                <p role="status" className="sticky bottom-0 z-50 order-last bg-stone-900 px-4 py-3 text-center text-sm text-white">
                  {shell.preview === 'off-site' ? messages.previewOffSite : messages.preview}{' '}
                  <a href="/admin" className="font-semibold underline">
                    {messages.backToAdmin}
                  </a>
                </p>
              ) : null}
              <SiteHeader pathname={shell.pathname} switchPath={meta.path} logoPath={shell.site.logoPath} />
              <main id="main" tabIndex={-1} className="flex-1 pt-header focus:outline-none print:pt-0">
                <PageContent shell={shell} data={data} />
              </main>
              <SiteFooter
                logoPath={shell.site.logoPath}
                contact={shell.contact}
                company={shell.company}
                licences={shell.licences}
                floatingWhatsapp={data.page !== 'product'}
              />
            </>
          )}
        </body>
      </html>
    </LocaleProvider>
  );
}

function SkipLinkText() {
  return useT()('document.skipLink');
}
