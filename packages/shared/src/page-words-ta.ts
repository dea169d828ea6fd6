/**
 * The shop's pages' words in Tamil, for the /ta/… pages: each title, description and
 * subtitle of pages.ts, keyed by its English there. The server reads them for the page's head
 * (title and description), and the storefront for the page's title and headings.
 */
export const PAGE_WORDS_TA: Readonly<Record<string, string>> = {
  // The home page
  'Personalised silver and gold jewellery': 'பெயர் பொறித்த வெள்ளி, தங்க நகைகள்',
  'Jewels as unique as your love. Silver and gold rings, pendants, bracelets and chains, engraved with your words or your fingerprint, hallmarked and made in India.':
    'உங்கள் அன்பைப் போலவே தனித்துவமான நகைகள். உங்கள் வார்த்தைகள் அல்லது விரல் ரேகை பொறித்த வெள்ளி, தங்க மோதிரங்கள், பதக்கங்கள், பிரேஸ்லெட்டுகள், சங்கிலிகள்; ஹால்மார்க் செய்யப்பட்டவை, இந்தியாவில் செய்யப்பட்டவை.',

  // Category pages
  "Women's Jewellery": 'பெண்களுக்கான நகைகள்',
  'Chains, rings, anklets, haarams and earrings in hallmarked silver and gold':
    'ஹால்மார்க் செய்யப்பட்ட வெள்ளியிலும் தங்கத்திலும் சங்கிலிகள், மோதிரங்கள், கொலுசு, ஹாரம், கம்மல்கள்',
  "Women's silver and gold jewellery: chains, rings, bracelets, pendants, metti, anklets, haarams, bangles and earrings, hallmarked and made in India.":
    'பெண்களுக்கான வெள்ளி, தங்க நகைகள்: சங்கிலி, மோதிரம், பிரேஸ்லெட், பதக்கம், மெட்டி, கொலுசு, ஹாரம், வளையல், கம்மல்; ஹால்மார்க் செய்யப்பட்டவை, இந்தியாவில் செய்யப்பட்டவை.',
  "Men's Jewellery": 'ஆண்களுக்கான நகைகள்',
  'Chains, rings, kadas and bracelets with a bold, clean finish':
    'கம்பீரமான, நேர்த்தியான வேலைப்பாட்டில் சங்கிலிகள், மோதிரங்கள், காப்புகள், பிரேஸ்லெட்டுகள்',
  "Men's silver and gold chains, rings, studs, bracelets, pendants and kadas, hallmarked and made to be worn every day.":
    'ஆண்களுக்கான வெள்ளி, தங்கச் சங்கிலிகள், மோதிரங்கள், கடுக்கன்கள், பிரேஸ்லெட்டுகள், பதக்கங்கள், காப்புகள்; ஹால்மார்க் செய்யப்பட்டவை, தினமும் அணிய ஏற்றவை.',
  "Kids' Jewellery": 'குழந்தைகளுக்கான நகைகள்',
  'Light, smooth and safe pieces for little ones': 'சின்னஞ்சிறு குழந்தைகளுக்கு லேசான, மென்மையான, பாதுகாப்பான நகைகள்',
  "Kids' silver and gold anklets, thandai, bangles, studs, chains, rings and pendants: nickel-free, smooth-edged and gift ready.":
    'குழந்தைகளுக்கான வெள்ளி, தங்கக் கொலுசு, தண்டை, வளையல், தோடு, சங்கிலி, மோதிரம், பதக்கம்: நிக்கல் இல்லாதவை, மென்மையான விளிம்புடன், பரிசளிக்கத் தயார்.',
  Rings: 'மோதிரங்கள்',
  'Rings for her, for him, for little fingers and for two':
    'அவளுக்கு, அவனுக்கு, பிஞ்சு விரல்களுக்கு, இருவருக்குமான மோதிரங்கள்',
  'Silver and gold rings for women, men, kids and couples, with engraving, fingerprint and combined personalisation.':
    'பெண்கள், ஆண்கள், குழந்தைகள், தம்பதியருக்கான வெள்ளி, தங்க மோதிரங்கள்: பெயர் பொறித்து, விரல் ரேகையுடன், அல்லது இரண்டும் சேர்த்து.',
  Pendants: 'பதக்கங்கள்',
  'Pendants to engrave, to treasure and to give': 'பெயர் பொறிக்க, பொக்கிஷமாய்ப் போற்ற, பரிசளிக்கப் பதக்கங்கள்',
  'Silver and gold pendants for women, men and kids, personalised with a name, a photograph or an engraving.':
    'பெண்கள், ஆண்கள், குழந்தைகளுக்கான வெள்ளி, தங்கப் பதக்கங்கள்: பெயர், புகைப்படம் அல்லது நீங்கள் விரும்பும் வார்த்தைகள் பொறித்து.',

  // Type pages (/custom/{group}/{type})
  "Timeless Women's Rings": 'பெண்களுக்கான என்றும் அழகிய மோதிரங்கள்',
  'Engrave a name, a date or a fingerprint inside a ring made for her':
    'அவளுக்காகச் செய்த மோதிரத்தின் உள்ளே ஒரு பெயர், ஒரு நாள் அல்லது விரல் ரேகையைப் பொறித்திடுங்கள்',
  "Women's silver and gold rings, personalised with engraving, a fingerprint or both. Hallmarked, with complimentary sizing.":
    'பெண்களுக்கான வெள்ளி, தங்க மோதிரங்கள்: பெயர் பொறித்து, விரல் ரேகையுடன் அல்லது இரண்டும். ஹால்மார்க் செய்யப்பட்டவை, அளவு சரிசெய்தல் இலவசம்.',
  "Luxurious Women's Bracelets": 'பெண்களுக்கான ஆடம்பர பிரேஸ்லெட்டுகள்',
  'Bracelets that carry a name, a date or a fingerprint':
    'ஒரு பெயர், ஒரு நாள் அல்லது விரல் ரேகை தாங்கும் பிரேஸ்லெட்டுகள்',
  "Women's silver and gold bracelets with engraving or fingerprint personalisation, hallmarked and gift boxed.":
    'பெயர் பொறித்த அல்லது விரல் ரேகை பதித்த பெண்களுக்கான வெள்ளி, தங்க பிரேஸ்லெட்டுகள்; ஹால்மார்க் செய்யப்பட்டவை, பரிசுப் பெட்டியில்.',
  "Captivating Women's Pendants": 'பெண்களுக்கான மனம் கவரும் பதக்கங்கள்',
  'Pendants with a photograph or words close to the heart':
    'புகைப்படம் அல்லது மனதுக்கு நெருக்கமான வார்த்தைகளுடன் பதக்கங்கள்',
  "Women's silver and gold pendants personalised with a photograph or an engraving, with a complimentary chain.":
    'புகைப்படம் அல்லது பொறித்த வார்த்தைகளுடன் பெண்களுக்கான வெள்ளி, தங்கப் பதக்கங்கள்; உடன் சங்கிலி இலவசம்.',
  "Distinguished Men's Rings": 'ஆண்களுக்கான கம்பீரமான மோதிரங்கள்',
  'Signet and band rings with engraving or a fingerprint':
    'பெயர் பொறித்த அல்லது விரல் ரேகை பதித்த முத்திரை மோதிரங்களும் பட்டை மோதிரங்களும்',
  "Men's silver and gold rings, personalised with engraving, a fingerprint or both. Hallmarked, with complimentary sizing.":
    'ஆண்களுக்கான வெள்ளி, தங்க மோதிரங்கள்: பெயர் பொறித்து, விரல் ரேகையுடன் அல்லது இரண்டும். ஹால்மார்க் செய்யப்பட்டவை, அளவு சரிசெய்தல் இலவசம்.',
  "Men's Distinctive Bracelets": 'ஆண்களுக்கான தனித்துவமான பிரேஸ்லெட்டுகள்',
  'Bold links and cuffs made personal': 'உங்களுக்கென உருவாகும் கம்பீரமான சங்கிலி, காப்பு பிரேஸ்லெட்டுகள்',
  "Men's silver and gold bracelets with engraving or fingerprint personalisation and a 2-year warranty.":
    'பெயர் பொறித்த அல்லது விரல் ரேகை பதித்த ஆண்களுக்கான வெள்ளி, தங்க பிரேஸ்லெட்டுகள்; 2 ஆண்டு உத்தரவாதத்துடன்.',
  "Sophisticated Men's Pendants": 'ஆண்களுக்கான நேர்த்தியான பதக்கங்கள்',
  'Tags and medallions with a photograph or an engraving':
    'புகைப்படம் அல்லது பொறித்த வார்த்தைகளுடன் டேக், வட்டப் பதக்கங்கள்',
  "Men's silver and gold pendants personalised with a photograph or an engraving, with a complimentary chain.":
    'புகைப்படம் அல்லது பொறித்த வார்த்தைகளுடன் ஆண்களுக்கான வெள்ளி, தங்கப் பதக்கங்கள்; உடன் சங்கிலி இலவசம்.',
  "Magical Kids' Rings": 'குழந்தைகளுக்கான செல்ல மோதிரங்கள்',
  'Little rings with a fingerprint or a name': 'விரல் ரேகை அல்லது பெயர் பொறித்த குட்டி மோதிரங்கள்',
  "Kids' silver and gold rings, nickel-free and smooth, personalised with a fingerprint or an engraved name.":
    'குழந்தைகளுக்கான வெள்ளி, தங்க மோதிரங்கள்: நிக்கல் இல்லாதவை, மென்மையானவை, விரல் ரேகை அல்லது பெயர் பொறித்து.',
  "Enchanted Kids' Bracelets": 'குழந்தைகளுக்கான அழகிய பிரேஸ்லெட்டுகள்',
  'Soft-edged bracelets for small wrists': 'பிஞ்சுக் கைகளுக்கு மென்மையான விளிம்புள்ள பிரேஸ்லெட்டுகள்',
  "Kids' silver and gold bracelets, nickel-free and durable, personalised with an engraved name.":
    'குழந்தைகளுக்கான வெள்ளி, தங்க பிரேஸ்லெட்டுகள்: நிக்கல் இல்லாதவை, நீடித்து உழைப்பவை, பெயர் பொறித்து.',
  "Magical Kids' Pendants": 'குழந்தைகளுக்கான செல்லப் பதக்கங்கள்',
  'Tiny pendants with a photograph or a name': 'புகைப்படம் அல்லது பெயருடன் குட்டிப் பதக்கங்கள்',
  "Kids' silver and gold pendants on no-tangle chains, personalised with a photograph or an engraving.":
    'சிக்கல் விழாத சங்கிலியுடன் குழந்தைகளுக்கான வெள்ளி, தங்கப் பதக்கங்கள்; புகைப்படம் அல்லது பொறித்த வார்த்தைகளுடன்.',

  // Collections and personalisation
  'Couple Rings Collection': 'ஜோடி மோதிரங்களின் தொகுப்பு',
  'Promise, engagement, wedding and anniversary rings for two, in silver and gold, engraved with your names or fingerprints.':
    'வாக்குறுதி, நிச்சயதார்த்தம், திருமணம், திருமண நாளுக்கான ஜோடி மோதிரங்கள், வெள்ளியிலும் தங்கத்திலும், உங்கள் பெயர்கள் அல்லது விரல் ரேகைகள் பொறித்து.',
  'Luxury Pendants Collection': 'ஆடம்பரப் பதக்கங்களின் தொகுப்பு',
  'Diamond, gold, pearl, gemstone and personalised pendants, from ₹4,500 to ₹18,500, hallmarked and gift boxed.':
    'வைரம், தங்கம், முத்து, ரத்தினக்கல், பெயர் பொறித்த பதக்கங்கள், ₹4,500 முதல் ₹18,500 வரை; ஹால்மார்க் செய்யப்பட்டவை, பரிசுப் பெட்டியில்.',
  'Design Your Own Jewellery': 'உங்கள் நகையை நீங்களே வடிவமையுங்கள்',
  'Personalise a ring, pendant or bracelet with an engraving, a fingerprint or a photograph, and see it before you buy.':
    'மோதிரம், பதக்கம் அல்லது பிரேஸ்லெட்டில் வார்த்தைகள், விரல் ரேகை அல்லது புகைப்படம் பொறித்திடுங்கள்; வாங்கும் முன்பே அது எப்படி இருக்கும் என்று பாருங்கள்.',

  // The shop and its policies
  'Contact Us': 'எங்களைத் தொடர்புகொள்ளுங்கள்',
  'Visit, call or write to Velli & Thangam: store timings, address, phone and e-mail.':
    'Velli & Thangam கடைக்கு வாருங்கள், அழையுங்கள் அல்லது எழுதுங்கள்: கடை நேரம், முகவரி, தொலைபேசி, மின்னஞ்சல்.',
  'Ring Size Guide': 'மோதிர அளவு வழிகாட்டி',
  'Find your Indian ring size: sizes 1 to 30 with inner diameter and circumference in millimetres, how to measure with a thread or a ring, and a sizer to print.':
    'உங்கள் இந்திய மோதிர அளவைக் கண்டறியுங்கள்: 1 முதல் 30 வரை அளவுகள், உள் விட்டமும் சுற்றளவும் மில்லிமீட்டரில், நூல் அல்லது மோதிரத்தால் அளக்கும் முறை, அச்சிட ஓர் அளவுகோல்.',
  'Terms of Service': 'சேவை விதிமுறைகள்',
  'The terms on which the shop sells its personalised silver and gold jewellery.':
    'எங்கள் கடை பெயர் பொறித்த வெள்ளி, தங்க நகைகளை விற்கும் விதிமுறைகள்.',
  'Privacy Policy': 'தனியுரிமைக் கொள்கை',
  'What personal data the shop keeps, why, for how long, and what deleting an account erases.':
    'எங்கள் கடை என்னென்ன தனிப்பட்ட தகவல்களை, ஏன், எவ்வளவு காலம் வைத்திருக்கிறது; கணக்கை நீக்கினால் எவை அழியும்.',
  'Refund and Return Policy': 'ரீஃபண்ட், திருப்பி அனுப்புதல் கொள்கை',
  'Cancelling an order, returning a piece and how refunds are paid.':
    'ஆர்டரை ரத்து செய்வது, நகையைத் திருப்பி அனுப்புவது, ரீஃபண்ட் எப்படி வழங்கப்படும் என்பது.',
  'Shipping Policy': 'டெலிவரி கொள்கை',
  'Where the shop delivers, how long a piece takes to arrive, and tracking.':
    'கடை எங்கெல்லாம் டெலிவரி செய்கிறது, நகை வந்து சேர எத்தனை நாள் ஆகும், அதை எப்படிப் பின்தொடர்வது.',
  'Contact Information': 'தொடர்பு விவரங்கள்',
  'The seller, its address and GSTIN, customer care and the grievance officer.':
    'விற்பனையாளர், அதன் முகவரி, GSTIN, வாடிக்கையாளர் சேவை, குறைதீர்ப்பு அலுவலர்.',

  // Search, cart and checkout
  'Search results': 'தேடல் முடிவுகள்',
  'Search the collection of personalised silver and gold jewellery.':
    'பெயர் பொறித்த வெள்ளி, தங்க நகைகளின் தொகுப்பில் தேடுங்கள்.',
  'Shopping Cart': 'உங்கள் கூடை',
  'The pieces in your cart, their personalisation and the total to pay.':
    'உங்கள் கூடையில் உள்ள நகைகள், அவற்றில் நீங்கள் தேர்ந்த வடிவமைப்பு, செலுத்த வேண்டிய மொத்தத் தொகை.',
  Checkout: 'பணம் செலுத்துதல்',
  'Pay for your personalised jewellery securely by card or UPI.':
    'உங்களுக்காகச் செய்யும் நகைகளுக்கு கார்டு அல்லது UPI மூலம் பாதுகாப்பாகப் பணம் செலுத்துங்கள்.',
  'Your order': 'உங்கள் ஆர்டர்',
  'Where your order stands: its steps, the courier and when it should arrive.':
    'உங்கள் ஆர்டர் எந்த நிலையில் உள்ளது: அதன் படிகள், கூரியர், எப்போது வந்து சேரும்.',

  // The shopper's account
  'Sign In': 'உள்நுழைக',
  'Sign in to your Velli & Thangam account to check out and see your details.':
    'பணம் செலுத்தவும் உங்கள் விவரங்களைப் பார்க்கவும் உங்கள் Velli & Thangam கணக்கில் உள்நுழையுங்கள்.',
  'Create Account': 'கணக்கைத் தொடங்குங்கள்',
  'Create a Velli & Thangam account to check out faster and keep your details.':
    'விரைவாகப் பணம் செலுத்தவும் உங்கள் விவரங்களைச் சேமிக்கவும் Velli & Thangam கணக்கைத் தொடங்குங்கள்.',
  'Reset Password': 'கடவுச்சொல் மீட்பு',
  'Get a verification code by e-mail to set a new password.':
    'புதிய கடவுச்சொல்லை அமைக்க, மின்னஞ்சலில் சரிபார்ப்புக் குறியீட்டைப் பெறுங்கள்.',
  'Set New Password': 'புதிய கடவுச்சொல்லை அமையுங்கள்',
  'Set a new password for your account with the code we e-mailed you.':
    'நாங்கள் மின்னஞ்சலில் அனுப்பிய குறியீட்டைக் கொண்டு உங்கள் கணக்குக்குப் புதிய கடவுச்சொல்லை அமையுங்கள்.',
  'My Profile': 'என் சுயவிவரம்',
  'Your name, contact details and address, and the settings of your account.':
    'உங்கள் பெயர், தொடர்பு விவரங்கள், முகவரி, உங்கள் கணக்கின் அமைப்புகள்.',
  'My Wishlist': 'என் விருப்பப் பட்டியல்',
  'The pieces you saved with the heart, at today’s prices.':
    'இதயக் குறியைத் தொட்டு நீங்கள் சேமித்த நகைகள், இன்றைய விலையில்.',

  // Addresses that show nothing
  'Page not found': 'பக்கம் கிடைக்கவில்லை',
  'This page does not exist. The link may be old, or the piece may have left the collection.':
    'இந்தப் பக்கம் இல்லை. இணைப்பு பழையதாக இருக்கலாம், அல்லது அந்த நகை இப்போது எங்கள் தொகுப்பில் இல்லாமல் இருக்கலாம்.',
  'Piece not found': 'நகை கிடைக்கவில்லை',
  'We could not find this piece: it may have left the collection.':
    'இந்த நகையைக் கண்டுபிடிக்க முடியவில்லை: இது இப்போது எங்கள் தொகுப்பில் இல்லாமல் இருக்கலாம்.',
  'Preview not found': 'முன்னோட்டம் கிடைக்கவில்லை',
  'This preview does not exist. The link may be mistyped, or nobody opened it for 90 days.':
    'இந்த முன்னோட்டம் இல்லை. இணைப்பு தவறாகத் தட்டச்சு செய்யப்பட்டிருக்கலாம், அல்லது 90 நாட்களாக யாரும் அதைத் திறக்காமல் இருந்திருக்கலாம்.',
  'Customize Your Ring': 'உங்கள் மோதிரத்தை வடிவமையுங்கள்',
  'Engrave a message in script, block or roman letters, or your fingerprint, on a silver or gold ring, with a live preview.':
    'வெள்ளி அல்லது தங்க மோதிரத்தில் உங்கள் வார்த்தைகளை அழகிய எழுத்துகளில், அல்லது உங்கள் விரல் ரேகையைப் பொறியுங்கள்; செய்வதற்கு முன்பே நேரலையில் பாருங்கள்.',
};
