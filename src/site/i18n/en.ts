// The site's own words in English (India): the source of every other catalogue (DECISION
// src/decisions/languages.md). A key names where the words are used; {name} is a placeholder filled in when shown.
import { MAINTENANCE_DURATION } from '../../shared/constants';

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
  'notFound.text': "Sorry, we couldn't find the page you were looking for. It may have been moved, or the address may be mistyped.",
  'notFound.home': 'Back to Home',
  'notFound.products': 'Browse Products',
  'maintenance.title': 'Site Under Maintenance',
  'maintenance.text': 'Our website is currently undergoing scheduled maintenance to serve you better. Thank you for your patience.',
  'maintenance.durationLabel': 'Expected duration:',
  // Spec §9: the maintenance page's expected duration.
  'maintenance.duration': MAINTENANCE_DURATION,
  'maintenance.help': 'Need to reach us in the meantime?',
  'contact.phone': 'Phone',
  'contact.email': 'Email',
} as const;
