import { transformAsync } from '@babel/core';
import { getConfig } from '@lingui/conf';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The storefront's Lingui configuration, wherever the build or the tests are started from. */
export const LINGUI_CONFIG_PATH = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lingui.config.ts');

/**
 * Lingui's macros (`@lingui/core/macro`, `@lingui/react/macro`) turned into runtime calls with
 * message ids before Vite's own transform. Vite 8's React plugin no longer runs Babel, and
 * Rolldown's Babel plugin asks for Node 22: this runs Lingui's Babel plugin on the modules
 * that import a macro, and on those only.
 */
export function linguiMacros(): Plugin {
  const linguiConfig = getConfig({ configPath: LINGUI_CONFIG_PATH });
  return {
    name: 'lingui-macros',
    enforce: 'pre',
    transform: {
      filter: { id: /\.[jt]sx?$/, code: /@lingui\/(core|react)\/macro/ },
      async handler(code, id) {
        const result = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: ['jsx', 'typescript'] },
          plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]],
        });
        if (!result?.code) return null;
        return { code: result.code, map: result.map };
      },
    },
  };
}
