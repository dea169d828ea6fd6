import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { compression } from 'vite-plugin-compression2';
import { defineConfig, parseSync, type Plugin, type ProxyOptions } from 'vite';
import { LINGUI_CONFIG_PATH, linguiMacros } from './lingui-macros.ts';

const SHOP_SERVER = 'http://127.0.0.1:3000';

// The account calls share their paths with the account pages (`POST /login`, `GET /login`):
// the server gets the calls, and Vite keeps serving the page a browser asks for.
const ACCOUNT_CALLS = [
  '/login',
  '/register',
  '/reset-password-request',
  '/reset-password-verify',
  '/auth/google',
  '/user/profile',
  '/logout',
];
const accountCall: ProxyOptions = {
  target: SHOP_SERVER,
  bypass: (request) =>
    request.method === 'GET' && request.headers.accept?.includes('text/html') ? request.url : undefined,
};

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    linguiMacros(),
    // The catalogs a module imports, compiled; a message without its translation fails the build.
    lingui({ configPath: LINGUI_CONFIG_PATH, failOnMissing: true, failOnCompileError: true }),
    react(),
    tailwindcss(),
    ...(isSsrBuild
      ? []
      : [
          routerWithoutWarnings(),
          compressedCopies(),
          preloadDisplayFont(),
          inlineStylesheet(),
          scriptsAfterPictures(),
          languageCatalogs(),
        ]),
  ],
  resolve: {
    // Exactly `zod`, not its subpaths: the module it points to imports `zod/v4` itself.
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('../../packages/shared/src/zod-without-eval.ts', import.meta.url)),
      },
    ],
  },
  // The server render carries its libraries (React, the router, TanStack Query) with it, so it
  // runs from wherever the build is put (WEB_DIST), not only beside this app's node_modules.
  ssr: { noExternal: true },
  // Bundled, React keeps both its builds and picks one by NODE_ENV when it runs; the build's
  // mode decides instead, so the server renders with the production build whatever it is told.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode) } : {},
  server: {
    // `npm run dev` in apps/web talks to the shop server started with `npm run dev` at the root.
    proxy: {
      '/api': SHOP_SERVER,
      '/images': SHOP_SERVER,
      ...Object.fromEntries(ACCOUNT_CALLS.map((path) => [path, accountCall])),
    },
  },
  build: {
    target: 'es2022',
    // Browsers read <link rel="modulepreload"> themselves, all but Safari before 17, where a
    // page still loads, one request later. The polyfill's 200 gzipped bytes on the first visit
    // pay for the router's entries of the pages loaded later (decision 0008).
    modulePreload: { polyfill: false },
    // A font stays a file of its own, however small (the language switch's are 1 to 3 KB): in
    // the page's CSS it would be read by every page, whether it draws those letters or not.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    sourcemap: true,
    // React and React Router in one chunk of their own, TanStack Query in another: each changes
    // only when they are upgraded, so a shopper's browser keeps it across the shop's releases,
    // and a new lazily loaded page cannot make the bundler split it into more, less
    // compressible chunks. The first visit loads the framework; TanStack Query comes with the
    // first part that asks the shop (lib/lazy-with-queries.ts, decision 0052).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            { name: 'queries', test: /node_modules[\\/]@tanstack[\\/]/ },
            // The shop's rules every page needs, in one chunk: on their own the bundler cut them
            // into three tiny ones, each a request with its own compression (decision 0008).
            // The page addresses stay with the app's own code, whose routes repeat them: compressed
            // together they take fewer bytes.
            {
              name: 'shop-rules',
              test: /packages[\\/]shared[\\/]src[\\/](money|catalogue)\.ts$/,
            },
          ],
        },
      },
    },
  },
}));

/**
 * React Router's browser code without its warnings to developers (decision 0008). The package
 * points every build at its development files, whose `warning` writes to the console; here its
 * body is emptied and its calls marked pure, so the minifier drops them with their long
 * messages, and the dev-only checks behind `ENABLE_DEV_WARNINGS` go too. Its `invariant`s
 * still throw, with a short message. The server's render keeps the package as it is, so its
 * warnings still reach the server's log; none of this changes what either draws.
 */
function routerWithoutWarnings(): Plugin {
  return {
    name: 'router-without-warnings',
    apply: 'build',
    transform: {
      filter: { id: /node_modules[\\/]react-router[\\/]dist[\\/]/ },
      handler(code) {
        const quiet = code
          // What the package's production files say; its development files, which every
          // build gets, say `true`.
          .replace('var ENABLE_DEV_WARNINGS = true;', 'var ENABLE_DEV_WARNINGS = false;')
          .replace(
            /function warning\(cond, message\) \{[\s\S]*?\n\}\n/,
            'function warning(cond, message) {\n}\n',
          )
          .replace(/(?<![\w.]|function )warning\(/g, '/* @__PURE__ */ warning(');
        const final = withoutInvariantMessages(quiet);
        return final === code ? null : { code: final, map: null };
      },
    },
  };
}

/**
 * React Router's `invariant(condition, message)` calls with the message 'React Router': each
 * guards a mistake in the app's own code (a hook outside its router, a `<Route>` drawn alone),
 * which the tests and the development server, with the full message, meet first.
 */
function withoutInvariantMessages(code: string): string {
  const { program } = parseSync('router.mjs', code);
  const cuts: [number, number][] = [];
  const isString = (start: number) => ['"', "'", '`'].includes(code[start] ?? '');
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const n = node as {
      type?: string;
      callee?: { type: string; name?: string };
      arguments?: { type: string; start: number; end: number }[];
    };
    const message = n.arguments?.[1];
    if (
      n.type === 'CallExpression' &&
      n.callee?.type === 'Identifier' &&
      /^invariant\d?$/.test(n.callee.name ?? '') &&
      n.arguments?.length === 2 &&
      message &&
      (message.type === 'Literal' || message.type === 'TemplateLiteral') &&
      isString(message.start)
    )
      cuts.push([message.start, message.end]);
    for (const value of Object.values(node)) if (typeof value === 'object') visit(value);
  };
  visit(program);
  let out = code;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0]))
    out = `${out.slice(0, start)}"React Router"${out.slice(end)}`;
  return out;
}

/**
 * Brotli and gzip copies of the scripts and styles, made once at build time at the highest
 * settings; the server sends them as they are (`preCompressed`) instead of compressing each
 * answer.
 */
function compressedCopies() {
  return compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' });
}

/**
 * The display font's file, asked for from the page's head: every page's first heading is set
 * in it, and the browser would otherwise find it only after the stylesheet has arrived.
 */
function preloadDisplayFont(): Plugin {
  return {
    name: 'preload-display-font',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => {
        // The development server has no bundle: it serves the font from the stylesheet.
        if (!bundle) return [];
        const font = Object.keys(bundle).find((file) =>
          /cormorant-garamond-latin-600-normal-[^/]*\.woff2$/.test(file),
        );
        if (!font)
          throw new Error('The display font is missing from the build; its preload would point nowhere.');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: true },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * The app's stylesheet, written into the page itself: a phone paints the server's page with
 * its first response instead of waiting one more round trip for a stylesheet that blocks the
 * paint. The security policy allows inline styles (Tailwind's, React's `style`).
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'inline-stylesheet',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (link, file: string) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') return link;
            return `<style>${String(asset.source)}</style>`;
          },
        );
      },
    },
  };
}

/**
 * Where the build put each language's catalog, a chunk of its own (lib/i18n.ts):
 * `language-catalogs.json`, `{ "en": "/assets/messages-….js", "ta": …, "hi": … }`. The server
 * asks for the page's own catalog in its head, so the browser fetches it beside the app rather
 * than after it has started.
 */
const LANGUAGE_CATALOGS_FILE = 'language-catalogs.json';
function languageCatalogs(): Plugin {
  return {
    name: 'language-catalogs',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        const language =
          chunk.type === 'chunk'
            ? /locales[\\/](en|ta|hi)[\\/]messages\.po/.exec(chunk.facadeModuleId ?? '')?.[1]
            : undefined;
        if (chunk.type === 'chunk' && language) files[language] = `/${chunk.fileName}`;
      }
      if (Object.keys(files).length !== 3)
        throw new Error(
          'The languages’ catalogs are not chunks of their own; no page could ask for its own.',
        );
      this.emitFile({ type: 'asset', fileName: LANGUAGE_CATALOGS_FILE, source: JSON.stringify(files) });
    },
  };
}

/**
 * The app's scripts asked for at low priority. The server's page is complete without them, so
 * on a slow connection the first pictures come before the code that adopts the page; a tap
 * meanwhile is an ordinary link.
 */
function scriptsAfterPictures(): Plugin {
  return {
    name: 'scripts-after-pictures',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload") crossorigin /g,
          '<$1 crossorigin fetchpriority="low" ',
        ),
    },
  };
}
