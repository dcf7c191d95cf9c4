// The site's own words in English (India): the source of every other catalogue (DECISION
// src/decisions/languages.md). A key names where the words are used; {name} is a placeholder filled in when shown.
export const en = {
  'nav.home': 'Home',
  'nav.about': 'About Us',
  'nav.products': 'Products',
  'nav.gallery': 'Gallery',
  'nav.contact': 'Contact',
  'nav.label': 'Main',
  'header.homeLabel': 'home page',
  'document.skipLink': 'Skip to main content',
  'menu.open': 'Open menu',
  'menu.close': 'Close menu',
  'menu.title': 'Menu',
  'menu.navLabel': 'Mobile',
  'menu.cta': 'Send an Enquiry',
  'footer.blurb':
    'For over {years} years we have imported premium fresh fruit from {countries} countries and supplied retailers, wholesalers and families across {cities} major Indian cities.',
  'footer.quickLinks': 'Quick Links',
  'footer.stock': 'Stock and arrivals',
  'footer.seasons': 'Season Calendar',
  'footer.contactInfo': 'Contact Info',
  'footer.copyright': '© {year} {company}. All rights reserved.',
  'footer.tagline': 'Fresh fruit importers & exporters · APMC Market, Mumbai',
  'language.label': 'Language',
  'notFound.title': 'Page Not Found',
} as const;
