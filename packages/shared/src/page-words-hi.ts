/**
 * The shop's pages' words in Hindi, for the /hi/… pages: each title, description and
 * subtitle of pages.ts, keyed by its English there. The server reads them for the page's head
 * (title and description), and the storefront for the page's title and headings.
 */
export const PAGE_WORDS_HI: Readonly<Record<string, string>> = {
  // The home page
  'Personalised silver and gold jewellery': 'पर्सनलाइज़्ड चाँदी और सोने के गहने',
  'Jewels as unique as your love. Silver and gold rings, pendants, bracelets and chains, engraved with your words or your fingerprint, hallmarked and made in India.':
    'आपके प्यार जितने अनोखे गहने। चाँदी और सोने की अंगूठियाँ, पेंडेंट, ब्रेसलेट और चेन, आपके शब्दों या फ़िंगरप्रिंट के साथ, हॉलमार्क वाले और भारत में बने।',

  // Category pages
  "Women's Jewellery": 'महिलाओं के गहने',
  'Chains, rings, anklets, haarams and earrings in hallmarked silver and gold':
    'हॉलमार्क वाली चाँदी और सोने में चेन, अंगूठियाँ, पायल, हार और ईयररिंग',
  "Women's silver and gold jewellery: chains, rings, bracelets, pendants, metti, anklets, haarams, bangles and earrings, hallmarked and made in India.":
    'महिलाओं के चाँदी और सोने के गहने: चेन, अंगूठियाँ, ब्रेसलेट, पेंडेंट, बिछिया, पायल, हार, चूड़ियाँ और ईयररिंग, हॉलमार्क वाले और भारत में बने।',
  "Men's Jewellery": 'पुरुषों के गहने',
  'Chains, rings, kadas and bracelets with a bold, clean finish':
    'दमदार और साफ़ फ़िनिश वाली चेन, अंगूठियाँ, कड़े और ब्रेसलेट',
  "Men's silver and gold chains, rings, studs, bracelets, pendants and kadas, hallmarked and made to be worn every day.":
    'पुरुषों के लिए चाँदी और सोने की चेन, अंगूठियाँ, स्टड, ब्रेसलेट, पेंडेंट और कड़े, हॉलमार्क वाले और रोज़ पहनने के लिए बने।',
  "Kids' Jewellery": 'बच्चों के गहने',
  'Light, smooth and safe pieces for little ones': 'नन्हे-मुन्नों के लिए हल्के, चिकने और सुरक्षित गहने',
  "Kids' silver and gold anklets, thandai, bangles, studs, chains, rings and pendants: nickel-free, smooth-edged and gift ready.":
    'बच्चों के लिए चाँदी और सोने की पायल, पैरों के कड़े, चूड़ियाँ, स्टड, चेन, अंगूठियाँ और पेंडेंट: निकल-फ़्री, चिकने किनारे और तोहफ़े के लिए तैयार।',
  Rings: 'अंगूठियाँ',
  'Rings for her, for him, for little fingers and for two':
    'महिलाओं, पुरुषों, नन्ही उँगलियों और दो दिलों के लिए अंगूठियाँ',
  'Silver and gold rings for women, men, kids and couples, with engraving, fingerprint and combined personalisation.':
    'महिलाओं, पुरुषों, बच्चों और जोड़ों के लिए चाँदी और सोने की अंगूठियाँ: नाम खुदवाएँ, फ़िंगरप्रिंट लगवाएँ या दोनों साथ।',
  Pendants: 'पेंडेंट',
  'Pendants to engrave, to treasure and to give': 'नाम खुदवाने, सँजोकर रखने और तोहफ़े में देने के लिए पेंडेंट',
  'Silver and gold pendants for women, men and kids, personalised with a name, a photograph or an engraving.':
    'महिलाओं, पुरुषों और बच्चों के लिए चाँदी और सोने के पेंडेंट, जिन पर नाम, फ़ोटो या आपके शब्द खुदवाएँ।',

  // Type pages (/custom/{group}/{type})
  "Timeless Women's Rings": 'महिलाओं के लिए सदाबहार अंगूठियाँ',
  'Engrave a name, a date or a fingerprint inside a ring made for her':
    'उनके लिए बनी अंगूठी के अंदर नाम, तारीख़ या फ़िंगरप्रिंट खुदवाएँ',
  "Women's silver and gold rings, personalised with engraving, a fingerprint or both. Hallmarked, with complimentary sizing.":
    'महिलाओं के लिए चाँदी और सोने की अंगूठियाँ: नाम खुदवाएँ, फ़िंगरप्रिंट लगवाएँ या दोनों। हॉलमार्क वाली, साइज़ ठीक करना मुफ़्त।',
  "Luxurious Women's Bracelets": 'महिलाओं के लिए शानदार ब्रेसलेट',
  'Bracelets that carry a name, a date or a fingerprint': 'नाम, तारीख़ या फ़िंगरप्रिंट वाले ब्रेसलेट',
  "Women's silver and gold bracelets with engraving or fingerprint personalisation, hallmarked and gift boxed.":
    'नाम खुदवाने या फ़िंगरप्रिंट के साथ महिलाओं के चाँदी और सोने के ब्रेसलेट, हॉलमार्क वाले और गिफ़्ट बॉक्स में।',
  "Captivating Women's Pendants": 'महिलाओं के लिए मनमोहक पेंडेंट',
  'Pendants with a photograph or words close to the heart': 'फ़ोटो या दिल के क़रीब शब्दों वाले पेंडेंट',
  "Women's silver and gold pendants personalised with a photograph or an engraving, with a complimentary chain.":
    'फ़ोटो या खुदवाए शब्दों के साथ महिलाओं के चाँदी और सोने के पेंडेंट, साथ में चेन मुफ़्त।',
  "Distinguished Men's Rings": 'पुरुषों के लिए रौबदार अंगूठियाँ',
  'Signet and band rings with engraving or a fingerprint': 'नाम खुदवाने या फ़िंगरप्रिंट वाली सिग्नेट और बैंड अंगूठियाँ',
  "Men's silver and gold rings, personalised with engraving, a fingerprint or both. Hallmarked, with complimentary sizing.":
    'पुरुषों के लिए चाँदी और सोने की अंगूठियाँ: नाम खुदवाएँ, फ़िंगरप्रिंट लगवाएँ या दोनों। हॉलमार्क वाली, साइज़ ठीक करना मुफ़्त।',
  "Men's Distinctive Bracelets": 'पुरुषों के लिए ख़ास ब्रेसलेट',
  'Bold links and cuffs made personal': 'आपके अंदाज़ में बने दमदार चेन और कफ़ ब्रेसलेट',
  "Men's silver and gold bracelets with engraving or fingerprint personalisation and a 2-year warranty.":
    'नाम खुदवाने या फ़िंगरप्रिंट के साथ पुरुषों के चाँदी और सोने के ब्रेसलेट, 2 साल की वारंटी के साथ।',
  "Sophisticated Men's Pendants": 'पुरुषों के लिए स्टाइलिश पेंडेंट',
  'Tags and medallions with a photograph or an engraving': 'फ़ोटो या खुदे शब्दों वाले टैग और मेडलियन',
  "Men's silver and gold pendants personalised with a photograph or an engraving, with a complimentary chain.":
    'फ़ोटो या खुदवाए शब्दों के साथ पुरुषों के चाँदी और सोने के पेंडेंट, साथ में चेन मुफ़्त।',
  "Magical Kids' Rings": 'बच्चों के लिए प्यारी अंगूठियाँ',
  'Little rings with a fingerprint or a name': 'फ़िंगरप्रिंट या नाम वाली नन्ही अंगूठियाँ',
  "Kids' silver and gold rings, nickel-free and smooth, personalised with a fingerprint or an engraved name.":
    'बच्चों के लिए चाँदी और सोने की अंगूठियाँ, निकल-फ़्री और चिकनी, फ़िंगरप्रिंट या खुदे हुए नाम के साथ।',
  "Enchanted Kids' Bracelets": 'बच्चों के लिए सुंदर ब्रेसलेट',
  'Soft-edged bracelets for small wrists': 'छोटी कलाइयों के लिए मुलायम किनारों वाले ब्रेसलेट',
  "Kids' silver and gold bracelets, nickel-free and durable, personalised with an engraved name.":
    'बच्चों के लिए चाँदी और सोने के ब्रेसलेट, निकल-फ़्री और मज़बूत, खुदे हुए नाम के साथ।',
  "Magical Kids' Pendants": 'बच्चों के लिए प्यारे पेंडेंट',
  'Tiny pendants with a photograph or a name': 'फ़ोटो या नाम वाले नन्हे पेंडेंट',
  "Kids' silver and gold pendants on no-tangle chains, personalised with a photograph or an engraving.":
    'न उलझने वाली चेन पर बच्चों के चाँदी और सोने के पेंडेंट, फ़ोटो या खुदवाए शब्दों के साथ।',

  // Collections and personalisation
  'Couple Rings Collection': 'कपल रिंग कलेक्शन',
  'Promise, engagement, wedding and anniversary rings for two, in silver and gold, engraved with your names or fingerprints.':
    'प्रॉमिस, सगाई, शादी और सालगिरह के लिए जोड़े की अंगूठियाँ, चाँदी और सोने में, आपके नाम या फ़िंगरप्रिंट खुदवाकर।',
  'Luxury Pendants Collection': 'लग्ज़री पेंडेंट कलेक्शन',
  'Diamond, gold, pearl, gemstone and personalised pendants, from ₹4,500 to ₹18,500, hallmarked and gift boxed.':
    'हीरे, सोने, मोती, रत्न और पर्सनलाइज़्ड पेंडेंट, ₹4,500 से ₹18,500 तक, हॉलमार्क वाले और गिफ़्ट बॉक्स में।',
  'Design Your Own Jewellery': 'अपने गहने ख़ुद डिज़ाइन करें',
  'Personalise a ring, pendant or bracelet with an engraving, a fingerprint or a photograph, and see it before you buy.':
    'अंगूठी, पेंडेंट या ब्रेसलेट पर शब्द खुदवाएँ, फ़िंगरप्रिंट या फ़ोटो लगवाएँ, और ख़रीदने से पहले देख लें कि वह कैसा दिखेगा।',

  // The shop and its policies
  'Contact Us': 'संपर्क करें',
  'Visit, call or write to Velli & Thangam: store timings, address, phone and e-mail.':
    'Velli & Thangam की दुकान पर आएँ, फ़ोन करें या लिखें: दुकान का समय, पता, फ़ोन नंबर और ई-मेल।',
  'Ring Size Guide': 'रिंग साइज़ गाइड',
  'Find your Indian ring size: sizes 1 to 30 with inner diameter and circumference in millimetres, how to measure with a thread or a ring, and a sizer to print.':
    'अपना भारतीय रिंग साइज़ जानें: साइज़ 1 से 30 तक, अंदर का व्यास और घेरा मिलीमीटर में, धागे या अंगूठी से नापने का तरीक़ा, और प्रिंट करने के लिए साइज़र।',
  'Terms of Service': 'सेवा की शर्तें',
  'The terms on which the shop sells its personalised silver and gold jewellery.':
    'वे शर्तें जिन पर हमारी दुकान पर्सनलाइज़्ड चाँदी और सोने के गहने बेचती है।',
  'Privacy Policy': 'प्राइवेसी पॉलिसी',
  'What personal data the shop keeps, why, for how long, and what deleting an account erases.':
    'हमारी दुकान आपकी कौन-सी निजी जानकारी रखती है, क्यों और कितने समय तक, और खाता हटाने पर क्या मिट जाता है।',
  'Refund and Return Policy': 'रिफ़ंड और रिटर्न पॉलिसी',
  'Cancelling an order, returning a piece and how refunds are paid.':
    'ऑर्डर कैंसिल करना, गहना लौटाना, और रिफ़ंड कैसे मिलता है।',
  'Shipping Policy': 'शिपिंग पॉलिसी',
  'Where the shop delivers, how long a piece takes to arrive, and tracking.':
    'हम कहाँ डिलीवरी करते हैं, गहना पहुँचने में कितना समय लगता है, और उसे ट्रैक कैसे करें।',
  'Contact Information': 'संपर्क जानकारी',
  'The seller, its address and GSTIN, customer care and the grievance officer.':
    'विक्रेता, उसका पता और GSTIN, कस्टमर केयर और शिकायत अधिकारी।',

  // Search, cart and checkout
  'Search results': 'खोज के नतीजे',
  'Search the collection of personalised silver and gold jewellery.':
    'पर्सनलाइज़्ड चाँदी और सोने के गहनों के कलेक्शन में खोजें।',
  'Shopping Cart': 'शॉपिंग कार्ट',
  'The pieces in your cart, their personalisation and the total to pay.':
    'आपके कार्ट में रखे गहने, उन पर आपकी पसंद का डिज़ाइन, और चुकाने की कुल रक़म।',
  Checkout: 'चेकआउट',
  'Pay for your personalised jewellery securely by card or UPI.':
    'अपने लिए बनवाए गहनों का भुगतान कार्ड या UPI से सुरक्षित तरीक़े से करें।',
  'Your order': 'आपका ऑर्डर',
  'Where your order stands: its steps, the courier and when it should arrive.':
    'आपका ऑर्डर कहाँ तक पहुँचा: उसके चरण, कूरियर, और वह कब तक पहुँचेगा।',

  // The shopper's account
  'Sign In': 'साइन इन करें',
  'Sign in to your Velli & Thangam account to check out and see your details.':
    'चेकआउट करने और अपनी जानकारी देखने के लिए अपने Velli & Thangam खाते में साइन इन करें।',
  'Create Account': 'खाता बनाएँ',
  'Create a Velli & Thangam account to check out faster and keep your details.':
    'जल्दी चेकआउट करने और अपनी जानकारी सहेजकर रखने के लिए Velli & Thangam पर खाता बनाएँ।',
  'Reset Password': 'पासवर्ड रीसेट करें',
  'Get a verification code by e-mail to set a new password.':
    'नया पासवर्ड बनाने के लिए ई-मेल पर वेरिफ़िकेशन कोड पाएँ।',
  'Set New Password': 'नया पासवर्ड बनाएँ',
  'Set a new password for your account with the code we e-mailed you.':
    'हमने जो कोड ई-मेल किया है, उससे अपने खाते का नया पासवर्ड बनाएँ।',
  'My Profile': 'मेरी प्रोफ़ाइल',
  'Your name, contact details and address, and the settings of your account.':
    'आपका नाम, संपर्क जानकारी और पता, और आपके खाते की सेटिंग।',
  'My Wishlist': 'मेरी विशलिस्ट',
  'The pieces you saved with the heart, at today’s prices.': 'दिल पर टैप करके आपने जो गहने सहेजे, आज के दाम पर।',

  // Addresses that show nothing
  'Page not found': 'पेज नहीं मिला',
  'This page does not exist. The link may be old, or the piece may have left the collection.':
    'यह पेज मौजूद नहीं है। हो सकता है लिंक पुराना हो, या वह गहना अब हमारे कलेक्शन में न हो।',
  'Piece not found': 'गहना नहीं मिला',
  'We could not find this piece: it may have left the collection.':
    'हमें यह गहना नहीं मिला: हो सकता है यह अब हमारे कलेक्शन में न हो।',
  'Preview not found': 'प्रीव्यू नहीं मिला',
  'This preview does not exist. The link may be mistyped, or nobody opened it for 90 days.':
    'यह प्रीव्यू मौजूद नहीं है। हो सकता है लिंक ग़लत टाइप हुआ हो, या 90 दिनों से किसी ने इसे खोला न हो।',
  'Customize Your Ring': 'अपनी अंगूठी डिज़ाइन करें',
  'Engrave a message in script, block or roman letters, or your fingerprint, on a silver or gold ring, with a live preview.':
    'चाँदी या सोने की अंगूठी पर स्क्रिप्ट, ब्लॉक या रोमन अक्षरों में संदेश या अपना फ़िंगरप्रिंट खुदवाएँ, लाइव प्रीव्यू के साथ।',
};
