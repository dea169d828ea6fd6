import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';
import { LINGUI_CONFIG_PATH } from '../../lingui-macros.ts';
import { MESSAGE_PARTS } from '../../lingui.config.ts';
async function storefrontCatalogs() {
  const catalogs = await getCatalogs(getConfig({ configPath: LINGUI_CONFIG_PATH }));
  if (catalogs.length === 0) throw new Error('lingui.config.ts names no catalog');
  return catalogs;
}

describe('the storefront’s catalogs', () => {
  it('hold every message of the code, each translated into Tamil and Hindi', async () => {
    const catalogs = await storefrontCatalogs();
    expect(catalogs.map((catalog) => catalog.path.split('/').pop())).toEqual([
      'messages',
      ...Object.keys(MESSAGE_PARTS),
    ]);
    for (const catalog of catalogs) {
      const name = catalog.path.split('/').pop() ?? '';
      const inTheCode = Object.keys((await catalog.collect()) ?? {}).sort();
      if (name === 'messages') expect(inTheCode.length).toBeGreaterThan(0);
      const byLocale = await catalog.readAll();
      for (const locale of ['en', 'ta', 'hi']) {
        const messages = byLocale[locale] ?? {};
        const current = Object.keys(messages).filter((id) => !messages[id]?.obsolete);
        expect(current.sort(), `${locale}/${name}: the catalog's messages are the code's`).toEqual(inTheCode);
        // The build compiles an obsolete entry into its catalog all the same: a message moved to
        // another part would still weigh on the catalog it left (`messages:extract` cleans them).
        const obsolete = Object.keys(messages)
          .filter((id) => messages[id]?.obsolete)
          .map((id) => messages[id]?.message ?? id);
        expect(obsolete, `${locale}/${name}: messages the code no longer has`).toEqual([]);
        if (locale === 'en') continue;
        const untranslated = current
          .filter((id) => !messages[id]?.translation?.trim())
          .map((id) => messages[id]?.message ?? id);
        expect(untranslated, `${locale}/${name}: messages without a translation`).toEqual([]);
      }
    }
  });

  it('translate a message the same in every catalog that holds it', async () => {
    // A message's id is its English: the server's render holds every catalog in one, where the
    // last one's words would win, while the browser holds only the page's parts, so two
    // wordings would draw one page two ways and spoil its adoption.
    for (const locale of ['ta', 'hi']) {
      const wordings = new Map<string, Set<string>>();
      for (const catalog of await storefrontCatalogs()) {
        const messages = (await catalog.readAll())[locale] ?? {};
        for (const [id, message] of Object.entries(messages)) {
          if (message?.obsolete || !message?.translation) continue;
          wordings.set(id, (wordings.get(id) ?? new Set()).add(message.translation));
        }
      }
      const differing = [...wordings]
        .filter(([, texts]) => texts.size > 1)
        .map(([id, texts]) => [id, [...texts]]);
      expect(differing, `${locale}: messages worded differently in two catalogs`).toEqual([]);
    }
  });
});
