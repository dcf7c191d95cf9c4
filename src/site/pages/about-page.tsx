import type { ComponentType } from 'react';
import { CITIES, COMPANY, PARTNERS } from '../../shared/constants';
import { Badge } from '../../ui/badge';
import { HandshakeIcon, MapPinIcon, PlaneIcon, StoreIcon } from '../../ui/icons';
import { CompanyStats } from '../components/company-stats';
import { CountryGrid } from '../components/country-grid';
import { PageIntro } from '../components/page-intro';
import { SectionHeading } from '../components/section-heading';

export const aboutMessages = {
  eyebrow: 'Who we are',
  title: 'About Us',
  lead: `A Mumbai business that has grown, over ${COMPANY.yearsExperience.replace('+', '')} years, into one of India's top 10 fruit importers.`,
  storyTitle: 'Our Story',
  story: [
    `For more than four decades ${COMPANY.name} has been part of Mumbai's wholesale fruit trade. We believe Indian families deserve the same quality of fruit that the world's best markets enjoy, and we have built the business one trusted relationship at a time.`,
    `Today we import from ${COMPANY.countriesCount} countries, sell in ${COMPANY.citiesCount} major Indian cities and run ${COMPANY.apmcShops} shops in the APMC market in Mumbai. We are proud to be counted among India's top 10 fruit importers, and prouder still of the growers, partners and customers who have grown with us.`,
  ],
  missionTitle: 'Our Mission',
  mission:
    'To bring the freshest, finest fruit from around the world to every Indian table, at fair prices, through a supply chain our partners can rely on every single day.',
  visionTitle: 'Our Vision',
  vision:
    "To be India's most trusted name in fresh fruit: the first call for retailers and platforms, and the bridge that takes the best of Indian produce to the world.",
  operationsEyebrow: 'What we do',
  operationsTitle: 'Our Operations',
  operations: [
    {
      title: 'Retail Operations',
      text: `Our ${COMPANY.apmcShops} shops in the APMC market in Mumbai serve wholesalers, fruit vendors and families with a wide range of imported and Indian fruit.`,
      icon: 'store',
    },
    {
      title: 'B2B Partnerships',
      text: 'We are a trusted supplier to leading retail chains and delivery platforms, with consistent grading and dependable volumes.',
      icon: 'handshake',
    },
    {
      title: 'Export Division',
      text: 'Our export arm ships fresh Indian green chillies and mangoes to Dubai, bringing the taste of India to the Gulf.',
      icon: 'plane',
    },
  ],
  partnersLabel: 'Our partners',
  citiesEyebrow: 'Across India',
  citiesTitle: `Our Presence in ${COMPANY.citiesCount} Cities`,
  citiesLead: 'Our fruit reaches stores, kitchens and homes in these major Indian cities.',
  countriesEyebrow: 'Global sourcing',
  countriesTitle: `Sourcing From ${COMPANY.countriesCount} Countries`,
  countriesLead: 'Long-standing relationships with growers and packers let us offer the best of every season, all year round.',
  statsTitle: 'Our Journey in Numbers',
} as const;

const messages = aboutMessages;

const operationIcons: Record<string, ComponentType<{ className?: string }>> = {
  store: StoreIcon,
  handshake: HandshakeIcon,
  plane: PlaneIcon,
};

export function AboutPage() {
  return (
    <>
      <PageIntro eyebrow={messages.eyebrow} title={messages.title} lead={messages.lead} />

      <section aria-labelledby="story-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 md:py-24 lg:px-8">
        <div className="grid gap-12 lg:grid-cols-[1.3fr_1fr] lg:gap-16">
          <div>
            <SectionHeading id="story-title" title={messages.storyTitle} align="left" />
            {messages.story.map((text) => (
              <p key={text} className="mt-5 text-lg leading-relaxed text-stone-700">
                {text}
              </p>
            ))}
          </div>
          <div className="grid gap-6">
            <section aria-labelledby="mission-title" className="rounded-3xl bg-leaf-700 p-8 text-white shadow-lg shadow-leaf-900/15">
              <h2 id="mission-title" className="font-display text-2xl font-semibold">
                {messages.missionTitle}
              </h2>
              <p className="mt-3 leading-relaxed text-leaf-50">{messages.mission}</p>
            </section>
            <section aria-labelledby="vision-title" className="rounded-3xl bg-mango-100 p-8 text-leaf-950 ring-1 ring-mango-200">
              <h2 id="vision-title" className="font-display text-2xl font-semibold">
                {messages.visionTitle}
              </h2>
              <p className="mt-3 leading-relaxed text-stone-800">{messages.vision}</p>
            </section>
          </div>
        </div>
      </section>

      <section aria-labelledby="operations-title" className="bg-leaf-50/70 py-20 md:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="operations-title" eyebrow={messages.operationsEyebrow} title={messages.operationsTitle} />
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {messages.operations.map((card) => {
              const Icon = operationIcons[card.icon] ?? StoreIcon;
              return (
                <li key={card.title} className="flex flex-col rounded-3xl bg-white p-8 shadow-sm ring-1 ring-leaf-900/5">
                  <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-mango-100 text-mango-700">
                    <Icon className="size-7" />
                  </span>
                  <h3 className="mt-6 font-display text-2xl font-semibold text-leaf-950">{card.title}</h3>
                  <p className="mt-3 leading-relaxed text-stone-700">{card.text}</p>
                  {card.title === 'B2B Partnerships' ? (
                    <>
                      <p className="mt-6 text-xs font-bold tracking-[0.14em] text-stone-600 uppercase">{messages.partnersLabel}</p>
                      <ul className="mt-3 flex flex-wrap gap-2">
                        {PARTNERS.map((partner) => (
                          <li key={partner}>
                            <Badge variant="outline">{partner}</Badge>
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="cities-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 md:py-24 lg:px-8">
        <SectionHeading id="cities-title" eyebrow={messages.citiesEyebrow} title={messages.citiesTitle} lead={messages.citiesLead} />
        <ul className="mt-12 flex flex-wrap justify-center gap-3">
          {CITIES.map((city) => (
            <li
              key={city}
              className="inline-flex items-center gap-2 rounded-full bg-white px-5 py-3 font-semibold text-stone-800 shadow-sm ring-1 ring-leaf-900/5"
            >
              <MapPinIcon className="size-5 text-mango-600" />
              {city}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="countries-title" className="bg-cream-100 py-20 md:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading
            id="countries-title"
            eyebrow={messages.countriesEyebrow}
            title={messages.countriesTitle}
            lead={messages.countriesLead}
          />
          <div className="mt-12">
            <CountryGrid />
          </div>
        </div>
      </section>

      <section aria-labelledby="stats-title" className="bg-leaf-900 py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="stats-title" className="text-center font-display text-3xl font-semibold text-white sm:text-4xl">
            {messages.statsTitle}
          </h2>
          <CompanyStats tone="dark" wide className="mt-10" />
        </div>
      </section>
    </>
  );
}
