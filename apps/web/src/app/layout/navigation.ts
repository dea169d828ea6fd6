/**
 * The header's and footer's links, their labels messages of the shop's languages (decision
 * 0052). The type pages keep their published spelling (`/custom/women/Pendants`) through
 * `typePagePath`.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  COUPLE_RINGS_PATH,
  LUXURY_PENDANTS_PATH,
  TYPE_PAGE_KINDS,
  typePagePath,
  type TypePageGroup,
} from '@shop/shared/page-paths';

export interface NavLink {
  label: MessageDescriptor;
  to: string;
}

export const SHOP_BY_CATEGORY: readonly NavLink[] = [
  { label: msg`Women's`, to: '/category/women' },
  { label: msg`Men's`, to: '/category/men' },
  { label: msg`Kid's`, to: '/category/kids' },
];

const KIND_LABELS = { rings: msg`Rings`, bracelets: msg`Bracelets`, pendants: msg`Pendants` } as const;

function jewelleryGroup(label: MessageDescriptor, group: TypePageGroup) {
  return {
    label,
    links: TYPE_PAGE_KINDS.map((kind) => ({ label: KIND_LABELS[kind], to: typePagePath(group, kind) })),
  };
}

export const JEWELLERY_GROUPS: readonly { label: MessageDescriptor; links: readonly NavLink[] }[] = [
  jewelleryGroup(msg`Women`, 'women'),
  jewelleryGroup(msg`Men`, 'men'),
  jewelleryGroup(msg`Kids`, 'kids'),
];

export const CONTACT_LINK: NavLink = { label: msg`Contact Us`, to: '/contact' };

export const FOOTER_QUICK_LINKS: readonly NavLink[] = [
  { label: msg`Home`, to: '/' },
  { label: msg`Design Your Own`, to: '/custom' },
  { label: msg`Couple Rings`, to: COUPLE_RINGS_PATH },
  { label: msg`Luxury Pendants`, to: LUXURY_PENDANTS_PATH },
  CONTACT_LINK,
];

export const FOOTER_CATEGORIES: readonly NavLink[] = [
  { label: msg`Women`, to: '/category/women' },
  { label: msg`Men`, to: '/category/men' },
  { label: msg`Kids`, to: '/category/kids' },
  { label: msg`Rings`, to: '/category/rings' },
  { label: msg`Pendants`, to: '/category/pendants' },
];
