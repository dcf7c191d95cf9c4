// العربية: the site's own words, for the export arm's buyers in the Gulf (catalogue.ts).
import type { Catalogue } from './catalogue';

export const ar: Catalogue = {
  'nav.home': 'الرئيسية',
  'nav.about': 'من نحن',
  'nav.products': 'المنتجات',
  'nav.gallery': 'معرض الصور',
  'nav.contact': 'اتصل بنا',
  'nav.label': 'الرئيسية',
  'header.homeLabel': 'الصفحة الرئيسية',
  'document.skipLink': 'انتقل إلى المحتوى الرئيسي',
  'menu.open': 'فتح القائمة',
  'menu.close': 'إغلاق القائمة',
  'menu.title': 'القائمة',
  'menu.navLabel': 'الجوال',
  'menu.cta': 'أرسل استفسارًا',
  'footer.blurb':
    'منذ أكثر من {years} عامًا نستورد أجود الفواكه الطازجة من {countries} دولة، ونورّدها لتجار التجزئة والجملة والعائلات في {cities} مدن هندية كبرى.',
  'footer.quickLinks': 'روابط سريعة',
  'footer.stock': 'المخزون والشحنات القادمة',
  'footer.seasons': 'تقويم المواسم',
  'footer.contactInfo': 'معلومات الاتصال',
  'footer.copyright': '© {year} {company}. جميع الحقوق محفوظة.',
  'footer.tagline': 'مستوردو ومصدّرو الفواكه الطازجة · سوق APMC، مومباي',
  'language.label': 'اللغة',
  'notFound.title': 'الصفحة غير موجودة',
};
