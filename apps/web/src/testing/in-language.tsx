import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import type { Language } from '@shop/shared/languages';
import { allMessagesOf, i18nFor } from '../lib/i18n.ts';
import { ALL_CATALOGS } from '../locales/all-catalogs.ts';

/** A wrapper for `render`: the part in a language, from that language's compiled catalogs. */
export function inLanguage(language: Language) {
  const i18n = i18nFor(language, allMessagesOf(ALL_CATALOGS[language]));
  return function Messages({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  };
}
