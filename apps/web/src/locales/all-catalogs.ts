import type { Messages } from '@lingui/core';
import type { Language } from '@shop/shared/languages';
import { messages as enAccount } from './en/account.po';
import { messages as enCart } from './en/cart.po';
import { messages as enFooter } from './en/footer.po';
import { messages as enGuides } from './en/guides.po';
import { messages as en } from './en/messages.po';
import { messages as enPersonalisation } from './en/personalisation.po';
import { messages as hiAccount } from './hi/account.po';
import { messages as hiCart } from './hi/cart.po';
import { messages as hiFooter } from './hi/footer.po';
import { messages as hiGuides } from './hi/guides.po';
import { messages as hi } from './hi/messages.po';
import { messages as hiPersonalisation } from './hi/personalisation.po';
import { messages as taAccount } from './ta/account.po';
import { messages as taCart } from './ta/cart.po';
import { messages as taFooter } from './ta/footer.po';
import { messages as taGuides } from './ta/guides.po';
import { messages as ta } from './ta/messages.po';
import { messages as taPersonalisation } from './ta/personalisation.po';

/**
 * Every catalog of each language, the first visit's and each part's (lingui.config.ts): the
 * server renders any page, and so do the tests. The browser loads them one by one
 * (lib/i18n.ts).
 */
export const ALL_CATALOGS: Readonly<Record<Language, readonly Messages[]>> = {
  en: [en, enCart, enPersonalisation, enAccount, enFooter, enGuides],
  ta: [ta, taCart, taPersonalisation, taAccount, taFooter, taGuides],
  hi: [hi, hiCart, hiPersonalisation, hiAccount, hiFooter, hiGuides],
};
