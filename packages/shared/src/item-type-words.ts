/**
 * Each kind of piece as a Tamil or Hindi shopper reads it in the search overlay's suggestions,
 * which the server writes (the storefront's own words are its Lingui catalogs). English is
 * catalogue.ts ITEM_TYPE_LABELS.
 */
import type { ItemType } from './catalogue.ts';

export const ITEM_TYPE_LABELS_IN: Readonly<Record<'ta' | 'hi', Readonly<Record<ItemType, string>>>> = {
  ta: {
    ring: 'மோதிரங்கள்',
    pendant: 'பதக்கங்கள்',
    bracelet: 'பிரேஸ்லெட்டுகள்',
    chain: 'சங்கிலிகள்',
    necklace: 'நெக்லஸ்கள்',
    bangle: 'வளையல்கள்',
    kada: 'காப்புகள்',
    anklet: 'கொலுசுகள்',
    'toe-ring': 'மெட்டிகள்',
    earring: 'கம்மல்கள்',
    stud: 'தோடுகள்',
    'nose-pin': 'மூக்குத்திகள்',
  },
  hi: {
    ring: 'अंगूठियाँ',
    pendant: 'पेंडेंट',
    bracelet: 'ब्रेसलेट',
    chain: 'चेन',
    necklace: 'हार',
    bangle: 'चूड़ियाँ',
    kada: 'कड़े',
    anklet: 'पायल',
    'toe-ring': 'बिछिया',
    earring: 'झुमके और बालियाँ',
    stud: 'टॉप्स',
    'nose-pin': 'नथ और नोज़ पिन',
  },
};
