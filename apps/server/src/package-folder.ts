/**
 * apps/server, found from this file: src/ when run from its TypeScript (tests, `npm run dev`),
 * dist/ once built (`npm start`, build.ts), both one folder below it. Files the server reads
 * from the repository (its migrations, the built web apps) are found from here, never from
 * another module's own folder, which the build merges into one.
 */
import path from 'node:path';

export const SERVER_PACKAGE_FOLDER = path.resolve(import.meta.dirname, '..');
