import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';
import { LINGUI_CONFIG_PATH } from '../../lingui-macros.ts';
async function storefrontCatalog() {
  const [catalog] = await getCatalogs(getConfig({ configPath: LINGUI_CONFIG_PATH }));
  if (!catalog) throw new Error('lingui.config.ts names no catalog');
  return catalog;
}

describe('the storefront’s catalogs', () => {
  it('hold every message of the code, each translated into Tamil and Hindi', async () => {
    const catalog = await storefrontCatalog();
    const inTheCode = Object.keys((await catalog.collect()) ?? {}).sort();
    expect(inTheCode.length).toBeGreaterThan(0);
    const catalogs = await catalog.readAll();
    for (const locale of ['en', 'ta', 'hi']) {
      const messages = catalogs[locale] ?? {};
      const current = Object.keys(messages).filter((id) => !messages[id]?.obsolete);
      expect(current.sort(), `${locale}: the catalog's messages are the code's`).toEqual(inTheCode);
      if (locale === 'en') continue;
      const untranslated = current
        .filter((id) => !messages[id]?.translation?.trim())
        .map((id) => messages[id]?.message ?? id);
      expect(untranslated, `${locale}: messages without a translation`).toEqual([]);
    }
  });
});
