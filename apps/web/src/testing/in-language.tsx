import type { Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import type { Language } from '@shop/shared/languages';
import { i18nFor } from '../lib/i18n.ts';
import { messages as en } from '../locales/en/messages.po';
import { messages as hi } from '../locales/hi/messages.po';
import { messages as ta } from '../locales/ta/messages.po';

const CATALOGS: Readonly<Record<Language, Messages>> = { en, ta, hi };

/** A wrapper for `render`: the part in a language, from that language's compiled catalog. */
export function inLanguage(language: Language) {
  const i18n = i18nFor(language, CATALOGS[language]);
  return function Messages({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  };
}
