/**
 * Interaction to Next Paint on the product page: how long a phone takes to show the answer
 * to a tap on 'Add to cart' and on the quantity. Chromium's processor is slowed 4 times
 * (`Emulation.setCPUThrottlingRate`, as Lighthouse's mobile profile does), the page is
 * opened, adopted by the browser and left to settle, and then tapped like a shopper would;
 * each tap's duration is the browser's own (the Event Timing API), from the touch to the
 * frame that shows its answer.
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CART_STORAGE_KEY, storedCartCount } from '@shop/shared/cart-storage';

/** What Lighthouse's mobile profile emulates: a mid-range phone's screen. */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CPU_SLOWDOWN = 4;
const LOAD_TIMEOUT_MS = 60_000;
/** After the page has loaded, the time a shopper takes to reach for the button. */
const SETTLE_MS = 1_000;
/** Event Timing reports an interaction after its frame; long enough for the slowed CPU. */
const REPORT_WAIT_MS = 1_500;

/**
 * Installed before the page's own scripts, so that every interaction of at least 16 ms is
 * seen (the buffered entries hold only those of 104 ms and longer).
 */
const OBSERVER_SCRIPT = `
  window.__shopInteractions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId > 0) {
        window.__shopInteractions.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/** The taps of a run, in order: the accessible name of the button each one presses. */
export const TAPS = [
  { label: 'Add to cart', button: 'Add to cart' },
  { label: 'quantity +', button: 'Increase quantity' },
  { label: 'quantity +', button: 'Increase quantity' },
  { label: 'quantity -', button: 'Decrease quantity' },
] as const;

export interface TapTiming {
  label: string;
  /** The longest event of the tap's interaction, ms; 0 when every event was under 16 ms. */
  durationMs: number;
}

export interface InteractionRun {
  taps: TapTiming[];
  /** The run's slowest tap: its Interaction to Next Paint. */
  inpMs: number;
}

interface ObservedEvent {
  id: number;
  name: string;
  duration: number;
}

function isObservedEvent(value: unknown): value is ObservedEvent {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'number' &&
    'duration' in value &&
    typeof value.duration === 'number'
  );
}

async function observedEvents(page: Page): Promise<ObservedEvent[]> {
  const events: unknown = await page.evaluate('window.__shopInteractions.splice(0)');
  return Array.isArray(events) ? events.filter(isObservedEvent) : [];
}

async function tapButton(page: Page, name: string): Promise<void> {
  const button = await page.waitForSelector(`::-p-aria([name="${name}"][role="button"])`, {
    visible: true,
    timeout: LOAD_TIMEOUT_MS,
  });
  if (button === null) throw new Error(`the product page has no button "${name}"`);
  await button.scrollIntoView();
  // Scrolling is no interaction, but its frames should not share the tap's.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await observedEvents(page);
  await button.tap();
  await new Promise((resolve) => setTimeout(resolve, REPORT_WAIT_MS));
}

async function oneRun(browser: Browser, url: string): Promise<InteractionRun> {
  // A context of its own: an empty cache and an empty cart, as on a first visit.
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(PHONE);
    await page.emulateCPUThrottling(CPU_SLOWDOWN);
    await page.evaluateOnNewDocument(OBSERVER_SCRIPT);
    await page.goto(url, { waitUntil: 'networkidle0', timeout: LOAD_TIMEOUT_MS });
    // The buying part appears once the page is the browser's (after hydration) and its code has come.
    await page.waitForSelector('::-p-aria([name="Add to cart"][role="button"])', {
      visible: true,
      timeout: LOAD_TIMEOUT_MS,
    });
    await page.waitForNetworkIdle({ idleTime: 500, timeout: LOAD_TIMEOUT_MS });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    await observedEvents(page);

    const taps: TapTiming[] = [];
    for (const tap of TAPS) {
      await tapButton(page, tap.button);
      const events = await observedEvents(page);
      taps.push({ label: tap.label, durationMs: Math.max(0, ...events.map((event) => event.duration)) });
    }
    // A tap that did nothing would be quick: the piece must be in the cart.
    const cart: unknown = await page.evaluate(`localStorage.getItem(${JSON.stringify(CART_STORAGE_KEY)})`);
    if (storedCartCount(typeof cart === 'string' ? cart : null) < 1) {
      throw new Error(`'Add to cart' on ${url} left the cart empty`);
    }
    return { taps, inpMs: Math.max(...taps.map((tap) => tap.durationMs)) };
  } finally {
    await context.close();
  }
}

/** `runs` visits of the product page in the Chromium listening on `port`, one after another. */
export async function measureInteractions(
  port: number,
  url: string,
  runs: number,
): Promise<InteractionRun[]> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const results: InteractionRun[] = [];
    for (let run = 0; run < runs; run += 1) results.push(await oneRun(browser, url));
    return results;
  } finally {
    await browser.disconnect();
  }
}
