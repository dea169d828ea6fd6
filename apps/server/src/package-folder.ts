/**
 * apps/server, found from this file: src/ when run from its TypeScript (tests, `npm run dev`),
 * dist/ once built (`npm start`, build.ts), both one folder below it. Files the server reads
 * from the repository (its migrations, the built web apps) are found from here, never from
 * another module's own folder, which the build merges into one.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVER_PACKAGE_FOLDER = path.resolve(import.meta.dirname, '..');

/**
 * One of the server's own commands (an entry of build.ts, beside this file), as this process
 * runs: `name.ts` in src/, `name.js` in dist/.
 */
export function serverCommand(name: string): string {
  return path.join(import.meta.dirname, `${name}${path.extname(fileURLToPath(import.meta.url))}`);
}
