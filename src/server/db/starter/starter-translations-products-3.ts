// The starter berries, exotic fruit, seasonal specials and the export division's produce in Hindi, Marathi and Arabic
// (starter-translations.ts). Alphonso is हापूस in Marathi, as the Konkan and Vashi call it.
import { ABOUT_A_WEEK, cartons, days, exportMinimum, keeps, kgCartons, storedAt, trays, weeks } from './starter-translation-phrases';
import type { InEachLanguage, ProductTranslation } from './starter-translations';

const FIVE_CARTONS = cartons(5);
const TEN_CARTONS = cartons(10);
const AT_0_TO_1 = storedAt('0', '1', '90-95');
const MANGO_COLD = storedAt('12', '13', '85-90');

/** "5 cartons (60 punnets)" */
const BERRY_MINIMUM: InEachLanguage<string> = {
  hi: '5 कार्टन (60 पनेट)',
  mr: '5 कार्टन (60 पनेट)',
  ar: '5 كراتين (60 علبة)',
};

/** "1.5 kg cartons of 12 x 125 g punnets." */
const PUNNETS: InEachLanguage<string> = {
  hi: '12 × 125 g पनेट वाले 1.5 kg के कार्टन।',
  mr: '12 × 125 g पनेटचे 1.5 kg कार्टन.',
  ar: 'كراتين 1.5 kg فيها 12 علبة × 125 g.',
};
const BLUEBERRY_KEEPS = keeps(days(10, 14), days(2, 3));

/** "2 to 3 weeks mature-green in cold storage; ripens in 5 to 7 days at room temperature." */
const MANGO_KEEPS: InEachLanguage<string> = {
  hi: 'पूरे बढ़े हुए कच्चे हरे फल कोल्ड स्टोरेज में 2 से 3 हफ़्ते; कमरे के तापमान पर 5 से 7 दिन में पकते हैं।',
  mr: 'पूर्ण वाढलेली कच्ची हिरवी फळे शीतगृहात 2 ते 3 आठवडे; खोलीच्या तापमानात 5 ते 7 दिवसांत पिकतात.',
  ar: 'من 2 إلى 3 أسابيع في التخزين المبرد والثمرة مكتملة النمو خضراء؛ وتنضج في 5 إلى 7 أيام في حرارة الغرفة.',
};
const MANGO_MINIMUM = exportMinimum({ hi: '100 कार्टन', mr: '100 कार्टन', ar: '100 كرتونة' });
const CHILLI_MINIMUM = exportMinimum({ hi: '500 kg', mr: '500 kg', ar: '500 kg' });

export const STARTER_PRODUCT_TRANSLATIONS_3: Record<string, InEachLanguage<ProductTranslation>> = {
  'Peruvian Blueberries': {
    hi: {
      name: 'पेरू की ब्लूबेरी',
      description: 'भरी-भरी, सख़्त ब्लूबेरी, ताज़े मीठे स्वाद वाली, ठंडी रखकर हवाई जहाज़ से लाई गई। एक कार्टन में 12 × 125 g पनेट, अगस्त से मार्च तक उपलब्ध।',
      varieties: ['बिलॉक्सी', 'वेंचुरा'],
      grades: 'दाना 12 mm+; जंबो 18 mm+।',
      packing: PUNNETS.hi,
      shelfLife: BLUEBERRY_KEEPS.hi,
      storageTemperature: AT_0_TO_1.hi,
      minimumOrder: BERRY_MINIMUM.hi,
    },
    mr: {
      name: 'पेरूची ब्लूबेरी',
      description: 'टपोरी, टणक ब्लूबेरी, ताज्या गोड चवीची, थंड ठेवून विमानाने आणलेली. एका कार्टनमध्ये 12 × 125 g पनेट, ऑगस्ट ते मार्च उपलब्ध.',
      varieties: ['बिलॉक्सी', 'व्हेंच्युरा'],
      grades: 'मणी 12 mm+; जंबो 18 mm+.',
      packing: PUNNETS.mr,
      shelfLife: BLUEBERRY_KEEPS.mr,
      storageTemperature: AT_0_TO_1.mr,
      minimumOrder: BERRY_MINIMUM.mr,
    },
    ar: {
      name: 'توت أزرق بيروفي',
      description: 'توت أزرق ممتلئ متماسك بطعم حلو منعش، يصل جوًا مبردًا. 12 علبة × 125 g في الكرتونة، ومتوفر من أغسطس إلى مارس.',
      varieties: ['بيلوكسي', 'فينتورا'],
      grades: 'الحبة 12 mm+؛ والجامبو 18 mm+.',
      packing: PUNNETS.ar,
      shelfLife: BLUEBERRY_KEEPS.ar,
      storageTemperature: AT_0_TO_1.ar,
      minimumOrder: BERRY_MINIMUM.ar,
    },
  },
  'Polish Blueberries': {
    hi: {
      name: 'पोलैंड की ब्लूबेरी',
      description:
        'पोलैंड के खेतों से मीठी, ख़ुशबूदार ब्लूबेरी, जो उत्तरी गोलार्ध की गर्मियों की कमी पूरी करती है। एक कार्टन में 12 × 125 g पनेट, जुलाई से सितंबर तक उपलब्ध।',
      varieties: ['ड्यूक', 'ब्लूक्रॉप', 'चैंडलर', 'अरोरा'],
      grades: 'दाना 14 mm+।',
      packing: PUNNETS.hi,
      shelfLife: BLUEBERRY_KEEPS.hi,
      storageTemperature: AT_0_TO_1.hi,
      minimumOrder: BERRY_MINIMUM.hi,
    },
    mr: {
      name: 'पोलंडची ब्लूबेरी',
      description:
        'पोलंडच्या शेतांतून गोड, सुगंधी ब्लूबेरी, उत्तर गोलार्धातील उन्हाळ्यातली उणीव भरून काढणारी. एका कार्टनमध्ये 12 × 125 g पनेट, जुलै ते सप्टेंबर उपलब्ध.',
      varieties: ['ड्यूक', 'ब्लूक्रॉप', 'चँडलर', 'अरोरा'],
      grades: 'मणी 14 mm+.',
      packing: PUNNETS.mr,
      shelfLife: BLUEBERRY_KEEPS.mr,
      storageTemperature: AT_0_TO_1.mr,
      minimumOrder: BERRY_MINIMUM.mr,
    },
    ar: {
      name: 'توت أزرق بولندي',
      description:
        'توت أزرق حلو عطري من مزارع بولندا يسد الفجوة في صيف النصف الشمالي. 12 علبة × 125 g في الكرتونة، ومتوفر من يوليو إلى سبتمبر.',
      varieties: ['ديوك', 'بلوكروب', 'تشاندلر', 'أورورا'],
      grades: 'الحبة 14 mm+.',
      packing: PUNNETS.ar,
      shelfLife: BLUEBERRY_KEEPS.ar,
      storageTemperature: AT_0_TO_1.ar,
      minimumOrder: BERRY_MINIMUM.ar,
    },
  },
  Raspberries: {
    hi: {
      name: 'रास्पबेरी',
      description: 'नाज़ुक, मीठी और ख़ुशबूदार रास्पबेरी, सावधानी से सँभाली और पूरे रास्ते ठंडी रखी गई। एक कार्टन में 12 × 125 g पनेट, अक्टूबर से मई तक उपलब्ध।',
      varieties: ['एडेलिटा', 'ग्लेन लायन'],
      grades: 'क्लास 1: साबुत, सूखे, सख़्त दाने।',
      packing: PUNNETS.hi,
      shelfLife: 'आवक के बाद कोल्ड स्टोरेज में 3 से 5 दिन; कमरे के तापमान पर उसी दिन इस्तेमाल करें।',
      storageTemperature: AT_0_TO_1.hi,
      minimumOrder: BERRY_MINIMUM.hi,
    },
    mr: {
      name: 'रास्पबेरी',
      description:
        'नाजूक, गोड आणि सुगंधी रास्पबेरी, काळजीपूर्वक हाताळलेली आणि संपूर्ण प्रवासात थंड ठेवलेली. एका कार्टनमध्ये 12 × 125 g पनेट, ऑक्टोबर ते मे उपलब्ध.',
      varieties: ['ॲडेलिटा', 'ग्लेन लायन'],
      grades: 'क्लास 1: अख्खे, कोरडे, टणक मणी.',
      packing: PUNNETS.mr,
      shelfLife: 'आवकेनंतर शीतगृहात 3 ते 5 दिवस; खोलीच्या तापमानात त्याच दिवशी वापरा.',
      storageTemperature: AT_0_TO_1.mr,
      minimumOrder: BERRY_MINIMUM.mr,
    },
    ar: {
      name: 'توت أحمر (فرامبواز)',
      description: 'توت أحمر رقيق حلو عطري، يُعامل بعناية ويُحفظ مبردًا طوال الطريق. 12 علبة × 125 g في الكرتونة، ومتوفر من أكتوبر إلى مايو.',
      varieties: ['أديليتا', 'غلين لايون'],
      grades: 'الدرجة الأولى: حبات كاملة جافة متماسكة.',
      packing: PUNNETS.ar,
      shelfLife: 'من 3 إلى 5 أيام في التخزين المبرد من تاريخ الوصول؛ ويُستهلك في اليوم نفسه في حرارة الغرفة.',
      storageTemperature: AT_0_TO_1.ar,
      minimumOrder: BERRY_MINIMUM.ar,
    },
  },
  'Dragon Fruit': {
    hi: {
      name: 'ड्रैगन फ्रूट',
      description: 'चटक गुलाबी फल, सफ़ेद या गहरे लाल गूदे में छोटे काले बीजों वाला, हल्का मीठा और ताज़गी भरा। 10 kg के कार्टन में पैक, साल भर उपलब्ध।',
      varieties: ['सफ़ेद गूदा (बिन्ह थुआन)', 'लाल गूदा (लॉन्ग आन)'],
      grades: 'क्लास 1। फल 350-600 g: प्रति कार्टन 16 से 28 काउंट।',
      packing: '10 kg के कार्टन, हर फल फ़ोम नेट में।',
      shelfLife: keeps(weeks(2, 3), ABOUT_A_WEEK).hi,
      storageTemperature: storedAt('7', '10', '85-90').hi,
      minimumOrder: FIVE_CARTONS.hi,
    },
    mr: {
      name: 'ड्रॅगन फ्रूट',
      description: 'भडक गुलाबी फळ, पांढऱ्या किंवा गडद लाल गरात बारीक काळ्या बिया असलेले, सौम्य गोड आणि ताजेतवाने. 10 kg कार्टनमध्ये पॅक, वर्षभर उपलब्ध.',
      varieties: ['पांढरा गर (बिन्ह थुआन)', 'लाल गर (लाँग आन)'],
      grades: 'क्लास 1. फळ 350-600 g: प्रति कार्टन 16 ते 28 काउंट.',
      packing: '10 kg कार्टन, प्रत्येक फळ फोम नेटमध्ये.',
      shelfLife: keeps(weeks(2, 3), ABOUT_A_WEEK).mr,
      storageTemperature: storedAt('7', '10', '85-90').mr,
      minimumOrder: FIVE_CARTONS.mr,
    },
    ar: {
      name: 'فاكهة التنين',
      description:
        'ثمرة وردية زاهية بلبّ أبيض أو أحمر داكن تتخلله بذور سوداء صغيرة، حلوة قليلًا ومنعشة. معبأة في كراتين 10 kg، ومتوفرة طوال العام.',
      varieties: ['لبّ أبيض (بينه ثوان)', 'لبّ أحمر (لونغ آن)'],
      grades: 'الدرجة الأولى. الثمرة 350-600 g: من 16 إلى 28 ثمرة في الكرتونة.',
      packing: 'كراتين 10 kg، كل ثمرة في شبكة فوم.',
      shelfLife: keeps(weeks(2, 3), ABOUT_A_WEEK).ar,
      storageTemperature: storedAt('7', '10', '85-90').ar,
      minimumOrder: FIVE_CARTONS.ar,
    },
  },
  Mangosteen: {
    hi: {
      name: 'मैंगोस्टीन',
      description: '"फलों की रानी": मोटे बैंगनी छिलके के अंदर बर्फ़ जैसी सफ़ेद, मीठी और खट्टी फाँकें। 10 kg के कार्टन में पैक, अप्रैल से सितंबर तक उपलब्ध।',
      varieties: ['थाई मैंगोस्टीन'],
      grades: 'एक्सपोर्ट ग्रेड: फल 75 g और उससे ऊपर, ताज़ा हरा डंठल-कप, दूध (लेटेक्स) के दाग़ नहीं।',
      packing: kgCartons('10').hi,
      shelfLife: keeps(weeks(2, 3), ABOUT_A_WEEK).hi,
      storageTemperature: storedAt('10', '13', '85-90').hi,
      minimumOrder: FIVE_CARTONS.hi,
    },
    mr: {
      name: 'मँगोस्टीन',
      description: '"फळांची राणी": जाड जांभळ्या सालीच्या आत बर्फासारख्या पांढऱ्या, गोड आणि आंबट फोडी. 10 kg कार्टनमध्ये पॅक, एप्रिल ते सप्टेंबर उपलब्ध.',
      varieties: ['थाई मँगोस्टीन'],
      grades: 'निर्यात ग्रेड: फळ 75 g व त्याहून अधिक, ताजे हिरवे देठ, चिकाचे (लेटेक्स) डाग नाहीत.',
      packing: kgCartons('10').mr,
      shelfLife: keeps(weeks(2, 3), ABOUT_A_WEEK).mr,
      storageTemperature: storedAt('10', '13', '85-90').mr,
      minimumOrder: FIVE_CARTONS.mr,
    },
    ar: {
      name: 'مانجوستين',
      description:
        '"ملكة الفواكه": قشرة أرجوانية سميكة تحيط بفصوص بيضاء كالثلج، حلوة مع حموضة خفيفة. معبأ في كراتين 10 kg، ومتوفر من أبريل إلى سبتمبر.',
      varieties: ['مانجوستين تايلندي'],
      grades: 'درجة التصدير: الثمرة 75 g فأكثر، بكأس أخضر طازج وبلا بقع عصارة.',
      packing: kgCartons('10').ar,
      shelfLife: keeps(weeks(2, 3), ABOUT_A_WEEK).ar,
      storageTemperature: storedAt('10', '13', '85-90').ar,
      minimumOrder: FIVE_CARTONS.ar,
    },
  },
  'Hass Avocado': {
    hi: {
      name: 'हास एवोकाडो',
      description:
        'मलाईदार, मेवे जैसे स्वाद वाले एवोकाडो, जिनका छिलका पकने के साथ हरे से बैंगनी-काला हो जाता है। 4 kg के कार्टन में पैक, जनवरी से सितंबर तक उपलब्ध।',
      varieties: ['हास'],
      grades: 'क्लास 1। प्रति कार्टन काउंट 12/14/16/18/20/22/24।',
      packing: '4 kg के एक परत वाले कार्टन।',
      shelfLife: 'आवक के बाद कच्चे फल कोल्ड स्टोरेज में 2 से 4 हफ़्ते; 18-20 °C पर 4 से 7 दिन में पकते हैं।',
      storageTemperature: '5 से 7 °C, सापेक्ष आर्द्रता 85-90% (कच्चे फल)',
      minimumOrder: TEN_CARTONS.hi,
    },
    mr: {
      name: 'हास ॲव्होकॅडो',
      description:
        'मलईदार, सुक्यामेव्यासारख्या चवीचे ॲव्होकॅडो, ज्यांची साल पिकताना हिरव्यापासून जांभळट-काळी होते. 4 kg कार्टनमध्ये पॅक, जानेवारी ते सप्टेंबर उपलब्ध.',
      varieties: ['हास'],
      grades: 'क्लास 1. प्रति कार्टन काउंट 12/14/16/18/20/22/24.',
      packing: '4 kg एकपदरी कार्टन.',
      shelfLife: 'आवकेनंतर कच्ची फळे शीतगृहात 2 ते 4 आठवडे; 18-20 °C ला 4 ते 7 दिवसांत पिकतात.',
      storageTemperature: '5 ते 7 °C, सापेक्ष आर्द्रता 85-90% (कच्ची फळे)',
      minimumOrder: TEN_CARTONS.mr,
    },
    ar: {
      name: 'أفوكادو هاس',
      description:
        'أفوكادو كريمي بنكهة المكسرات، تتحول قشرته من الأخضر إلى الأرجواني الداكن مع النضج. معبأ في كراتين 4 kg، ومتوفر من يناير إلى سبتمبر.',
      varieties: ['هاس'],
      grades: 'الدرجة الأولى. العدد في الكرتونة 12/14/16/18/20/22/24.',
      packing: 'كراتين 4 kg بطبقة واحدة.',
      shelfLife: 'من 2 إلى 4 أسابيع للثمار غير الناضجة في التخزين المبرد من تاريخ الوصول؛ وتنضج في 4 إلى 7 أيام على 18-20 °C.',
      storageTemperature: 'من 5 إلى 7 °C، رطوبة نسبية 85-90% (الثمار غير الناضجة)',
      minimumOrder: TEN_CARTONS.ar,
    },
  },
  Longan: {
    hi: {
      name: 'लोंगन',
      description:
        'छोटे, मीठे और रसीले फल, पारदर्शी गूदे और हल्के फूलों जैसे स्वाद वाले। 11.5 kg के कार्टन में पैक, जुलाई से सितंबर तक उपलब्ध, और बेमौसम फल नवंबर से फ़रवरी तक।',
      varieties: ['ई-डॉ'],
      grades: 'AA (जंबो, 29 mm+), A और B; डंठल पर गुच्छों में।',
      packing: kgCartons('11.5').hi,
      shelfLife: keeps(weeks(3, 4), days(3, 5)).hi,
      storageTemperature: storedAt('1', '2', '90-95').hi,
      minimumOrder: FIVE_CARTONS.hi,
    },
    mr: {
      name: 'लोंगन',
      description:
        'लहान, गोड आणि रसाळ फळ, पारदर्शक गराचे आणि नाजूक फुलांसारख्या चवीचे. 11.5 kg कार्टनमध्ये पॅक, जुलै ते सप्टेंबर उपलब्ध, आणि बिगरहंगामी फळे नोव्हेंबर ते फेब्रुवारी.',
      varieties: ['ई-डॉ'],
      grades: 'AA (जंबो, 29 mm+), A आणि B; देठावर घडांमध्ये.',
      packing: kgCartons('11.5').mr,
      shelfLife: keeps(weeks(3, 4), days(3, 5)).mr,
      storageTemperature: storedAt('1', '2', '90-95').mr,
      minimumOrder: FIVE_CARTONS.mr,
    },
    ar: {
      name: 'لونجان',
      description:
        'ثمار صغيرة حلوة كثيرة العصير بلبّ شفاف ونكهة زهرية رقيقة. معبأة في كراتين 11.5 kg، ومتوفرة من يوليو إلى سبتمبر، وثمار خارج الموسم من نوفمبر إلى فبراير.',
      varieties: ['إي داو'],
      grades: 'AA (جامبو، 29 mm+) وA وB؛ في عناقيد على الساق.',
      packing: kgCartons('11.5').ar,
      shelfLife: keeps(weeks(3, 4), days(3, 5)).ar,
      storageTemperature: storedAt('1', '2', '90-95').ar,
      minimumOrder: FIVE_CARTONS.ar,
    },
  },
  Rambutan: {
    hi: {
      name: 'रामबूटान',
      description: 'रोएँदार लाल फल, रसीले, मीठे सफ़ेद गूदे वाला, लीची जैसा। 5 kg के कार्टन में पैक, मई से सितंबर तक उपलब्ध।',
      varieties: ['जावा', 'थाई'],
      grades: 'क्लास 1: फल 30-40 g, चटक लाल, ताज़े हरे रोओं वाला।',
      packing: '5 kg के हवादार कार्टन।',
      shelfLife: keeps(days(7, 10), days(2, 3)).hi,
      storageTemperature: storedAt('10', '12', '90-95').hi,
      minimumOrder: FIVE_CARTONS.hi,
    },
    mr: {
      name: 'रामबुतान',
      description: 'केसाळ लाल फळ, रसाळ, गोड पांढऱ्या गराचे, लिचीसारखे. 5 kg कार्टनमध्ये पॅक, मे ते सप्टेंबर उपलब्ध.',
      varieties: ['जावा', 'थाई'],
      grades: 'क्लास 1: फळ 30-40 g, भडक लाल, ताज्या हिरव्या केसांचे.',
      packing: '5 kg हवेशीर कार्टन.',
      shelfLife: keeps(days(7, 10), days(2, 3)).mr,
      storageTemperature: storedAt('10', '12', '90-95').mr,
      minimumOrder: FIVE_CARTONS.mr,
    },
    ar: {
      name: 'رامبوتان',
      description: 'ثمرة حمراء مشعرة بلبّ أبيض حلو كثير العصير، تشبه الليتشي. معبأة في كراتين 5 kg، ومتوفرة من مايو إلى سبتمبر.',
      varieties: ['جاوة', 'تايلندي'],
      grades: 'الدرجة الأولى: الثمرة 30-40 g، حمراء زاهية بشعيرات خضراء طازجة.',
      packing: 'كراتين 5 kg مهوّاة.',
      shelfLife: keeps(days(7, 10), days(2, 3)).ar,
      storageTemperature: storedAt('10', '12', '90-95').ar,
      minimumOrder: FIVE_CARTONS.ar,
    },
  },
  'Sweet Tamarind': {
    hi: {
      name: 'मीठी इमली',
      description:
        'प्राकृतिक रूप से मीठी इमली की फलियाँ, खजूर जैसे नरम गूदे वाली, ताज़ी ही नाश्ते की तरह खाई जाती हैं। 4 kg के कार्टन में पैक, दिसंबर से मार्च तक उपलब्ध।',
      varieties: ['सी थोंग', 'श्री पकडी'],
      grades: 'साबुत, बिना टूटी फलियाँ, 10-16 cm लंबी।',
      packing: '500 g के डिब्बों वाले 4 kg के कार्टन।',
      shelfLife: 'ठंडी, सूखी जगह में 2 से 3 महीने।',
      storageTemperature: '5 से 10 °C, सापेक्ष आर्द्रता 65-70% (सूखा रखें)',
      minimumOrder: FIVE_CARTONS.hi,
    },
    mr: {
      name: 'गोड चिंच',
      description: 'नैसर्गिकरीत्या गोड चिंचेच्या शेंगा, खजुरासारख्या मऊ गराच्या, ताज्याच खाऊ म्हणून खाल्ल्या जातात. 4 kg कार्टनमध्ये पॅक, डिसेंबर ते मार्च उपलब्ध.',
      varieties: ['सी थोंग', 'श्री पकडी'],
      grades: 'अख्ख्या, न तुटलेल्या शेंगा, 10-16 cm लांब.',
      packing: '500 g च्या डब्यांचे 4 kg कार्टन.',
      shelfLife: 'थंड, कोरड्या जागी 2 ते 3 महिने.',
      storageTemperature: '5 ते 10 °C, सापेक्ष आर्द्रता 65-70% (कोरडे ठेवा)',
      minimumOrder: FIVE_CARTONS.mr,
    },
    ar: {
      name: 'تمر هندي حلو',
      description:
        'قرون تمر هندي حلوة بطبيعتها، بلبّ طري يشبه التمر، تؤكل طازجة كوجبة خفيفة. معبأة في كراتين 4 kg، ومتوفرة من ديسمبر إلى مارس.',
      varieties: ['سي ثونغ', 'سري باكدي'],
      grades: 'قرون كاملة غير مكسورة بطول 10-16 cm.',
      packing: 'كراتين 4 kg فيها علب 500 g.',
      shelfLife: 'من 2 إلى 3 أشهر في مخزن بارد وجاف.',
      storageTemperature: 'من 5 إلى 10 °C، رطوبة نسبية 65-70% (يُحفظ جافًا)',
      minimumOrder: FIVE_CARTONS.ar,
    },
  },
  Persimmons: {
    hi: {
      name: 'परसिमन (जापानी फल)',
      description:
        'वेलेंसिया से बीजरहित रोहो ब्रियांते परसिमन, इतने मीठे और कुरकुरे कि सेब की तरह खाए जा सकें। 5 kg की एक परत वाली ट्रे में पैक, नवंबर से जनवरी तक उपलब्ध।',
      varieties: ['रोहो ब्रियांते (पर्सिमॉन)'],
      grades: 'क्लास 1। फल 180-300 g: प्रति ट्रे 18 से 28 काउंट।',
      packing: '5 kg की एक परत वाली ट्रे।',
      shelfLife: keeps(weeks(3, 4), ABOUT_A_WEEK).hi,
      storageTemperature: AT_0_TO_1.hi,
      minimumOrder: trays(10).hi,
    },
    mr: {
      name: 'पर्सिमन (जपानी फळ)',
      description:
        'व्हॅलेन्सियातून बिनबियांचे रोहो ब्रियांते पर्सिमन, इतके गोड आणि कुरकुरीत की सफरचंदासारखे खाता येतात. 5 kg च्या एकपदरी ट्रेमध्ये पॅक, नोव्हेंबर ते जानेवारी उपलब्ध.',
      varieties: ['रोहो ब्रियांते (पर्सिमॉन)'],
      grades: 'क्लास 1. फळ 180-300 g: प्रति ट्रे 18 ते 28 काउंट.',
      packing: '5 kg च्या एकपदरी ट्रे.',
      shelfLife: keeps(weeks(3, 4), ABOUT_A_WEEK).mr,
      storageTemperature: AT_0_TO_1.mr,
      minimumOrder: trays(10).mr,
    },
    ar: {
      name: 'كاكا (خرما)',
      description:
        'كاكا روخو بريانتي بلا بذور من فالنسيا، حلوة ومقرمشة تؤكل كالتفاح. معبأة في صوانٍ بطبقة واحدة 5 kg، ومتوفرة من نوفمبر إلى يناير.',
      varieties: ['روخو بريانتي (برسيمون)'],
      grades: 'الدرجة الأولى. الثمرة 180-300 g: من 18 إلى 28 ثمرة في الصينية.',
      packing: 'صوانٍ بطبقة واحدة 5 kg.',
      shelfLife: keeps(weeks(3, 4), ABOUT_A_WEEK).ar,
      storageTemperature: AT_0_TO_1.ar,
      minimumOrder: trays(10).ar,
    },
  },
  'Fresh Figs': {
    hi: {
      name: 'ताज़े अंजीर',
      description: 'बैंगनी-काले बुर्सा अंजीर, शहद जैसे मीठे लाल गूदे वाले, ठंडे रखकर हवाई जहाज़ से लाए गए। 2 kg की ट्रे में पैक, अगस्त से अक्टूबर तक उपलब्ध।',
      varieties: ['बुर्सा सियाही (बुर्सा ब्लैक)'],
      grades: 'फल 45-75 g, सख़्त-पके, बिना दरार: प्रति ट्रे 28 से 40 काउंट।',
      packing: '2 kg की एक परत वाली ट्रे।',
      shelfLife: keeps(days(7, 10), days(1, 2)).hi,
      storageTemperature: storedAt('-1', '0', '85-90').hi,
      minimumOrder: trays(10).hi,
    },
    mr: {
      name: 'ताजे अंजीर',
      description: 'जांभळट-काळे बुर्सा अंजीर, मधासारख्या गोड लाल गराचे, थंड ठेवून विमानाने आणलेले. 2 kg ट्रेमध्ये पॅक, ऑगस्ट ते ऑक्टोबर उपलब्ध.',
      varieties: ['बुर्सा सियाही (बुर्सा ब्लॅक)'],
      grades: 'फळ 45-75 g, टणक-पिकलेले, न तडकलेले: प्रति ट्रे 28 ते 40 काउंट.',
      packing: '2 kg च्या एकपदरी ट्रे.',
      shelfLife: keeps(days(7, 10), days(1, 2)).mr,
      storageTemperature: storedAt('-1', '0', '85-90').mr,
      minimumOrder: trays(10).mr,
    },
    ar: {
      name: 'تين طازج',
      description: 'تين بورصة أرجواني داكن بلبّ أحمر حلو كالعسل، يصل جوًا مبردًا. معبأ في صوانٍ 2 kg، ومتوفر من أغسطس إلى أكتوبر.',
      varieties: ['بورصة سياهي (بورصة الأسود)'],
      grades: 'الثمرة 45-75 g، ناضجة متماسكة غير متشققة: من 28 إلى 40 ثمرة في الصينية.',
      packing: 'صوانٍ بطبقة واحدة 2 kg.',
      shelfLife: keeps(days(7, 10), days(1, 2)).ar,
      storageTemperature: storedAt('-1', '0', '85-90').ar,
      minimumOrder: trays(10).ar,
    },
  },
  'Alphonso Mangoes': {
    hi: {
      name: 'अल्फांसो आम',
      description:
        'रत्नागिरी और देवगढ़ का आमों का राजा, केसरिया रंग के बिना रेशे वाले गूदे और भरपूर ख़ुशबू के साथ। लगभग 3.5 kg के 12 नग वाले कार्टन में दुबई को निर्यात, मार्च से जून तक।',
      varieties: ['रत्नागिरी अल्फांसो', 'देवगढ़ अल्फांसो'],
      grades: 'फल 250-300 g, एक कार्टन में 12; जंबो (300 g+) एक कार्टन में 9।',
      packing: 'लगभग 3.5 kg के कोरुगेटेड कार्टन, हर फल फ़ोम नेट में।',
      shelfLife: MANGO_KEEPS.hi,
      storageTemperature: MANGO_COLD.hi,
      minimumOrder: MANGO_MINIMUM.hi,
    },
    mr: {
      name: 'हापूस आंबा',
      description:
        'रत्नागिरी आणि देवगडचा आंब्यांचा राजा, केशरी रंगाच्या, रेषाविरहित गराचा आणि भरपूर सुगंधाचा. सुमारे 3.5 kg च्या 12 नगांच्या कार्टनमध्ये दुबईला निर्यात, मार्च ते जून.',
      varieties: ['रत्नागिरी हापूस', 'देवगड हापूस'],
      grades: 'फळ 250-300 g, एका कार्टनमध्ये 12; जंबो (300 g+) एका कार्टनमध्ये 9.',
      packing: 'सुमारे 3.5 kg चे कोरुगेटेड कार्टन, प्रत्येक फळ फोम नेटमध्ये.',
      shelfLife: MANGO_KEEPS.mr,
      storageTemperature: MANGO_COLD.mr,
      minimumOrder: MANGO_MINIMUM.mr,
    },
    ar: {
      name: 'مانجو ألفونسو',
      description:
        'ملك المانجو من رتناغيري وديوغاد، بلبّ زعفراني اللون خالٍ من الألياف ورائحة غنية. نصدّره إلى دبي في كراتين من 12 حبة نحو 3.5 kg، من مارس إلى يونيو.',
      varieties: ['ألفونسو رتناغيري', 'ألفونسو ديوغاد'],
      grades: 'الثمرة 250-300 g، و12 حبة في الكرتونة؛ والجامبو (300 g+) 9 حبات في الكرتونة.',
      packing: 'كراتين مضلعة نحو 3.5 kg، كل ثمرة في شبكة فوم.',
      shelfLife: MANGO_KEEPS.ar,
      storageTemperature: MANGO_COLD.ar,
      minimumOrder: MANGO_MINIMUM.ar,
    },
  },
  'Kesar Mangoes': {
    hi: {
      name: 'केसर आम',
      description: 'गुजरात के गिर इलाक़े के मीठे, ख़ुशबूदार आम, चटक नारंगी गूदे वाले। 3 kg के कार्टन में दुबई को निर्यात, मई से जुलाई तक।',
      varieties: ['गिर केसर'],
      grades: 'फल 250-330 g, एक कार्टन में 9 या 10।',
      packing: '3 kg के कोरुगेटेड कार्टन, हर फल फ़ोम नेट में।',
      shelfLife: MANGO_KEEPS.hi,
      storageTemperature: MANGO_COLD.hi,
      minimumOrder: MANGO_MINIMUM.hi,
    },
    mr: {
      name: 'केशर आंबा',
      description: 'गुजरातच्या गीर भागातील गोड, सुगंधी आंबे, भडक केशरी गराचे. 3 kg कार्टनमध्ये दुबईला निर्यात, मे ते जुलै.',
      varieties: ['गीर केशर'],
      grades: 'फळ 250-330 g, एका कार्टनमध्ये 9 किंवा 10.',
      packing: '3 kg कोरुगेटेड कार्टन, प्रत्येक फळ फोम नेटमध्ये.',
      shelfLife: MANGO_KEEPS.mr,
      storageTemperature: MANGO_COLD.mr,
      minimumOrder: MANGO_MINIMUM.mr,
    },
    ar: {
      name: 'مانجو كيسر',
      description: 'مانجو حلوة عطرية من منطقة جير في غوجارات، بلبّ برتقالي زاهٍ. نصدّرها إلى دبي في كراتين 3 kg، من مايو إلى يوليو.',
      varieties: ['كيسر جير'],
      grades: 'الثمرة 250-330 g، من 9 إلى 10 حبات في الكرتونة.',
      packing: 'كراتين مضلعة 3 kg، كل ثمرة في شبكة فوم.',
      shelfLife: MANGO_KEEPS.ar,
      storageTemperature: MANGO_COLD.ar,
      minimumOrder: MANGO_MINIMUM.ar,
    },
  },
  'Green Chillies': {
    hi: {
      name: 'हरी मिर्च',
      description:
        'ताज़ी, चमकदार जी-4 हरी मिर्च, तेज़ और साफ़ तीखेपन वाली, तुड़ाई के कुछ ही घंटों में ग्रेड और पैक की हुई। 4 kg के हवादार कार्टन में साल भर दुबई भेजी जाती है।',
      varieties: ['जी-4', 'ज्वाला'],
      grades: 'लंबाई 6-9 cm, गहरी हरी, डंठल सहित, कोई लाल या टूटी मिर्च नहीं।',
      packing: '4 kg के हवादार कार्टन।',
      shelfLife: 'कोल्ड स्टोरेज में 2 से 3 हफ़्ते; कमरे के तापमान पर 3 से 4 दिन।',
      storageTemperature: storedAt('7', '10', '90-95').hi,
      minimumOrder: CHILLI_MINIMUM.hi,
    },
    mr: {
      name: 'हिरवी मिरची',
      description:
        'ताजी, चकचकीत जी-4 हिरवी मिरची, तिखट आणि स्वच्छ झणझणीतपणाची, तोडणीनंतर काही तासांतच प्रतवारी करून पॅक केलेली. 4 kg हवेशीर कार्टनमधून वर्षभर दुबईला पाठवली जाते.',
      varieties: ['जी-4', 'ज्वाला'],
      grades: 'लांबी 6-9 cm, गडद हिरवी, देठासह, लाल किंवा तुटलेली मिरची नाही.',
      packing: '4 kg हवेशीर कार्टन.',
      shelfLife: 'शीतगृहात 2 ते 3 आठवडे; खोलीच्या तापमानात 3 ते 4 दिवस.',
      storageTemperature: storedAt('7', '10', '90-95').mr,
      minimumOrder: CHILLI_MINIMUM.mr,
    },
    ar: {
      name: 'فلفل أخضر حار',
      description:
        'فلفل أخضر حار طازج لامع من صنف جي 4، بحرارة حادة نقية، يُصنّف ويُعبأ خلال ساعات من الحصاد. نشحنه إلى دبي طوال العام في كراتين مهوّاة 4 kg.',
      varieties: ['جي 4', 'جوالا'],
      grades: 'الطول 6-9 cm، أخضر داكن، بالعنق، بلا قرون حمراء أو مكسورة.',
      packing: 'كراتين مهوّاة 4 kg.',
      shelfLife: 'من 2 إلى 3 أسابيع في التخزين المبرد؛ ومن 3 إلى 4 أيام في حرارة الغرفة.',
      storageTemperature: storedAt('7', '10', '90-95').ar,
      minimumOrder: CHILLI_MINIMUM.ar,
    },
  },
};
