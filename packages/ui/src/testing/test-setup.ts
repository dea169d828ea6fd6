import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` waits as long as the storefront's `appears` (apps/web/src/testing/timers.ts): the
// first request of a page loads its code, which takes seconds on a busy machine with a fresh
// checkout.
configure({ asyncUtilTimeout: 10_000 });

// Each test starts from an empty page and empty browser storage.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// happy-dom downloads no pictures, so none ever loads; in a browser they do, and the product
// page waits for its picture before loading its buying part. Every picture put on the page
// here "loads" at once.
new MutationObserver((changes) => {
  for (const change of changes) {
    const pictures =
      change.type === 'attributes'
        ? [change.target]
        : [...change.addedNodes].flatMap((node) =>
            node instanceof Element ? [node, ...node.querySelectorAll('img')] : [],
          );
    for (const picture of pictures) {
      if (picture instanceof HTMLImageElement) queueMicrotask(() => picture.dispatchEvent(new Event('load')));
    }
  }
}).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['src'] });

// happy-dom has no `size` on a <select>, which a browser reflects from its attribute (0 without
// one). react-hook-form reads it to tell a select it filled from one the user changed; without
// it, a form's select keeps its first option instead of the value the form gave it.
if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size') ?? 0);
    },
  });
}
