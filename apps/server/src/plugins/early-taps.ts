/**
 * The storefront's first inline script. Until React has adopted the page's HTML, a tap on a
 * button, a checkbox or a radio, a choice in a drop-down or a typed value, or a form sent,
 * does nothing: React has no handler there yet, and React itself drops a tap on a part whose
 * code it has not loaded. This script, in the page's head, takes each such event first,
 * keeps it (a second tap on the same element is the same tap), marks the element `aria-busy`
 * (index.css shows it pressed) and replays it once on the same element when the app says that
 * part has been committed: `Adopted` (apps/web/src/lib/adopted.ts) calls
 * `window[EARLY_TAPS_ADOPTED]` from inside each Suspense boundary a page waits in for its code.
 *
 * Which elements are adopted: React marks each one it has taken over with a `__reactProps$…`
 * property; an element of the server's HTML it has not reached has none. Elements the server
 * did not send (noted when the HTML has been read, before the app starts) are never held. Should a later React
 * stop marking its root (`__reactContainer$…`), every kept tap is replayed at the first signal
 * rather than held. Hydration keeps the server's nodes, so the tap goes to the same element;
 * when React draws a part afresh instead (an update reached it before its code), the element
 * at the same place with the same text and name stands in. An element the app marks as a
 * stand-in (`EARLY_TAPS_STAND_IN`: a plain heart until the wishlist's code has come) keeps its
 * taps after React has adopted it, until the live element takes its place. A tap on a page
 * since left goes with it.
 *
 * Plain JavaScript written for the page, no build step: it runs before any of the app's code.
 * The Content-Security-Policy allows exactly this text by its hash (security.ts). Links are
 * left alone: without the app they still open their page from the server.
 */
import crypto from 'node:crypto';
import { EARLY_TAPS_ADOPTED, EARLY_TAPS_STAND_IN } from '@shop/shared/early-taps';

const SOURCE = `(() => {
  const d = document;
  const queue = [];
  let adopted = false;
  // A control drawn afresh is the same one when it says the same: a heart that now reads
  // 'Remove from wishlist' is not the 'Add to wishlist' the shopper tapped.
  const same = (el) => el && el.tagName + el.textContent + el.getAttribute('aria-label');
  const marked = (el, prefix) => Object.keys(el).some((key) => key.startsWith(prefix));
  // What the server sent: after the app's start only those can still wait for React, and what
  // another script draws inside the page later (a sign-in button) is never held.
  const sent = new WeakSet();
  d.addEventListener('DOMContentLoaded', () => {
    for (const el of d.querySelectorAll('#root :is(button,[role=button],input,select,textarea,form)')) sent.add(el);
  });
  let taken = (el) => adopted && !el.hasAttribute('${EARLY_TAPS_STAND_IN}') && (!sent.has(el) || marked(el, '__reactProps$'));
  const take = (event) => {
    const root = d.getElementById('root');
    const target = event.target;
    const el =
      event.type === 'click'
        ? target.closest?.('button,[role=button],input[type=checkbox],input[type=radio]')
        : event.type === 'submit' || !/^(checkbox|radio|file)$/.test(target.type)
          ? target
          : null;
    if (!el || !root?.contains(el) || el.disabled || taken(el)) return;
    if (event.type !== 'change') event.preventDefault();
    event.stopImmediatePropagation();
    const kept = queue.find((entry) => entry.el === el && entry.type === event.type);
    if (kept) kept.value = el.value;
    else {
      const path = [];
      for (let node = el; node !== root; node = node.parentElement) path.unshift([...node.parentElement.children].indexOf(node));
      queue.push({ el, path, type: event.type, value: el.value, what: same(el), page: location.href });
    }
    el.setAttribute('aria-busy', 'true');
  };
  const replay = ({ el, type, value }) => {
    el.removeAttribute('aria-busy');
    if (type === 'click') el.click();
    else if (type === 'submit') el.requestSubmit();
    else {
      // React keeps its own record of a field's value; this one differs, so it sees a change.
      el.value = value + ' ';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value').set.call(el, value);
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };
  const flush = () => {
    for (const entry of [...queue]) {
      if (!entry.el.isConnected) {
        // React drew this part afresh (it could not adopt the server's): the element in its place, if it is the same.
        let node = d.getElementById('root');
        for (const index of entry.path) node = node?.children[index];
        if (same(node) === entry.what) {
          entry.el = node;
          // Still waiting (a stand-in drawn again): it still shows the tap was taken.
          if (!taken(node)) node.setAttribute('aria-busy', 'true');
        }
      }
      // A tap on a page the shopper has since left goes with it.
      if (entry.page !== location.href) queue.splice(queue.indexOf(entry), 1);
      else if (entry.el.isConnected && taken(entry.el)) {
        queue.splice(queue.indexOf(entry), 1);
        replay(entry);
      }
    }
  };
  for (const type of ['click', 'submit', 'change']) d.addEventListener(type, take, true);
  window.${EARLY_TAPS_ADOPTED} = () => {
    adopted = true;
    if (!marked(d.getElementById('root'), '__reactContainer$')) taken = () => true;
    flush();
  };
})();`;

// Sent without its indentation and comments: every page carries it.
const SENT = SOURCE.replace(/^\s+(\/\/.*\n\s*)*/gm, '');

/** The script's element, for the page's head. */
export const EARLY_TAPS_SCRIPT = `<script>${SENT}</script>`;

/** The Content-Security-Policy's source for the script, by the hash of its text. */
export const EARLY_TAPS_SCRIPT_HASH = `'sha256-${crypto.createHash('sha256').update(SENT).digest('base64')}'`;
