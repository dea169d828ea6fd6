/**
 * apps/server, found from this file: src/ when run from its TypeScript (tests, `npm run dev`),
 * dist/ once built (`npm start`, build.ts), both one folder below it. Files the server reads
 * from the repository (its migrations, the built web apps) are found from here, never from
 * another module's own folder, which the build merges into one.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVER_PACKAGE_FOLDER = path.resolve(import.meta.dirname, '..');

/** `.ts` in src/, `.js` in dist/. */
const OWN_EXTENSION = path.extname(fileURLToPath(import.meta.url));

/**
 * One of the server's own commands (an entry of build.ts, beside this file), as this process
 * runs: `name.ts` in src/, `name.js` in dist/.
 */
export function serverCommand(name: string): string {
  return path.join(import.meta.dirname, `${name}${OWN_EXTENSION}`);
}

/**
 * A command that another of the shop's packages exports (`@shop/demo-catalogue/draw-demo-images`),
 * as this process runs: the package's TypeScript from src/; once built, the entry of the same
 * last name that build.ts bundles into dist/, since plain node cannot run the package's source.
 */
export function workspaceCommand(specifier: string): string {
  if (OWN_EXTENSION === '.js') return serverCommand(path.posix.basename(specifier));
  return createRequire(import.meta.url).resolve(specifier);
}
