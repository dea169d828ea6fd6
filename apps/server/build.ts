/**
 * `npm run build` for the server: the shop's server and its commands bundled into plain
 * JavaScript in apps/server/dist, so that a shop runs `node` on them instead of compiling
 * TypeScript at every start (docs/decisions/0025-the-shop-runs-its-built-javascript.md).
 *
 * The shop's own code, its workspace packages included (packages/shared and
 * packages/demo-catalogue export TypeScript source), goes into the bundle; every npm package
 * stays outside it and is loaded from node_modules as usual. Every file lands directly in
 * dist/, one folder below apps/server like src/, so paths found from `import.meta.dirname`
 * (src/package-folder.ts) lead to the same places from both.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const PACKAGE_FOLDER = import.meta.dirname;
const DIST = path.join(PACKAGE_FOLDER, 'dist');

/** npm packages are loaded from node_modules; the shop's own workspaces are bundled. */
const npmPackagesOutside: Plugin = {
  name: 'npm-packages-outside',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@shop/') ? undefined : { path: args.path, external: true },
    );
  },
};

const result = await build({
  absWorkingDir: PACKAGE_FOLDER,
  entryPoints: {
    server: 'src/server.ts',
    'shop-command': 'src/shop-command.ts',
    'seed-command': 'src/db/seed-command.ts',
    // The demo's drawing process, which the server runs when it seeds the demo (db/seed.ts,
    // workspaceCommand in src/package-folder.ts finds it here by its last name).
    'draw-demo-images': '@shop/demo-catalogue/draw-demo-images',
  },
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  // Shared code in chunks of its own, and what is imported only when needed (the S3 client,
  // the demo catalogue when a shop is seeded) stays out of memory until then.
  splitting: true,
  outdir: DIST,
  entryNames: '[name]',
  chunkNames: '[name]-[hash]',
  // Not minified: stack traces in the log keep the shop's names. The maps are read only when
  // node runs with --enable-source-maps.
  sourcemap: 'linked',
  plugins: [npmPackagesOutside],
  write: false,
  logLevel: 'warning',
});

// Each file is written beside its place and renamed into it, so that a shop running from
// dist/ never reads a file half written. Chunks are named by their content: a rebuild of the
// same source writes the same names, so only the files of an older source are removed.
await fs.mkdir(DIST, { recursive: true });
const written = new Set<string>();
for (const file of result.outputFiles) {
  const partial = `${file.path}.${process.pid}.partial`;
  await fs.writeFile(partial, file.contents);
  await fs.rename(partial, file.path);
  written.add(path.basename(file.path));
}
for (const name of await fs.readdir(DIST)) {
  if (!written.has(name) && !name.endsWith('.partial')) await fs.rm(path.join(DIST, name), { force: true });
}
