/**
 * The header's and footer's links. The type pages keep their published spelling
 * (`/custom/women/Pendants`) through `typePagePath`.
 */
import {
  COUPLE_RINGS_PATH,
  LUXURY_PENDANTS_PATH,
  TYPE_PAGE_KINDS,
  typePagePath,
  type TypePageGroup,
} from '@shop/shared/page-paths';

export interface NavLink {
  label: string;
  to: string;
}

export const SHOP_BY_CATEGORY: readonly NavLink[] = [
  { label: "Women's", to: '/category/women' },
  { label: "Men's", to: '/category/men' },
  { label: "Kid's", to: '/category/kids' },
];

const KIND_LABELS = { rings: 'Rings', bracelets: 'Bracelets', pendants: 'Pendants' } as const;

function jewelleryGroup(label: string, group: TypePageGroup) {
  return {
    label,
    links: TYPE_PAGE_KINDS.map((kind) => ({ label: KIND_LABELS[kind], to: typePagePath(group, kind) })),
  };
}

export const JEWELLERY_GROUPS: readonly { label: string; links: readonly NavLink[] }[] = [
  jewelleryGroup('Women', 'women'),
  jewelleryGroup('Men', 'men'),
  jewelleryGroup('Kids', 'kids'),
];

export const CONTACT_LINK: NavLink = { label: 'Contact Us', to: '/contact' };

export const FOOTER_QUICK_LINKS: readonly NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Design Your Own', to: '/custom' },
  { label: 'Couple Rings', to: COUPLE_RINGS_PATH },
  { label: 'Luxury Pendants', to: LUXURY_PENDANTS_PATH },
  CONTACT_LINK,
];

export const FOOTER_CATEGORIES: readonly NavLink[] = [
  { label: 'Women', to: '/category/women' },
  { label: 'Men', to: '/category/men' },
  { label: 'Kids', to: '/category/kids' },
  { label: 'Rings', to: '/category/rings' },
  { label: 'Pendants', to: '/category/pendants' },
];
