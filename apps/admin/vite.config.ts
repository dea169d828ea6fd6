import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vite';

/**
 * The back office: a second app, served by the shop's server at /admin, so the storefront's
 * pages never load a byte of it.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss(), compressedCopies()],
  resolve: {
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('../../packages/shared/src/zod-without-eval.ts', import.meta.url)),
      },
    ],
  },
  // `npm run dev` in apps/admin talks to the shop server started with `npm run dev` at the root.
  server: { port: 5174, proxy: { '/api': 'http://127.0.0.1:3000', '/images': 'http://127.0.0.1:3000' } },
  build: { target: 'es2022', sourcemap: true },
});

/**
 * Brotli and gzip copies of the scripts and styles, made once at build time at the highest
 * settings; the server sends them as they are (`preCompressed`) instead of compressing each
 * answer.
 */
function compressedCopies() {
  return compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' });
}
