/**
 * zod, as the browser gets it (vite.config.ts points `zod` here). zod checks once whether it
 * may compile parsers with `new Function`; the shop's Content-Security-Policy forbids eval, so
 * the check is refused and the browser logs a policy violation on every page that validates.
 * Told at once to parse without compiling, zod never tries.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
