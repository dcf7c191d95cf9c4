// The starter apples and citrus in Hindi, Marathi and Arabic (starter-translations.ts).
import { cartons, storedAt } from './starter-translation-phrases';
import type { InEachLanguage, ProductTranslation } from './starter-translations';

const TEN_CARTONS = cartons(10);
const APPLE_COLD = storedAt('0', '1', '90-95');
const CITRUS_COLD = storedAt('4', '7', '85-90');

/** "4 to 8 weeks in cold storage from arrival, less late in the season; about 1 week at room temperature." */
const APPLE_KEEPS: InEachLanguage<string> = {
  hi: 'आवक के बाद कोल्ड स्टोरेज में 4 से 8 हफ़्ते, सीज़न के आख़िर में कम; कमरे के तापमान पर लगभग 1 हफ़्ता।',
  mr: 'आवकेनंतर शीतगृहात 4 ते 8 आठवडे, हंगामाच्या शेवटी कमी; खोलीच्या तापमानात सुमारे 1 आठवडा.',
  ar: 'من 4 إلى 8 أسابيع في التخزين المبرد من تاريخ الوصول، وأقل في أواخر الموسم؛ ونحو أسبوع واحد في حرارة الغرفة.',
};

/** "6 to 8 weeks in cold storage from arrival; about 2 weeks at room temperature." */
const CITRUS_KEEPS: InEachLanguage<string> = {
  hi: 'आवक के बाद कोल्ड स्टोरेज में 6 से 8 हफ़्ते; कमरे के तापमान पर लगभग 2 हफ़्ते।',
  mr: 'आवकेनंतर शीतगृहात 6 ते 8 आठवडे; खोलीच्या तापमानात सुमारे 2 आठवडे.',
  ar: 'من 6 إلى 8 أسابيع في التخزين المبرد من تاريخ الوصول؛ ونحو أسبوعين في حرارة الغرفة.',
};

/** "18 kg (40 lb) tray-pack cartons, each apple in a moulded tray cup." */
const WASHINGTON_PACK: InEachLanguage<string> = {
  hi: '18 kg (40 lb) के ट्रे-पैक कार्टन, हर सेब मोल्डेड ट्रे के खाँचे में।',
  mr: '18 kg (40 lb) ट्रे-पॅक कार्टन, प्रत्येक सफरचंद साच्याच्या ट्रेच्या खाचेत.',
  ar: 'كراتين 18 kg (40 lb) معبأة بالصواني، كل تفاحة في تجويف صينية مقولبة.',
};

/** "18 kg tray-pack cartons." */
const TRAY_PACK: InEachLanguage<string> = {
  hi: '18 kg के ट्रे-पैक कार्टन।',
  mr: '18 kg ट्रे-पॅक कार्टन.',
  ar: 'كراتين 18 kg معبأة بالصواني.',
};

export const STARTER_PRODUCT_TRANSLATIONS_1: Record<string, InEachLanguage<ProductTranslation>> = {
  'Washington Red Delicious Apples': {
    hi: {
      name: 'वॉशिंगटन रेड डिलीशियस सेब',
      description:
        'वॉशिंगटन राज्य के बाग़ों से गहरे लाल, कुरकुरे सेब, मीठे और हल्के स्वाद वाले। 18 kg (40 lb) के कार्टन में पैक (80 से 113 काउंट), अक्टूबर से जून तक उपलब्ध।',
      varieties: ['रेड डिलीशियस', 'स्कारलेट स्पर', 'सुपर चीफ़'],
      grades: 'वॉशिंगटन एक्स्ट्रा फ़ैंसी और फ़ैंसी। प्रति कार्टन काउंट 72/80/88/100/113; मुंबई में 80 से 100 काउंट सबसे ज़्यादा बिकता है।',
      packing: WASHINGTON_PACK.hi,
      shelfLife: APPLE_KEEPS.hi,
      storageTemperature: APPLE_COLD.hi,
      minimumOrder: TEN_CARTONS.hi,
    },
    mr: {
      name: 'वॉशिंग्टन रेड डिलिशियस सफरचंद',
      description:
        'वॉशिंग्टन राज्यातील बागांमधून गडद लाल, कुरकुरीत सफरचंदे, गोड आणि सौम्य चवीची. 18 kg (40 lb) कार्टनमध्ये पॅक (80 ते 113 काउंट), ऑक्टोबर ते जून उपलब्ध.',
      varieties: ['रेड डिलिशियस', 'स्कार्लेट स्पर', 'सुपर चीफ'],
      grades: 'वॉशिंग्टन एक्स्ट्रा फॅन्सी आणि फॅन्सी. प्रति कार्टन काउंट 72/80/88/100/113; मुंबईत 80 ते 100 काउंटला सर्वाधिक मागणी असते.',
      packing: WASHINGTON_PACK.mr,
      shelfLife: APPLE_KEEPS.mr,
      storageTemperature: APPLE_COLD.mr,
      minimumOrder: TEN_CARTONS.mr,
    },
    ar: {
      name: 'تفاح واشنطن أحمر ديليشس',
      description:
        'تفاح أحمر داكن مقرمش بنكهة حلوة معتدلة من بساتين ولاية واشنطن. معبأ في كراتين 18 kg (40 lb) بعدد 80 إلى 113 حبة، ومتوفر من أكتوبر إلى يونيو.',
      varieties: ['ريد ديليشس', 'سكارليت سبير', 'سوبر تشيف'],
      grades: 'واشنطن إكسترا فانسي وفانسي. العدد في الكرتونة 72/80/88/100/113؛ والأكثر مبيعًا في مومباي عدد 80 إلى 100.',
      packing: WASHINGTON_PACK.ar,
      shelfLife: APPLE_KEEPS.ar,
      storageTemperature: APPLE_COLD.ar,
      minimumOrder: TEN_CARTONS.ar,
    },
  },
  'Fuji Apples': {
    hi: {
      name: 'फ़ूजी सेब',
      description:
        'बहुत मीठे, रसीले और कुरकुरे सेब, हल्की पीली छिलके पर गुलाबी-लाल धारियों वाले, वॉशिंगटन राज्य से। 18 kg (40 lb) के कार्टन में पैक, अक्टूबर से जून तक उपलब्ध।',
      varieties: ['फ़ूजी', 'एज़्टेक फ़ूजी'],
      grades: 'वॉशिंगटन एक्स्ट्रा फ़ैंसी और फ़ैंसी। प्रति कार्टन काउंट 72/80/88/100/113।',
      packing: WASHINGTON_PACK.hi,
      shelfLife: APPLE_KEEPS.hi,
      storageTemperature: APPLE_COLD.hi,
      minimumOrder: TEN_CARTONS.hi,
    },
    mr: {
      name: 'फुजी सफरचंद',
      description:
        'खूप गोड, रसाळ आणि कुरकुरीत सफरचंदे, फिकट पिवळ्या सालीवर गुलाबी-लाल रेषा असलेली, वॉशिंग्टन राज्यातून. 18 kg (40 lb) कार्टनमध्ये पॅक, ऑक्टोबर ते जून उपलब्ध.',
      varieties: ['फुजी', 'ॲझटेक फुजी'],
      grades: 'वॉशिंग्टन एक्स्ट्रा फॅन्सी आणि फॅन्सी. प्रति कार्टन काउंट 72/80/88/100/113.',
      packing: WASHINGTON_PACK.mr,
      shelfLife: APPLE_KEEPS.mr,
      storageTemperature: APPLE_COLD.mr,
      minimumOrder: TEN_CARTONS.mr,
    },
    ar: {
      name: 'تفاح فوجي',
      description:
        'تفاح شديد الحلاوة وكثير العصير ومقرمش، بخطوط وردية حمراء على قشرة صفراء فاتحة، من ولاية واشنطن. معبأ في كراتين 18 kg (40 lb)، ومتوفر من أكتوبر إلى يونيو.',
      varieties: ['فوجي', 'أزتك فوجي'],
      grades: 'واشنطن إكسترا فانسي وفانسي. العدد في الكرتونة 72/80/88/100/113.',
      packing: WASHINGTON_PACK.ar,
      shelfLife: APPLE_KEEPS.ar,
      storageTemperature: APPLE_COLD.ar,
      minimumOrder: TEN_CARTONS.ar,
    },
  },
  'Granny Smith Apples': {
    hi: {
      name: 'ग्रैनी स्मिथ सेब',
      description: 'चमकीले हरे, सख़्त और खट्टे-मीठे सेब, सलाद, जूस और बेकिंग के लिए बढ़िया। 18 kg के कार्टन में पैक, मई से अक्टूबर तक उपलब्ध।',
      varieties: ['ग्रैनी स्मिथ'],
      grades: 'एक्स्ट्रा फ़ैंसी। प्रति कार्टन काउंट 80/88/100/113/125/138।',
      packing: TRAY_PACK.hi,
      shelfLife: APPLE_KEEPS.hi,
      storageTemperature: APPLE_COLD.hi,
      minimumOrder: TEN_CARTONS.hi,
    },
    mr: {
      name: 'ग्रॅनी स्मिथ सफरचंद',
      description: 'चकचकीत हिरवी, टणक आणि आंबट-गोड सफरचंदे, सॅलड, ज्यूस आणि बेकिंगसाठी उत्तम. 18 kg कार्टनमध्ये पॅक, मे ते ऑक्टोबर उपलब्ध.',
      varieties: ['ग्रॅनी स्मिथ'],
      grades: 'एक्स्ट्रा फॅन्सी. प्रति कार्टन काउंट 80/88/100/113/125/138.',
      packing: TRAY_PACK.mr,
      shelfLife: APPLE_KEEPS.mr,
      storageTemperature: APPLE_COLD.mr,
      minimumOrder: TEN_CARTONS.mr,
    },
    ar: {
      name: 'تفاح جراني سميث',
      description: 'تفاح أخضر زاهٍ متماسك بطعم حامض منعش، مثالي للسلطات والعصائر والخَبز. معبأ في كراتين 18 kg، ومتوفر من مايو إلى أكتوبر.',
      varieties: ['جراني سميث'],
      grades: 'إكسترا فانسي. العدد في الكرتونة 80/88/100/113/125/138.',
      packing: TRAY_PACK.ar,
      shelfLife: APPLE_KEEPS.ar,
      storageTemperature: APPLE_COLD.ar,
      minimumOrder: TEN_CARTONS.ar,
    },
  },
  'Royal Gala Apples': {
    hi: {
      name: 'रॉयल गाला सेब',
      description: 'ख़ुशबूदार, मीठे सेब, पतले लाल-धारीदार छिलके और कुरकुरे क्रीम रंग के गूदे वाले। 18 kg के ट्रे कार्टन में पैक, अप्रैल से सितंबर तक उपलब्ध।',
      varieties: ['रॉयल गाला', 'ब्रुकफ़ील्ड गाला'],
      grades: 'एक्सपोर्ट ग्रेड, क्लास 1। प्रति कार्टन काउंट 90/100/110/120/135।',
      packing: TRAY_PACK.hi,
      shelfLife: 'आवक के बाद कोल्ड स्टोरेज में 6 से 8 हफ़्ते; कमरे के तापमान पर लगभग 1 हफ़्ता।',
      storageTemperature: APPLE_COLD.hi,
      minimumOrder: TEN_CARTONS.hi,
    },
    mr: {
      name: 'रॉयल गाला सफरचंद',
      description: 'सुगंधी, गोड सफरचंदे, पातळ लाल रेषांच्या सालीची आणि कुरकुरीत क्रीम रंगाच्या गराची. 18 kg ट्रे कार्टनमध्ये पॅक, एप्रिल ते सप्टेंबर उपलब्ध.',
      varieties: ['रॉयल गाला', 'ब्रुकफील्ड गाला'],
      grades: 'निर्यात ग्रेड, क्लास 1. प्रति कार्टन काउंट 90/100/110/120/135.',
      packing: TRAY_PACK.mr,
      shelfLife: 'आवकेनंतर शीतगृहात 6 ते 8 आठवडे; खोलीच्या तापमानात सुमारे 1 आठवडा.',
      storageTemperature: APPLE_COLD.mr,
      minimumOrder: TEN_CARTONS.mr,
    },
    ar: {
      name: 'تفاح رويال جالا',
      description: 'تفاح عطري حلو بقشرة رقيقة مخططة بالأحمر ولبّ كريمي مقرمش. معبأ في كراتين صوانٍ 18 kg، ومتوفر من أبريل إلى سبتمبر.',
      varieties: ['رويال جالا', 'بروكفيلد جالا'],
      grades: 'درجة التصدير، الدرجة الأولى. العدد في الكرتونة 90/100/110/120/135.',
      packing: TRAY_PACK.ar,
      shelfLife: 'من 6 إلى 8 أسابيع في التخزين المبرد من تاريخ الوصول؛ ونحو أسبوع واحد في حرارة الغرفة.',
      storageTemperature: APPLE_COLD.ar,
      minimumOrder: TEN_CARTONS.ar,
    },
  },
  'Red Chief Apples': {
    hi: {
      name: 'रेड चीफ़ सेब',
      description:
        'गहरे लाल, सुडौल सेब, मीठे स्वाद और अच्छी टिकाऊपन वाले, रोज़ की रिटेल बिक्री के लायक़ दाम पर। 18 kg के कार्टन में पैक, अक्टूबर से मई तक उपलब्ध।',
      varieties: ['रेड चीफ़', 'स्टारक्रिमसन', 'स्कारलेट स्पर'],
      grades: 'क्लास 1। प्रति कार्टन काउंट 80/88/100/113।',
      packing: '18 kg के कार्टन, ट्रे में।',
      shelfLife: APPLE_KEEPS.hi,
      storageTemperature: APPLE_COLD.hi,
      minimumOrder: TEN_CARTONS.hi,
    },
    mr: {
      name: 'रेड चीफ सफरचंद',
      description:
        'गडद लाल, सुबक आकाराची सफरचंदे, गोड चवीची आणि चांगली टिकणारी, रोजच्या किरकोळ विक्रीला परवडणाऱ्या दरात. 18 kg कार्टनमध्ये पॅक, ऑक्टोबर ते मे उपलब्ध.',
      varieties: ['रेड चीफ', 'स्टारक्रिमसन', 'स्कार्लेट स्पर'],
      grades: 'क्लास 1. प्रति कार्टन काउंट 80/88/100/113.',
      packing: '18 kg कार्टन, ट्रेमध्ये.',
      shelfLife: APPLE_KEEPS.mr,
      storageTemperature: APPLE_COLD.mr,
      minimumOrder: TEN_CARTONS.mr,
    },
    ar: {
      name: 'تفاح ريد تشيف',
      description:
        'تفاح أحمر داكن متناسق الشكل بطعم حلو ويتحمل التخزين جيدًا، بسعر يناسب البيع اليومي بالتجزئة. معبأ في كراتين 18 kg، ومتوفر من أكتوبر إلى مايو.',
      varieties: ['ريد تشيف', 'ستاركريمسون', 'سكارليت سبير'],
      grades: 'الدرجة الأولى. العدد في الكرتونة 80/88/100/113.',
      packing: 'كراتين 18 kg على صوانٍ.',
      shelfLife: APPLE_KEEPS.ar,
      storageTemperature: APPLE_COLD.ar,
      minimumOrder: TEN_CARTONS.ar,
    },
  },
  'Idared Apples': {
    hi: {
      name: 'आइडारेड सेब',
      description: 'चमकीले लाल सेब, सुहाने खट्टे-मीठे स्वाद और सख़्त सफ़ेद गूदे वाले, जो अच्छी तरह टिकते हैं। 18 kg के कार्टन में पैक, नवंबर से मई तक उपलब्ध।',
      varieties: ['आइडारेड'],
      grades: 'क्लास 1। कैलिबर 70-75, 75-80 और 80-85 mm।',
      packing: TRAY_PACK.hi,
      shelfLife: APPLE_KEEPS.hi,
      storageTemperature: APPLE_COLD.hi,
      minimumOrder: TEN_CARTONS.hi,
    },
    mr: {
      name: 'आयडारेड सफरचंद',
      description: 'चकचकीत लाल सफरचंदे, आंबट-गोड सुखद चवीची आणि टणक पांढऱ्या गराची, जी चांगली टिकतात. 18 kg कार्टनमध्ये पॅक, नोव्हेंबर ते मे उपलब्ध.',
      varieties: ['आयडारेड'],
      grades: 'क्लास 1. कॅलिबर 70-75, 75-80 आणि 80-85 mm.',
      packing: TRAY_PACK.mr,
      shelfLife: APPLE_KEEPS.mr,
      storageTemperature: APPLE_COLD.mr,
      minimumOrder: TEN_CARTONS.mr,
    },
    ar: {
      name: 'تفاح آيداريد',
      description:
        'تفاح أحمر زاهٍ بطعم حلو مائل إلى الحموضة ولبّ أبيض متماسك يتحمل التخزين. معبأ في كراتين 18 kg، ومتوفر من نوفمبر إلى مايو.',
      varieties: ['آيداريد'],
      grades: 'الدرجة الأولى. المقاسات 70-75 و75-80 و80-85 mm.',
      packing: TRAY_PACK.ar,
      shelfLife: APPLE_KEEPS.ar,
      storageTemperature: APPLE_COLD.ar,
      minimumOrder: TEN_CARTONS.ar,
    },
  },
  'Valencia Oranges': {
    hi: {
      name: 'वेलेंसिया संतरा',
      description: 'रसीले, मीठे संतरे, कम बीज वाले, खाने और ताज़ा जूस दोनों के लिए बेहतरीन। 15 kg के कार्टन में पैक, मार्च से जुलाई तक उपलब्ध।',
      varieties: ['वेलेंसिया लेट'],
      grades: 'क्लास 1। प्रति कार्टन काउंट 48/56/64/72/80/88; जूस सेंटरों के लिए 72 से 88 काउंट।',
      packing: '15 kg के खुले ऊपर वाले कार्टन।',
      shelfLife: CITRUS_KEEPS.hi,
      storageTemperature: CITRUS_COLD.hi,
      minimumOrder: TEN_CARTONS.hi,
    },
    mr: {
      name: 'व्हॅलेन्सिया संत्री',
      description: 'रसाळ, गोड संत्री, कमी बियांची, खाण्यासाठी आणि ताज्या रसासाठी उत्तम. 15 kg कार्टनमध्ये पॅक, मार्च ते जुलै उपलब्ध.',
      varieties: ['व्हॅलेन्सिया लेट'],
      grades: 'क्लास 1. प्रति कार्टन काउंट 48/56/64/72/80/88; ज्यूस सेंटरसाठी 72 ते 88 काउंट.',
      packing: '15 kg वरून उघडे कार्टन.',
      shelfLife: CITRUS_KEEPS.mr,
      storageTemperature: CITRUS_COLD.mr,
      minimumOrder: TEN_CARTONS.mr,
    },
    ar: {
      name: 'برتقال فالنسيا',
      description: 'برتقال حلو كثير العصير قليل البذور، ممتاز للأكل وللعصير الطازج. معبأ في كراتين 15 kg، ومتوفر من مارس إلى يوليو.',
      varieties: ['فالنسيا ليت'],
      grades: 'الدرجة الأولى. العدد في الكرتونة 48/56/64/72/80/88؛ وعدد 72 إلى 88 لمحلات العصير.',
      packing: 'كراتين 15 kg مفتوحة من الأعلى.',
      shelfLife: CITRUS_KEEPS.ar,
      storageTemperature: CITRUS_COLD.ar,
      minimumOrder: TEN_CARTONS.ar,
    },
  },
  'Navel Oranges': {
    hi: {
      name: 'नेवल संतरा',
      description: 'बिना बीज के, आसानी से छिलने वाले संतरे, भरपूर मीठे स्वाद और गहरे नारंगी रंग वाले। 15 kg के कार्टन में पैक, जून से अक्टूबर तक उपलब्ध।',
      varieties: ['बहियानिन्हा', 'पामर', 'वॉशिंगटन', 'लेन लेट'],
      grades: 'क्लास 1। प्रति कार्टन काउंट 48/56/64/72/88।',
      packing: '15 kg के कार्टन।',
      shelfLife: CITRUS_KEEPS.hi,
      storageTemperature: CITRUS_COLD.hi,
      minimumOrder: TEN_CARTONS.hi,
    },
    mr: {
      name: 'नेव्हल संत्री',
      description: 'बिनबियांची, सहज सोलता येणारी संत्री, भरपूर गोड चवीची आणि गडद केशरी रंगाची. 15 kg कार्टनमध्ये पॅक, जून ते ऑक्टोबर उपलब्ध.',
      varieties: ['बहियानिन्हा', 'पामर', 'वॉशिंग्टन', 'लेन लेट'],
      grades: 'क्लास 1. प्रति कार्टन काउंट 48/56/64/72/88.',
      packing: '15 kg कार्टन.',
      shelfLife: CITRUS_KEEPS.mr,
      storageTemperature: CITRUS_COLD.mr,
      minimumOrder: TEN_CARTONS.mr,
    },
    ar: {
      name: 'برتقال أبو سرة',
      description: 'برتقال بلا بذور سهل التقشير، بنكهة حلوة غنية ولون برتقالي عميق. معبأ في كراتين 15 kg، ومتوفر من يونيو إلى أكتوبر.',
      varieties: ['باهيانينيا', 'بالمر', 'واشنطن', 'لين ليت'],
      grades: 'الدرجة الأولى. العدد في الكرتونة 48/56/64/72/88.',
      packing: 'كراتين 15 kg.',
      shelfLife: CITRUS_KEEPS.ar,
      storageTemperature: CITRUS_COLD.ar,
      minimumOrder: TEN_CARTONS.ar,
    },
  },
  Mandarins: {
    hi: {
      name: 'मैंडरिन',
      description:
        'छोटे, आसानी से छिलने वाले मैंडरिन, चटक, मीठे और खट्टे स्वाद वाले, सर्दियों में परिवारों की पसंद। 10 kg के कार्टन में पैक, नवंबर से मार्च तक उपलब्ध।',
      varieties: ['सत्सुमा', 'नोवा', 'डब्ल्यू. मरकॉट'],
      grades: 'क्लास 1। यूरोपीय साइज़ 1 से 4 (लगभग 50-74 mm)।',
      packing: '10 kg के कार्टन।',
      shelfLife: 'आवक के बाद कोल्ड स्टोरेज में 3 से 4 हफ़्ते; कमरे के तापमान पर लगभग 1 हफ़्ता।',
      storageTemperature: storedAt('4', '7', '90-95').hi,
      minimumOrder: TEN_CARTONS.hi,
    },
    mr: {
      name: 'मँडरिन',
      description:
        'लहान, सहज सोलता येणारी मँडरिन, ताजीतवानी, गोड आणि आंबट चवीची, हिवाळ्यात कुटुंबांची आवडती. 10 kg कार्टनमध्ये पॅक, नोव्हेंबर ते मार्च उपलब्ध.',
      varieties: ['सत्सुमा', 'नोव्हा', 'डब्ल्यू. मरकॉट'],
      grades: 'क्लास 1. युरोपीय आकार 1 ते 4 (सुमारे 50-74 mm).',
      packing: '10 kg कार्टन.',
      shelfLife: 'आवकेनंतर शीतगृहात 3 ते 4 आठवडे; खोलीच्या तापमानात सुमारे 1 आठवडा.',
      storageTemperature: storedAt('4', '7', '90-95').mr,
      minimumOrder: TEN_CARTONS.mr,
    },
    ar: {
      name: 'يوسفي (ماندرين)',
      description:
        'يوسفي صغير سهل التقشير بطعم حلو منعش مائل إلى الحموضة، المفضل لدى العائلات في الشتاء. معبأ في كراتين 10 kg، ومتوفر من نوفمبر إلى مارس.',
      varieties: ['ساتسوما', 'نوفا', 'دبليو مركوت'],
      grades: 'الدرجة الأولى. المقاسات الأوروبية 1 إلى 4 (نحو 50-74 mm).',
      packing: 'كراتين 10 kg.',
      shelfLife: 'من 3 إلى 4 أسابيع في التخزين المبرد من تاريخ الوصول؛ ونحو أسبوع واحد في حرارة الغرفة.',
      storageTemperature: storedAt('4', '7', '90-95').ar,
      minimumOrder: TEN_CARTONS.ar,
    },
  },
  Lemons: {
    hi: {
      name: 'नींबू',
      description: 'ख़ुशबूदार, पतले छिलके वाले, रस से भरे नींबू, घरों, रेस्टोरेंट और जूस सेंटरों के लिए। 15 kg के कार्टन में पैक, नवंबर से अगस्त तक उपलब्ध।',
      varieties: ['प्रिमोफ़ियोरी (फ़ीनो)', 'वेर्ना'],
      grades: 'क्लास 1। कैलिबर 3 से 5 (लगभग 53-72 mm)।',
      packing: '15 kg के कार्टन।',
      shelfLife: 'आवक के बाद कोल्ड स्टोरेज में 6 से 10 हफ़्ते; कमरे के तापमान पर लगभग 2 हफ़्ते।',
      storageTemperature: '10 से 13 °C, सापेक्ष आर्द्रता 85-90% (इससे ज़्यादा ठंड में नींबू ख़राब हो जाते हैं)',
      minimumOrder: TEN_CARTONS.hi,
    },
    mr: {
      name: 'लिंबू',
      description: 'सुगंधी, पातळ सालीची, रसाने भरलेली लिंबे, घरे, रेस्टॉरंट आणि ज्यूस सेंटरसाठी. 15 kg कार्टनमध्ये पॅक, नोव्हेंबर ते ऑगस्ट उपलब्ध.',
      varieties: ['प्रिमोफियोरी (फिनो)', 'वेर्ना'],
      grades: 'क्लास 1. कॅलिबर 3 ते 5 (सुमारे 53-72 mm).',
      packing: '15 kg कार्टन.',
      shelfLife: 'आवकेनंतर शीतगृहात 6 ते 10 आठवडे; खोलीच्या तापमानात सुमारे 2 आठवडे.',
      storageTemperature: '10 ते 13 °C, सापेक्ष आर्द्रता 85-90% (यापेक्षा जास्त थंडीत लिंबे खराब होतात)',
      minimumOrder: TEN_CARTONS.mr,
    },
    ar: {
      name: 'ليمون',
      description: 'ليمون عطري رقيق القشرة مليء بالعصير، للبيوت والمطاعم ومحلات العصير. معبأ في كراتين 15 kg، ومتوفر من نوفمبر إلى أغسطس.',
      varieties: ['بريموفيوري (فينو)', 'فيرنا'],
      grades: 'الدرجة الأولى. المقاس 3 إلى 5 (نحو 53-72 mm).',
      packing: 'كراتين 15 kg.',
      shelfLife: 'من 6 إلى 10 أسابيع في التخزين المبرد من تاريخ الوصول؛ ونحو أسبوعين في حرارة الغرفة.',
      storageTemperature: 'من 10 إلى 13 °C، رطوبة نسبية 85-90% (التخزين الأبرد يتلف الليمون)',
      minimumOrder: TEN_CARTONS.ar,
    },
  },
  'Star Ruby Grapefruit': {
    hi: {
      name: 'स्टार रूबी ग्रेपफ्रूट',
      description: 'गहरे गुलाबी, रसीले गूदे वाला, मीठा और हल्का कड़वा स्वाद। 15 kg के कार्टन में पैक, मई से अक्टूबर तक उपलब्ध।',
      varieties: ['स्टार रूबी'],
      grades: 'क्लास 1। प्रति कार्टन काउंट 36/40/48/56।',
      packing: '15 kg के कार्टन।',
      shelfLife: CITRUS_KEEPS.hi,
      storageTemperature: storedAt('10', '13', '85-90').hi,
      minimumOrder: TEN_CARTONS.hi,
    },
    mr: {
      name: 'स्टार रुबी ग्रेपफ्रूट',
      description: 'गडद गुलाबी, रसाळ गर, गोड आणि किंचित कडवट चव. 15 kg कार्टनमध्ये पॅक, मे ते ऑक्टोबर उपलब्ध.',
      varieties: ['स्टार रुबी'],
      grades: 'क्लास 1. प्रति कार्टन काउंट 36/40/48/56.',
      packing: '15 kg कार्टन.',
      shelfLife: CITRUS_KEEPS.mr,
      storageTemperature: storedAt('10', '13', '85-90').mr,
      minimumOrder: TEN_CARTONS.mr,
    },
    ar: {
      name: 'جريب فروت ستار روبي',
      description: 'لبّ وردي داكن كثير العصير بطعم حلو مع مرارة خفيفة. معبأ في كراتين 15 kg، ومتوفر من مايو إلى أكتوبر.',
      varieties: ['ستار روبي'],
      grades: 'الدرجة الأولى. العدد في الكرتونة 36/40/48/56.',
      packing: 'كراتين 15 kg.',
      shelfLife: CITRUS_KEEPS.ar,
      storageTemperature: storedAt('10', '13', '85-90').ar,
      minimumOrder: TEN_CARTONS.ar,
    },
  },
  'Honey Pomelo': {
    hi: {
      name: 'हनी पोमेलो (चकोतरा)',
      description:
        'बड़े, नाशपाती के आकार के पोमेलो, हल्के रंग की मीठी और रसीली फाँकों वाले, हर फल अलग से लिपटा हुआ। 12 kg के कार्टन में पैक, सितंबर से फ़रवरी तक उपलब्ध।',
      varieties: ['ग्वानशी हनी पोमेलो (सफ़ेद गूदा)', 'लाल गूदे वाला हनी पोमेलो'],
      grades: 'क्लास 1। प्रति कार्टन काउंट 8/9/10/11/12 (एक फल लगभग 1-1.5 kg)।',
      packing: '11-12 kg के कार्टन, हर फल अपने लेबल के साथ श्रिंक-रैप किया हुआ।',
      shelfLife: 'आवक के बाद कोल्ड स्टोरेज में 8 से 10 हफ़्ते; कमरे के तापमान पर 2 से 3 हफ़्ते।',
      storageTemperature: storedAt('7', '9', '85-90').hi,
      minimumOrder: TEN_CARTONS.hi,
    },
    mr: {
      name: 'हनी पोमेलो',
      description:
        'मोठे, नासपतीच्या आकाराचे पोमेलो, फिकट रंगाच्या गोड आणि रसाळ फोडींचे, प्रत्येक फळ स्वतंत्रपणे गुंडाळलेले. 12 kg कार्टनमध्ये पॅक, सप्टेंबर ते फेब्रुवारी उपलब्ध.',
      varieties: ['ग्वान्शी हनी पोमेलो (पांढरा गर)', 'लाल गराचा हनी पोमेलो'],
      grades: 'क्लास 1. प्रति कार्टन काउंट 8/9/10/11/12 (एक फळ सुमारे 1-1.5 kg).',
      packing: '11-12 kg कार्टन, प्रत्येक फळ स्वतःच्या लेबलसह श्रिंक-रॅप केलेले.',
      shelfLife: 'आवकेनंतर शीतगृहात 8 ते 10 आठवडे; खोलीच्या तापमानात 2 ते 3 आठवडे.',
      storageTemperature: storedAt('7', '9', '85-90').mr,
      minimumOrder: TEN_CARTONS.mr,
    },
    ar: {
      name: 'بوملي العسل',
      description:
        'بوملي كبير على شكل الكمثرى، بفصوص فاتحة اللون حلوة وكثيرة العصير، وكل ثمرة مغلفة وحدها. معبأ في كراتين 12 kg، ومتوفر من سبتمبر إلى فبراير.',
      varieties: ['بوملي العسل قوانشي (لبّ أبيض)', 'بوملي العسل ذو اللبّ الأحمر'],
      grades: 'الدرجة الأولى. العدد في الكرتونة 8/9/10/11/12 (الثمرة نحو 1-1.5 kg).',
      packing: 'كراتين 11-12 kg، كل ثمرة مغلفة بغشاء حراري مع ملصقها الخاص.',
      shelfLife: 'من 8 إلى 10 أسابيع في التخزين المبرد من تاريخ الوصول؛ ومن 2 إلى 3 أسابيع في حرارة الغرفة.',
      storageTemperature: storedAt('7', '9', '85-90').ar,
      minimumOrder: TEN_CARTONS.ar,
    },
  },
};
