import { type CompanyCounts, type CompanyFacts, companyCounts } from '../../shared/company';
import type { PublicLicence } from '../../shared/licences';
import { placeholderValues, type SiteTexts, shownParagraphs, shownText } from '../../shared/site-texts/site-texts';
import { type InEnglish, langOf } from '../../shared/translations/in-english';
import { cn } from '../../ui/cn';
import { MapPinIcon } from '../../ui/icons';
import { CompanyStats } from '../components/company-stats';
import { CountryGrid } from '../components/country-grid';
import { IconCards } from '../components/icon-cards';
import { LicencesSection } from '../components/licences-section';
import { PageIntro } from '../components/page-intro';
import { PageSection } from '../components/page-section';
import { PartnerBadge } from '../components/partner-badge';
import { SectionHeading, SectionText } from '../components/section-heading';
import { useT } from '../i18n/use-t';

const statementTones = {
  leaf: { card: 'bg-leaf-700 text-white shadow-lg shadow-leaf-900/15', text: 'text-leaf-50' },
  mango: { card: 'bg-mango-100 text-leaf-950 ring-1 ring-mango-200', text: 'text-stone-800' },
};

/** The mission and the vision: a coloured card each. */
function Statement({
  id,
  title,
  text,
  tone,
  lang,
}: {
  id: string;
  title: string;
  text: string;
  tone: keyof typeof statementTones;
  lang: 'en' | undefined;
}) {
  return (
    <section aria-labelledby={id} className={cn('rounded-3xl p-8', statementTones[tone].card)}>
      <h2 id={id} className="font-display text-2xl font-semibold">
        {title}
      </h2>
      <p className={cn('mt-3 leading-relaxed', statementTones[tone].text)} lang={lang}>
        {text}
      </p>
    </section>
  );
}

/** The active partners, each a link when the owner gave one; a logo only when the owner added one. */
function Partners({ partners }: { partners: CompanyFacts['partners'] }) {
  const t = useT();
  if (partners.length === 0) return null;
  return (
    <>
      <p className="mt-6 text-xs font-bold tracking-[0.14em] text-stone-600 uppercase">{t('about.partnersLabel')}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {partners.map((partner) => (
          <li key={partner.name}>
            <PartnerBadge partner={partner} />
          </li>
        ))}
      </ul>
    </>
  );
}

export function AboutPage({
  company,
  texts,
  licences = [],
}: {
  company: CompanyFacts;
  texts: SiteTexts & InEnglish;
  licences?: readonly PublicLicence[];
}) {
  const counts = companyCounts(company);
  const values = placeholderValues(company, texts.claim);
  const t = useT();
  const operations = [
    { title: t('about.retailTitle'), text: t('about.retailText', { shops: counts.shops }), icon: 'store' as const },
    { title: t('about.b2bTitle'), text: t('about.b2bText'), icon: 'handshake' as const },
    { title: t('about.exportTitle'), text: t('about.exportText'), icon: 'plane' as const },
  ];
  const countriesText = {
    eyebrow: t('home.countriesEyebrow'),
    title: (n: CompanyCounts) => t('about.countriesTitle', { countries: n.countries }),
    lead: t('about.countriesLead'),
  };
  return (
    <>
      <PageIntro
        eyebrow={t('about.eyebrow')}
        title={t('nav.about')}
        lead={
          shownText(texts.aboutLead, values) ? (
            <span lang={langOf(texts, 'aboutLead')}>{shownText(texts.aboutLead, values)}</span>
          ) : undefined
        }
      />

      <PageSection labelledBy="story-title" className="py-20 md:py-24">
        <div className="grid gap-12 lg:grid-cols-[1.3fr_1fr] lg:gap-16">
          <SectionText
            id="story-title"
            title={t('about.storyTitle')}
            paragraphs={shownParagraphs(texts.aboutStory, values)}
            lang={langOf(texts, 'aboutStory')}
          />
          <div className="grid gap-6">
            <Statement
              id="mission-title"
              title={t('about.missionTitle')}
              text={shownText(texts.aboutMission, values)}
              tone="leaf"
              lang={langOf(texts, 'aboutMission')}
            />
            <Statement
              id="vision-title"
              title={t('about.visionTitle')}
              text={shownText(texts.aboutVision, values)}
              tone="mango"
              lang={langOf(texts, 'aboutVision')}
            />
          </div>
        </div>
      </PageSection>

      <PageSection labelledBy="operations-title" band="bg-leaf-50/70" className="py-20 md:py-24">
        <SectionHeading id="operations-title" eyebrow={t('about.operationsEyebrow')} title={t('about.operationsTitle')} />
        <IconCards
          cards={operations}
          iconTone="bg-mango-100 text-mango-700"
          cardClassName="flex flex-col"
          more={(title) => (title === operations[1]!.title ? <Partners partners={company.partners} /> : null)}
        />
      </PageSection>

      <PageSection labelledBy="cities-title" className="py-20 md:py-24">
        <SectionHeading
          id="cities-title"
          eyebrow={t('about.citiesEyebrow')}
          title={t('about.citiesTitle', { cities: counts.cities })}
          lead={t('about.citiesLead')}
        />
        <ul className="mt-12 flex flex-wrap justify-center gap-3">
          {company.cities.map((city) => (
            <li
              key={city.id}
              lang={langOf(city, 'name')}
              className="inline-flex items-center gap-2 rounded-full bg-white px-5 py-3 font-semibold text-stone-800 shadow-sm ring-1 ring-leaf-900/5"
            >
              <MapPinIcon className="size-5 text-mango-600" />
              {city.name}
            </li>
          ))}
        </ul>
      </PageSection>

      <CountryGrid company={company} text={countriesText} band="bg-cream-100" className="py-20 md:py-24" />

      <LicencesSection licences={licences} />

      <PageSection labelledBy="stats-title" band="bg-leaf-900" className="py-20">
        <h2 id="stats-title" className="text-center font-display text-3xl font-semibold text-white sm:text-4xl">
          {t('about.statsTitle')}
        </h2>
        <CompanyStats company={company} tone="dark" wide className="mt-10" />
      </PageSection>
    </>
  );
}
