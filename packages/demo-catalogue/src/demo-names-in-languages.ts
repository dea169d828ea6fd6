/**
 * A demo piece's name for the Tamil and Hindi pages: what a shopper there would read on a shop
 * shelf ("பெயர் பொறித்த வெள்ளி மோதிரம்", "माणिक जड़ा सोने का पेंडेंट"), made from what the piece
 * is (kind, who it is for, metal, stone, personalisation) rather than translated from its
 * English name word by word. It draws nothing at random, so the English catalogue is the same
 * with or without it.
 */
import type { CustomizationType, ItemType, Material, PeopleCategory } from '@shop/shared/catalogue';

export type DemoStone = 'cz' | 'ruby' | 'emerald' | 'sapphire' | 'amethyst' | 'turquoise' | 'onyx' | 'pearl';

export interface DemoPieceFacts {
  itemType: ItemType;
  people: PeopleCategory;
  material: Material;
  /** The stone of the piece's look, if it has one. */
  stone?: DemoStone | undefined;
  customizationTypes: readonly CustomizationType[];
  /** The product category ('Wedding', 'Thayathu', 'Matil', …): it names some pieces. */
  category: string;
}

export interface DemoNamesInLanguages {
  nameTa: string;
  nameHi: string;
}

// ---------------------------------------------------------------------------------------------
// Tamil

/**
 * A noun ending in a vowel that modifies the next one ("தங்க", "வெள்ளி", "திருமண") doubles the
 * next word's hard consonant (க, ச, த, ப): தங்கப் பதக்கம், வெள்ளிக் கொலுசு, but தங்க மோதிரம்,
 * வெள்ளி ஜோடி, and காதல் தங்க (the modifier ends in a consonant).
 */
function taJoin(modifier: string, word: string): string {
  const first = word[0] ?? '';
  const endsInVowel = !modifier.endsWith('\u0BCD');
  return endsInVowel && 'கசதப'.includes(first) ? `${modifier}${first}\u0BCD ${word}` : `${modifier} ${word}`;
}

const TA_METAL: Readonly<Record<Material, string>> = { Gold: 'தங்க', Silver: 'வெள்ளி' };

const TA_NOUN: Readonly<Record<ItemType, string>> = {
  ring: 'மோதிரம்',
  pendant: 'பதக்கம்',
  bracelet: 'பிரேஸ்லெட்',
  chain: 'சங்கிலி',
  necklace: 'நெக்லஸ்',
  bangle: 'வளையல்கள்',
  kada: 'காப்பு',
  anklet: 'கொலுசு',
  'toe-ring': 'மெட்டி',
  earring: 'கம்மல்',
  stud: 'தோடு',
  'nose-pin': 'மூக்குத்தி',
};

/** Product categories with a word of their own. */
const TA_CATEGORY_NOUN: Readonly<Record<string, string>> = {
  'Dolar with Earings': 'டாலர் கம்மல் செட்',
  Thayathu: 'தாயத்து',
  Haaram: 'ஆரம்',
  Thanda: 'தண்டை',
  Matil: 'மாட்டல் கம்மல்',
};

const TA_PEOPLE: Readonly<Record<PeopleCategory, string | undefined>> = {
  women: undefined,
  men: 'ஆண்களுக்கான',
  kids: 'குழந்தைகளுக்கான',
  couples: undefined,
};

const TA_STONE: Readonly<Record<DemoStone, string>> = {
  cz: 'கல் பதித்த',
  ruby: 'மாணிக்கக் கல்',
  emerald: 'மரகதக் கல்',
  sapphire: 'நீலக் கல்',
  amethyst: 'செவ்வந்திக் கல்',
  turquoise: 'நீலப்பச்சைக் கல்',
  onyx: 'கருப்புக் கல்',
  pearl: 'முத்து பதித்த',
};

const TA_OCCASION: Readonly<Record<string, string>> = {
  Wedding: 'திருமண',
  Engagement: 'நிச்சயதார்த்த',
  Anniversary: 'திருமண நாள்',
  Promise: 'காதல்',
};

function taEngraved(types: readonly CustomizationType[]): string | undefined {
  const photo = types.includes('image') || types.includes('combined');
  const name = types.includes('engraving') || types.includes('combined');
  const print = types.includes('fingerprint');
  if (photo && name) return 'புகைப்படமும் பெயரும் பொறித்த';
  if (print && name) return 'கைரேகையும் பெயரும் பொறித்த';
  if (photo) return 'புகைப்படம் பொறித்த';
  if (print) return 'கைரேகை பொறித்த';
  if (name) return 'பெயர் பொறித்த';
  return undefined;
}

function tamilName(piece: DemoPieceFacts): string {
  const metal = TA_METAL[piece.material];
  const engraved = taEngraved(piece.customizationTypes);
  if (piece.people === 'couples') {
    const occasion = TA_OCCASION[piece.category];
    const metalRings = `${metal} ஜோடி மோதிரங்கள்`;
    return [engraved, occasion ? taJoin(occasion, metalRings) : metalRings].filter(Boolean).join(' ');
  }
  let noun = TA_CATEGORY_NOUN[piece.category] ?? TA_NOUN[piece.itemType];
  // A man's ear stud is a கடுக்கன்.
  if (piece.people === 'men' && piece.itemType === 'stud') noun = 'கடுக்கன்';
  const stone = engraved ? undefined : piece.stone && TA_STONE[piece.stone];
  return [TA_PEOPLE[piece.people], engraved ?? stone, taJoin(metal, noun)].filter(Boolean).join(' ');
}

// ---------------------------------------------------------------------------------------------
// Hindi

interface HiNoun {
  readonly word: string;
  readonly feminine?: boolean;
  readonly plural?: boolean;
}

/** का, की or के as the noun wants it: की for any feminine, के for masculine plural. */
function hiOf(noun: HiNoun): string {
  if (noun.feminine) return 'की';
  return noun.plural ? 'के' : 'का';
}

/** A participle agreeing with the noun: खुदा पेंडेंट, खुदी अंगूठी, खुदे टॉप्स. */
function hiAgree(stem: string, noun: HiNoun): string {
  if (noun.feminine) return `${stem}ी`;
  return noun.plural ? `${stem}े` : `${stem}ा`;
}

const HI_METAL: Readonly<Record<Material, string>> = { Gold: 'सोने', Silver: 'चाँदी' };

const HI_NOUN: Readonly<Record<ItemType, HiNoun>> = {
  ring: { word: 'अंगूठी', feminine: true },
  pendant: { word: 'पेंडेंट' },
  bracelet: { word: 'ब्रेसलेट' },
  chain: { word: 'चेन', feminine: true },
  necklace: { word: 'नेकलेस' },
  bangle: { word: 'चूड़ियाँ', feminine: true, plural: true },
  kada: { word: 'कड़ा' },
  anklet: { word: 'पायल', feminine: true },
  'toe-ring': { word: 'बिछिया', feminine: true },
  earring: { word: 'बालियाँ', feminine: true, plural: true },
  stud: { word: 'टॉप्स', plural: true },
  'nose-pin': { word: 'नोज़ पिन', feminine: true },
};

const HI_CATEGORY_NOUN: Readonly<Record<string, HiNoun>> = {
  'Dolar with Earings': { word: 'पेंडेंट और बाली सेट' },
  Thayathu: { word: 'तावीज़' },
  Haaram: { word: 'हार' },
  Matil: { word: 'सहारे वाली बालियाँ', feminine: true, plural: true },
};

const HI_PEOPLE: Readonly<Record<PeopleCategory, string | undefined>> = {
  women: undefined,
  men: 'पुरुषों',
  kids: 'बच्चों',
  couples: undefined,
};

/** What is set in the piece, before जड़ा/जड़ी/जड़े. */
const HI_STONE: Readonly<Record<DemoStone, string>> = {
  cz: 'नग',
  ruby: 'माणिक',
  emerald: 'पन्ना',
  sapphire: 'नीलम',
  amethyst: 'कटैला',
  turquoise: 'फ़िरोज़ा',
  onyx: 'काले नग',
  pearl: 'मोती',
};

const HI_OCCASION: Readonly<Record<string, string>> = {
  Wedding: 'शादी के लिए',
  Engagement: 'सगाई के लिए',
  Anniversary: 'सालगिरह के लिए',
  Promise: 'प्यार की निशानी',
};

/** What is engraved, before खुदा/खुदी/खुदे. */
function hiEngraved(types: readonly CustomizationType[]): string | undefined {
  const photo = types.includes('image') || types.includes('combined');
  const name = types.includes('engraving') || types.includes('combined');
  const print = types.includes('fingerprint');
  if (photo && name) return 'फ़ोटो और नाम';
  if (print && name) return 'नाम और उंगली की छाप';
  if (photo) return 'फ़ोटो';
  if (print) return 'उंगली की छाप';
  if (name) return 'नाम';
  return undefined;
}

function hindiName(piece: DemoPieceFacts): string {
  const engraved = hiEngraved(piece.customizationTypes);
  if (piece.people === 'couples') {
    const rings: HiNoun = { word: 'कपल अंगूठियाँ', feminine: true, plural: true };
    return [
      HI_OCCASION[piece.category],
      engraved && `${engraved} ${hiAgree('खुद', rings)}`,
      `${HI_METAL[piece.material]} ${hiOf(rings)} ${rings.word}`,
    ]
      .filter(Boolean)
      .join(' ');
  }
  let noun = HI_CATEGORY_NOUN[piece.category] ?? HI_NOUN[piece.itemType];
  if (piece.people === 'men' && piece.itemType === 'stud') noun = { word: 'स्टड' };
  const people = HI_PEOPLE[piece.people];
  const stone = piece.stone && HI_STONE[piece.stone];
  const detail = engraved ? `${engraved} ${hiAgree('खुद', noun)}` : stone && `${stone} ${hiAgree('जड़', noun)}`;
  return [
    people && `${people} ${hiOf(noun)}`,
    detail,
    `${HI_METAL[piece.material]} ${hiOf(noun)} ${noun.word}`,
  ]
    .filter(Boolean)
    .join(' ');
}

// ---------------------------------------------------------------------------------------------

/** A demo piece's Tamil and Hindi names, from what it is. */
export function demoNamesInLanguages(piece: DemoPieceFacts): DemoNamesInLanguages {
  return { nameTa: tamilName(piece), nameHi: hindiName(piece) };
}

/** The sample luxury pendants (LUXURY_PENDANTS, ids 501-508), each named after its English name. */
const LUXURY_PENDANT_NAMES: Readonly<Record<number, DemoNamesInLanguages>> = {
  // Sterling Silver Name Disc Pendant
  501: { nameTa: 'பெயர் பொறித்த வெள்ளி வட்டப் பதக்கம்', nameHi: 'नाम खुदा चाँदी का गोल पेंडेंट' },
  // Diamond Accent Open Heart Pendant
  502: {
    nameTa: 'வைரம் பதித்த இதய வடிவத் தங்கப் பதக்கம்',
    nameHi: 'हीरा जड़ा दिल के आकार का सोने का पेंडेंट',
  },
  // Lakshmi Lotus Gold Medallion
  503: { nameTa: 'லட்சுமி தாமரைத் தங்கப் பதக்கம்', nameHi: 'लक्ष्मी कमल वाला सोने का लॉकेट' },
  // Emerald Teardrop Gold Pendant
  504: {
    nameTa: 'மரகதக் கல் துளி வடிவத் தங்கப் பதக்கம்',
    nameHi: 'पन्ने की बूँद वाला सोने का पेंडेंट',
  },
  // Freshwater Pearl Drop Silver Pendant
  505: { nameTa: 'நன்னீர் முத்து வெள்ளிப் பதக்கம்', nameHi: 'मीठे पानी के मोती वाला चाँदी का पेंडेंट' },
  // Antique Silver Lotus Medallion
  506: { nameTa: 'பாரம்பரிய வெள்ளித் தாமரைப் பதக்கம்', nameHi: 'एंटीक चाँदी का कमल लॉकेट' },
  // Ruby Heart Silver Pendant
  507: {
    nameTa: 'மாணிக்கக் கல் இதய வெள்ளிப் பதக்கம்',
    nameHi: 'माणिक जड़ा दिल वाला चाँदी का पेंडेंट',
  },
  // Polished Gold Disc Pendant
  508: { nameTa: 'பளபளப்பான தங்க வட்டப் பதக்கம்', nameHi: 'चमकदार सोने का गोल पेंडेंट' },
};

/** A sample pendant's names: its own where written, else from its metal and personalisation. */
export function luxuryPendantNamesInLanguages(
  id: number,
  material: Material,
  customizationTypes: readonly CustomizationType[],
): DemoNamesInLanguages {
  return (
    LUXURY_PENDANT_NAMES[id] ??
    demoNamesInLanguages({
      itemType: 'pendant',
      people: 'women',
      material,
      customizationTypes,
      category: 'Pendants',
    })
  );
}
