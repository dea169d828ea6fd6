/**
 * The picture first. A page rendered on the server is whole before any script runs: on a
 * cheap phone its largest paint is its first picture (the first card's, the piece's own), and
 * the app's JavaScript, fetched beside it, shares the slow connection with it and then holds
 * the main thread while the picture waits to be painted. On a page that preloads a picture,
 * the app's scripts are therefore held in an inert `<template>` and started by this inline
 * script once that picture has been painted (the browser reports it as the page's largest
 * paint, or it is decoded and a frame has been drawn since), when it fails, or at
 * the latest after `LONGEST_WAIT_MS`. A tap in the meantime is kept and replayed by the taps
 * script (early-taps.ts). Pages without a picture to wait for keep the build's own tags.
 *
 * The Content-Security-Policy allows exactly this text by its hash (security.ts); the scripts
 * it starts are the shop's own files, allowed as 'self'.
 */
import crypto from 'node:crypto';

/** The build's entry script and the preloads of the modules it imports (vite's index.html). */
const APP_SCRIPTS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/** A picture that never arrives must not keep the shop from answering taps for long. */
const LONGEST_WAIT_MS = 3000;

const SOURCE = `(() => {
  const d = document;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const held of d.querySelector('template[data-app-scripts]').content.children) {
      const made = d.createElement(held.localName);
      for (const { name, value } of held.attributes) made.setAttribute(name, value);
      d.head.append(made);
    }
  };
  d.addEventListener('DOMContentLoaded', () => {
    const picture = d.querySelector('#root img[fetchpriority=high]');
    if (!picture) return start();
    // Painted: the browser names it its largest paint, or it is decoded and a frame has been drawn since.
    const painted = () => picture.decode().then(() => requestAnimationFrame(() => requestAnimationFrame(start)), start);
    if (picture.complete) painted();
    else picture.addEventListener('load', painted);
    picture.addEventListener('error', start);
    try {
      new PerformanceObserver((list) => list.getEntries().some((entry) => entry.element === picture) && start())
        .observe({ type: 'largest-contentful-paint', buffered: true });
    } catch {}
    setTimeout(start, ${LONGEST_WAIT_MS});
  });
})();`;

const PICTURE_FIRST_SCRIPT = `<script>${SOURCE}</script>`;

/** The Content-Security-Policy's source for the script, by the hash of its text. */
export const PICTURE_FIRST_SCRIPT_HASH = `'sha256-${crypto.createHash('sha256').update(SOURCE).digest('base64')}'`;

/**
 * The built index.html with the app's scripts held until the page's picture has been painted;
 * an index.html without them (a build that failed halfway) is answered as it is.
 */
export function holdAppScriptsForThePicture(indexHtml: string): string {
  const scripts = indexHtml.match(APP_SCRIPTS);
  if (!scripts) return indexHtml;
  let first = true;
  return indexHtml.replace(APP_SCRIPTS, () => {
    if (!first) return '';
    first = false;
    return `<template data-app-scripts>${scripts.join('')}</template>\n    ${PICTURE_FIRST_SCRIPT}`;
  });
}

/** Whether a page's head preloads a picture, which its scripts then wait for. */
export const preloadsAPicture = (headLinks: string | undefined) =>
  headLinks?.includes('<link rel="preload" as="image"') ?? false;
