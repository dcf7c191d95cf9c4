// The starter content in Hindi, Marathi and Arabic (issue "Languages", part 3), seeded with it (../seed.ts) into the
// translations table. Each record is keyed by its English record's stable key (a category's key, a product's or a
// shop's name), so its English (starter-content.ts, the shops' migration) reads beside it. Fruit goes by the names
// Vashi and the Gulf's markets use; varieties and brands are written out in each script so a buyer knows them; units
// (kg, mm, °C) and figures stay as in English, in Western digits. DECISION: src/decisions/content-translations.md
import type { TranslationLocale } from '../../../shared/translations/translatable';
import type { StarterCategoryKey } from './starter-content';
import PRODUCT_TRANSLATIONS from './starter-product-translations.json';

/** One record's words in each language. */
export type InEachLanguage<T> = Record<TranslationLocale, T>;

export type CategoryTranslation = { name: string; description: string };
export type ShopTranslation = { name: string; address: string; hours: string };
/** A product's translatable fields; `varieties` has one item per English variety, in the same order. */
export type ProductTranslation = {
  name: string;
  description: string;
  varieties: string[];
  grades: string;
  packing: string;
  shelfLife: string;
  storageTemperature: string;
  minimumOrder: string;
};

export const STARTER_CATEGORY_TRANSLATIONS: Record<StarterCategoryKey, InEachLanguage<CategoryTranslation>> = {
  apples: {
    hi: {
      name: 'सेब',
      description: 'अमेरिका, चिली, न्यूज़ीलैंड, तुर्की और पोलैंड से कुरकुरे, प्रीमियम सेब, मौसम-दर-मौसम मँगाए हुए, ताकि हमारे यहाँ साल भर माल रहे।',
    },
    mr: {
      name: 'सफरचंद',
      description: 'अमेरिका, चिली, न्यूझीलंड, तुर्कस्तान आणि पोलंडमधून कुरकुरीत, उत्तम प्रतीची सफरचंदे, हंगामानुसार मागवलेली, जेणेकरून आमच्याकडे वर्षभर माल असतो.',
    },
    ar: {
      name: 'تفاح',
      description: 'تفاح فاخر مقرمش من أمريكا وتشيلي ونيوزيلندا وتركيا وبولندا، نستورده موسمًا بعد موسم لتبقى رفوفنا عامرة طوال العام.',
    },
  },
  citrus: {
    hi: {
      name: 'खट्टे फल',
      description:
        'मिस्र, दक्षिण अफ़्रीका, तुर्की, स्पेन और चीन से रसीले संतरे, आसानी से छिलने वाले मैंडरिन, नींबू, ग्रेपफ्रूट और पोमेलो (चकोतरा), आकार और मिठास के अनुसार ग्रेड किए हुए।',
    },
    mr: {
      name: 'लिंबूवर्गीय फळे',
      description:
        'इजिप्त, दक्षिण आफ्रिका, तुर्कस्तान, स्पेन आणि चीनमधून रसाळ संत्री, सहज सोलता येणारी मँडरिन, लिंबे, ग्रेपफ्रूट आणि पोमेलो, आकार आणि गोडीनुसार प्रतवारी केलेली.',
    },
    ar: {
      name: 'الحمضيات',
      description:
        'برتقال كثير العصير، ويوسفي سهل التقشير، وليمون، وجريب فروت، وبوملي من مصر وجنوب أفريقيا وتركيا وإسبانيا والصين، مصنّفة حسب الحجم ودرجة الحلاوة.',
    },
  },
  grapes: {
    hi: {
      name: 'अंगूर',
      description: 'चिली, पेरू, अमेरिका, दक्षिण अफ़्रीका और ब्राज़ील से लाल और हरे टेबल अंगूर, बाग़ से दुकान तक बिना टूटी कोल्ड चेन में रखे हुए।',
    },
    mr: {
      name: 'द्राक्षे',
      description: 'चिली, पेरू, अमेरिका, दक्षिण आफ्रिका आणि ब्राझीलमधून लाल आणि हिरवी खाण्याची द्राक्षे, बागेपासून दुकानापर्यंत अखंड शीतसाखळीत ठेवलेली.',
    },
    ar: {
      name: 'عنب',
      description: 'عنب مائدة أحمر وأخضر من تشيلي وبيرو وأمريكا وجنوب أفريقيا والبرازيل، في سلسلة تبريد لا تنقطع من الكرم إلى المحل.',
    },
  },
  kiwi: {
    hi: {
      name: 'कीवी',
      description: 'न्यूज़ीलैंड, इटली और ग्रीस से हरी और सुनहरी कीवी; दोनों गोलार्धों से माल आने के कारण लगभग पूरे साल सप्लाई रहती है।',
    },
    mr: {
      name: 'किवी',
      description: 'न्यूझीलंड, इटली आणि ग्रीसमधून हिरवी आणि सोनेरी किवी; दोन्ही गोलार्धांतून माल येत असल्याने जवळजवळ वर्षभर पुरवठा मिळतो.',
    },
    ar: {
      name: 'كيوي',
      description: 'كيوي أخضر وذهبي من نيوزيلندا وإيطاليا واليونان، ويضمن لنا نصفا الكرة الأرضية التوريد طوال العام تقريبًا.',
    },
  },
  pears: {
    hi: {
      name: 'नाशपाती',
      description: 'मक्खन जैसी मुलायम पैकहम से लेकर लंबी गर्दन वाली अबाटे फ़ेटेल तक, हमारी नाशपाती दक्षिण अफ़्रीका, इटली और अमेरिका से आती है।',
    },
    mr: {
      name: 'नासपती',
      description: 'लोण्यासारख्या मऊ पॅकहॅमपासून लांब मानेच्या अबाते फेटेलपर्यंत, आमची नासपती दक्षिण आफ्रिका, इटली आणि अमेरिकेतून येते.',
    },
    ar: {
      name: 'كمثرى',
      description: 'من كمثرى باكهام الزبدية إلى أباتي فيتيل طويلة العنق، تأتي الكمثرى لدينا من جنوب أفريقيا وإيطاليا وأمريكا.',
    },
  },
  'stone-fruits': {
    hi: {
      name: 'गुठलीदार फल',
      description: 'चिली, तुर्की, दक्षिण अफ़्रीका और स्पेन से मीठी चेरी, आलूबुखारा और नेक्टरीन, हर गोलार्ध में उसके मौसम पर ख़रीदे हुए।',
    },
    mr: {
      name: 'आठळीची फळे',
      description: 'चिली, तुर्कस्तान, दक्षिण आफ्रिका आणि स्पेनमधून गोड चेरी, प्लम आणि नेक्टरिन, प्रत्येक गोलार्धात त्यांच्या हंगामात खरेदी केलेली.',
    },
    ar: {
      name: 'الفواكه ذات النواة',
      description: 'كرز حلو وبرقوق ونكتارين من تشيلي وتركيا وجنوب أفريقيا وإسبانيا، نشتريها في موسمها في كل نصف من الكرة الأرضية.',
    },
  },
  berries: {
    hi: {
      name: 'बेरी',
      description: 'पेरू, पोलैंड और स्पेन से ब्लूबेरी और रास्पबेरी, पनेट में पैक, हवाई जहाज़ से लाई गई और आप तक पहुँचने तक ठंडी रखी गई।',
    },
    mr: {
      name: 'बेरी',
      description: 'पेरू, पोलंड आणि स्पेनमधून ब्लूबेरी आणि रास्पबेरी, पनेटमध्ये पॅक केलेली, विमानाने आणलेली आणि तुमच्यापर्यंत पोहोचेपर्यंत थंड ठेवलेली.',
    },
    ar: {
      name: 'التوت',
      description: 'توت أزرق وتوت أحمر (فرامبواز) من بيرو وبولندا وإسبانيا، معبأ في علب صغيرة، يصل جوًا ويُحفظ مبردًا حتى يصل إليك.',
    },
  },
  exotic: {
    hi: {
      name: 'एक्ज़ॉटिक फल',
      description: 'वियतनाम, थाईलैंड और तंज़ानिया से ड्रैगन फ्रूट, मैंगोस्टीन, एवोकाडो, लोंगन और भी बहुत कुछ, रिटेल चेन, होटलों और कैटरर्स के लिए।',
    },
    mr: {
      name: 'परदेशी फळे',
      description: 'व्हिएतनाम, थायलंड आणि टांझानियामधून ड्रॅगन फ्रूट, मँगोस्टीन, ॲव्होकॅडो, लोंगन आणि बरेच काही, रिटेल चेन, हॉटेल आणि केटरर्ससाठी.',
    },
    ar: {
      name: 'فواكه استوائية',
      description:
        'فاكهة التنين والمانجوستين والأفوكادو واللونجان وغيرها من فيتنام وتايلاند وتنزانيا، لسلاسل التجزئة والفنادق ومتعهدي التموين.',
    },
  },
  export: {
    hi: {
      name: 'निर्यात: आम और हरी मिर्च',
      description: 'हमारा निर्यात विभाग दुबई के आयातकों और रिटेलरों को प्रीमियम अल्फांसो और केसर आम और ताज़ी भारतीय हरी मिर्च भेजता है।',
    },
    mr: {
      name: 'निर्यात: आंबे आणि हिरवी मिरची',
      description: 'आमचा निर्यात विभाग दुबईतील आयातदार आणि किरकोळ विक्रेत्यांना उत्तम हापूस आणि केशर आंबे आणि ताजी भारतीय हिरवी मिरची पाठवतो.',
    },
    ar: {
      name: 'التصدير: مانجو وفلفل أخضر',
      description: 'يشحن قسم التصدير لدينا مانجو ألفونسو وكيسر الفاخرة والفلفل الأخضر الهندي الطازج إلى المستوردين وتجار التجزئة في دبي.',
    },
  },
  seasonal: {
    hi: {
      name: 'मौसमी ख़ास फल',
      description:
        'थोड़े समय के मौसम वाले पसंदीदा फल, जैसे स्पेन के परसिमन (जापानी फल) और तुर्की के अंजीर, जो साल में कुछ ही हफ़्तों के लिए मिलते हैं। अभी की आवक के बारे में हमसे पूछें।',
    },
    mr: {
      name: 'हंगामी खास फळे',
      description:
        'अल्प हंगामातील आवडती फळे, जसे स्पेनचे पर्सिमन (जपानी फळ) आणि तुर्कस्तानचे अंजीर, जी वर्षातून फक्त काही आठवडे मिळतात. सध्याच्या आवकेबद्दल आम्हाला विचारा.',
    },
    ar: {
      name: 'عروض موسمية',
      description:
        'فواكه مفضلة قصيرة الموسم مثل الكاكا الإسباني والتين التركي، لا تتوفر إلا بضعة أسابيع كل عام. اسألنا عن الشحنات الواصلة حاليًا.',
    },
  },
};

/** A shop as the first start makes it (migrations.ts), and its translations. */
const shop = (no: string): { english: ShopTranslation } & InEachLanguage<ShopTranslation> => ({
  english: {
    name: `APMC Vashi Shop ${no}`,
    address: `Shop No. ${no}, Fruit Market, APMC Market Phase II, Sector 19, Vashi, Navi Mumbai, Maharashtra 400703`,
    hours: 'Mon-Sat 6:00 AM-6:00 PM, Sun 6:00 AM-2:00 PM',
  },
  hi: {
    name: `APMC वाशी दुकान ${no}`,
    address: `दुकान नं. ${no}, फल बाज़ार, APMC मार्केट फ़ेज़ 2, सेक्टर 19, वाशी, नवी मुंबई, महाराष्ट्र 400703`,
    hours: 'सोम-शनि सुबह 6:00-शाम 6:00, रवि सुबह 6:00-दोपहर 2:00',
  },
  mr: {
    name: `APMC वाशी दुकान ${no}`,
    address: `दुकान क्र. ${no}, फळ बाजार, APMC मार्केट फेज 2, सेक्टर 19, वाशी, नवी मुंबई, महाराष्ट्र 400703`,
    hours: 'सोम-शनि सकाळी 6:00-सायं. 6:00, रवि सकाळी 6:00-दुपारी 2:00',
  },
  ar: {
    name: `محل APMC فاشي رقم ${no}`,
    address: `محل رقم ${no}، سوق الفواكه، سوق APMC المرحلة الثانية، القطاع 19، فاشي، نافي مومباي، ماهاراشترا 400703`,
    hours: 'الإثنين-السبت 6:00 ص-6:00 م، الأحد 6:00 ص-2:00 م',
  },
});

/**
 * The shops the first start makes, with the English their translations were made from: a field whose English the
 * owner has since changed (a seed after the shops were edited) is left untranslated rather than shown out of date.
 */
export const STARTER_SHOP_TRANSLATIONS = [shop('47'), shop('48'), shop('112')];

/** By the product's English name (starter-content.ts): a table of words, kept as data in the JSON file beside. */
export const STARTER_PRODUCT_TRANSLATIONS: Readonly<Record<string, InEachLanguage<ProductTranslation>>> = PRODUCT_TRANSLATIONS;
