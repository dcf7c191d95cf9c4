// मराठी: the site's own words, as a trader at Vashi reads them (catalogue.ts).
import type { Catalogue } from './catalogue';

export const mr: Catalogue = {
  'nav.home': 'मुख्यपृष्ठ',
  'nav.about': 'आमच्याबद्दल',
  'nav.products': 'उत्पादने',
  'nav.gallery': 'गॅलरी',
  'nav.contact': 'संपर्क',
  'nav.label': 'मुख्य',
  'header.homeLabel': 'मुख्यपृष्ठ',
  'document.skipLink': 'मुख्य मजकुराकडे जा',
  'menu.open': 'मेनू उघडा',
  'menu.close': 'मेनू बंद करा',
  'menu.title': 'मेनू',
  'menu.navLabel': 'मोबाइल',
  'menu.cta': 'चौकशी पाठवा',
  'footer.blurb':
    '{years} हून अधिक वर्षे आम्ही {countries} देशांतून उत्तम ताजी फळे आयात करतो आणि भारतातील {cities} प्रमुख शहरांतील किरकोळ विक्रेते, घाऊक व्यापारी आणि कुटुंबांना पुरवतो.',
  'footer.quickLinks': 'झटपट दुवे',
  'footer.stock': 'साठा आणि आवक',
  'footer.seasons': 'हंगाम दिनदर्शिका',
  'footer.contactInfo': 'संपर्क माहिती',
  'footer.copyright': '© {year} {company}. सर्व हक्क राखीव.',
  'footer.tagline': 'ताज्या फळांचे आयातदार आणि निर्यातदार · एपीएमसी मार्केट, मुंबई',
  'language.label': 'भाषा',
  'notFound.title': 'पान सापडले नाही',
};
