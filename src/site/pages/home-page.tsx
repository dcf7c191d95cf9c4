import { preload } from 'react-dom';
import type { HomeStock } from '../../shared/availability/availability';
import { type CompanyCounts, type CompanyFacts, companyCounts } from '../../shared/company';
import { COMPANY } from '../../shared/constants';
import { productsUrl } from '../../shared/paths';
import { placeholderValues, type SiteTexts, shownParagraphs, shownText } from '../../shared/site-texts/site-texts';
import { type InEnglish, langOf } from '../../shared/translations/in-english';
import type { Category, SiteSettings } from '../../shared/types';
import { buttonClasses } from '../../ui/button';
import { ArrowRightIcon, LeafIcon } from '../../ui/icons';
import { HomeStockSection } from '../availability/home-stock-section';
import { CategoryCard } from '../components/category-card';
import { CompanyStats } from '../components/company-stats';
import { CountryGrid } from '../components/country-grid';
import { IconCards } from '../components/icon-cards';
import { PageSection } from '../components/page-section';
import { responsiveImage, widthSrcSet } from '../components/responsive-image';
import { SectionHeading, SectionText } from '../components/section-heading';
import type { SeasonNow } from '../document/site-page';
import { useLocalePath, useT } from '../i18n/use-t';
import { InSeasonStrip } from '../seasons/in-season-strip';

export const DEFAULT_HERO_SRC = '/assets/hero-default.jpg';

/**
 * The built-in hero, drawn from static/assets/hero-default.svg at each size (AVIF, WebP; the JPEG for the rest).
 * Phones get the part of the art a portrait hero shows (the crate, where object-position 68% puts it) as its own
 * picture, 480 or 750 px wide: a phone downloads a phone-sized image instead of the 1920 px one it mostly crops away.
 */
const DEFAULT_HERO_SOURCES = [
  { media: '(max-width: 767px)', base: '/assets/hero-default-phone', widths: [480, 750] },
  { media: '(min-width: 768px)', base: '/assets/hero-default', widths: [1024, 1600, 1920] },
] as const;
const HERO_FORMATS = [
  { type: 'image/avif', extension: 'avif' },
  { type: 'image/webp', extension: 'webp' },
] as const;
const HERO_SIZES = '100vw';

/** The Why Choose cards: the owner's titles and texts, each with its icon. */
const WHY_CARDS = [
  { title: 'why1Title', text: 'why1Text', icon: 'globe' },
  { title: 'why2Title', text: 'why2Text', icon: 'handshake' },
  { title: 'why3Title', text: 'why3Text', icon: 'leaf' },
] as const;

function HeroActions() {
  const lp = useLocalePath();
  const t = useT();
  return (
    <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:gap-4">
      <a href={lp('/products')} className={buttonClasses('accent', 'lg')}>
        {t('home.viewProducts')}
        <ArrowRightIcon className="size-5" />
      </a>
      <a href={lp('/contact')} className={buttonClasses('light', 'lg')}>
        {t('home.contactUs')}
      </a>
    </div>
  );
}

/**
 * The hero image is the page's largest paint: the head preloads it at high priority (React puts these first in
 * <head>), the smallest file that fits the screen, so it is requested with the document's first bytes.
 */
function preloadHero(site: SiteSettings): void {
  if (site.heroImagePath) {
    const { srcSet, sizes } = responsiveImage(site.heroImagePath, HERO_SIZES);
    preload(site.heroImagePath, { as: 'image', fetchPriority: 'high', ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}) });
    return;
  }
  // AVIF only: a browser without it skips these (type) and finds the WebP in the <picture> as it parses.
  for (const source of DEFAULT_HERO_SOURCES) {
    const imageSrcSet = widthSrcSet(source.base, source.widths, 'avif');
    preload(imageSrcSet, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet,
      imageSizes: HERO_SIZES,
      media: source.media,
      type: 'image/avif',
    });
  }
}

function HeroImage({ site }: { site: SiteSettings }) {
  const img = (
    <img
      {...responsiveImage(site.heroImagePath ?? DEFAULT_HERO_SRC, HERO_SIZES)}
      alt=""
      fetchPriority="high"
      decoding="async"
      width="1920"
      height="1080"
      className="absolute inset-0 -z-10 h-full w-full object-cover object-[68%_center] lg:object-[center_80%]"
    />
  );
  if (site.heroImagePath) return img;
  return (
    <picture>
      {DEFAULT_HERO_SOURCES.flatMap((source) =>
        HERO_FORMATS.map((format) => (
          <source
            key={`${source.media} ${format.type}`}
            media={source.media}
            type={format.type}
            srcSet={widthSrcSet(source.base, source.widths, format.extension)}
            sizes={HERO_SIZES}
          />
        )),
      )}
      {img}
    </picture>
  );
}

/** The heading of the section after the hero and the strip: the first frame waits for it (see Hero). */
const WELCOME_TITLE_ID = 'welcome-title';

function Hero({ site }: { site: SiteSettings }) {
  const t = useT();
  preloadHero(site);
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[min(44rem,calc(100svh-var(--spacing-header)))] items-center overflow-hidden bg-leaf-950"
    >
      {/* The hero's text is centred: a frame drawn while the parser is part-way through it (it yields on a slow
          phone or a slow network) would show part of it, then move it up as the rest arrives. So the first frame
          waits until the parser has reached the welcome section's heading, past the whole hero and the strip
          (React hoists this link into <head>). */}
      <link rel="expect" href={`#${WELCOME_TITLE_ID}`} blocking="render" />
      <HeroImage site={site} />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r rtl:bg-gradient-to-l from-leaf-950/90 via-leaf-950/70 to-leaf-950/25"
      />
      <div aria-hidden="true" className="absolute inset-x-0 bottom-0 -z-10 h-32 bg-gradient-to-t from-leaf-950/60 to-transparent" />
      <div className="mx-auto w-full max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <div className="max-w-2xl sm:motion-safe:animate-fade-up">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1.5 text-xs font-semibold text-mango-200 ring-1 ring-white/20 backdrop-blur-sm sm:px-4 sm:text-sm">
            <LeafIcon className="size-4" />
            {t('home.heroEyebrow')}
          </p>
          <h1
            id="hero-title"
            lang={langOf(site, 'heroTitle')}
            className="mt-6 font-display text-4xl leading-[1.08] font-semibold text-white sm:text-5xl lg:text-7xl"
          >
            {site.heroTitle}
          </h1>
          <p
            lang={langOf(site, 'heroSubtitle')}
            className="mt-6 max-w-xl text-lg leading-relaxed whitespace-pre-line text-leaf-50 sm:text-xl"
          >
            {site.heroSubtitle}
          </p>
          <HeroActions />
        </div>
      </div>
    </section>
  );
}

export function HomePage({
  site,
  company,
  texts,
  categories,
  season,
  stock,
}: {
  site: SiteSettings;
  company: CompanyFacts;
  texts: SiteTexts & InEnglish;
  categories: Category[];
  season?: SeasonNow | undefined;
  stock?: HomeStock | undefined;
}) {
  const lp = useLocalePath();
  const counts = companyCounts(company);
  const values = placeholderValues(company, texts.claim);
  const t = useT();
  const countriesText = {
    eyebrow: t('home.countriesEyebrow'),
    title: (n: CompanyCounts) => t('home.countriesTitle', { countries: n.countries }),
    lead: t('home.countriesLead'),
  };
  return (
    <>
      <Hero site={site} />
      <InSeasonStrip season={season} />

      <PageSection labelledBy={WELCOME_TITLE_ID} className="render-when-near py-20 md:py-28">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <SectionText
            id={WELCOME_TITLE_ID}
            eyebrow={t('home.welcomeEyebrow', { years: counts.years })}
            title={t('home.welcomeTitle', { company: COMPANY.name })}
            paragraphs={shownParagraphs(texts.homeWelcome, values)}
            lang={langOf(texts, 'homeWelcome')}
          />
          <CompanyStats company={company} />
        </div>
      </PageSection>

      <HomeStockSection stock={stock} />

      <PageSection labelledBy="featured-title" band="bg-leaf-50/70" className="render-when-near py-20 md:py-28">
        <SectionHeading
          id="featured-title"
          eyebrow={t('home.featuredEyebrow')}
          title={t('home.featuredTitle')}
          lead={t('home.featuredLead')}
        />
        {categories.length > 0 ? (
          <ul className="mt-12 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3">
            {categories.map((category) => (
              <li key={category.id} className="flex flex-col [&>a]:flex-1">
                <CategoryCard category={category} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-12 text-center text-stone-700">{t('home.noCategories')}</p>
        )}
        <div className="mt-12 text-center">
          <a href={lp(productsUrl())} className={buttonClasses('primary', 'lg')}>
            {t('home.viewAllProducts')}
            <ArrowRightIcon className="size-5" />
          </a>
        </div>
      </PageSection>

      <CountryGrid company={company} text={countriesText} className="render-when-near py-20 md:py-28" />

      <PageSection labelledBy="why-title" band="bg-cream-100" className="render-when-near py-20 md:py-28">
        <SectionHeading id="why-title" eyebrow={t('home.whyEyebrow')} title={t('home.whyTitle', { company: COMPANY.name })} />
        <IconCards
          cards={WHY_CARDS.map((card) => ({
            title: shownText(texts[card.title], values),
            text: shownText(texts[card.text], values),
            icon: card.icon,
            lang: { title: langOf(texts, card.title), text: langOf(texts, card.text) },
          }))}
          iconTone="bg-gradient-to-br from-leaf-600 to-leaf-800 text-white shadow-md shadow-leaf-900/20"
        />
      </PageSection>

      <PageSection labelledBy="cta-title" className="render-when-near py-20">
        <div className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-leaf-700 to-leaf-900 px-6 py-14 text-center shadow-xl shadow-leaf-900/20 sm:px-12">
          <div aria-hidden="true" className="absolute -end-16 -top-16 size-64 rounded-full bg-mango-400/25 blur-2xl" />
          <h2 id="cta-title" className="relative font-display text-3xl font-semibold text-white sm:text-4xl">
            {t('home.ctaTitle')}
          </h2>
          <p className="relative mx-auto mt-4 max-w-2xl text-lg text-leaf-50">{t('home.ctaText')}</p>
          <a href={lp('/contact')} className={buttonClasses('accent', 'lg', 'relative mt-8')}>
            {t('home.ctaButton')}
          </a>
        </div>
      </PageSection>
    </>
  );
}
