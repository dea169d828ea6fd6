import { setupI18n } from '@lingui/core';
import { messages as en } from '../locales/en/messages.po';

/**
 * The storefront's messages, through Lingui (decision 0052). English only for now, compiled
 * from its catalog by the build; the Tamil and Hindi catalogs are translated and checked
 * (`npm run messages:compile`) but not yet loaded by any page.
 */
export const i18n = setupI18n({ locale: 'en', messages: { en } });
