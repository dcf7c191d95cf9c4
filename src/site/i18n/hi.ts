// हिन्दी: the site's own words, as a trader at Vashi reads them (catalogue.ts).
import type { Catalogue } from './catalogue';

export const hi: Catalogue = {
  'nav.home': 'होम',
  'nav.about': 'हमारे बारे में',
  'nav.products': 'उत्पाद',
  'nav.gallery': 'गैलरी',
  'nav.contact': 'संपर्क',
  'nav.label': 'मुख्य',
  'header.homeLabel': 'होम पेज',
  'document.skipLink': 'मुख्य सामग्री पर जाएँ',
  'menu.open': 'मेनू खोलें',
  'menu.close': 'मेनू बंद करें',
  'menu.title': 'मेनू',
  'menu.navLabel': 'मोबाइल',
  'menu.cta': 'पूछताछ भेजें',
  'footer.blurb':
    '{years} से अधिक वर्षों से हम {countries} देशों से बेहतरीन ताज़े फल आयात करते हैं और भारत के {cities} प्रमुख शहरों में रिटेलरों, थोक व्यापारियों और परिवारों तक पहुँचाते हैं।',
  'footer.quickLinks': 'त्वरित लिंक',
  'footer.stock': 'स्टॉक और आवक',
  'footer.seasons': 'मौसम कैलेंडर',
  'footer.contactInfo': 'संपर्क जानकारी',
  'footer.copyright': '© {year} {company}. सर्वाधिकार सुरक्षित।',
  'footer.tagline': 'ताज़े फलों के आयातक और निर्यातक · एपीएमसी मार्केट, मुंबई',
  'language.label': 'भाषा',
  'notFound.title': 'पेज नहीं मिला',
};
