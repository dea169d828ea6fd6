import compress from '@fastify/compress';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { STORE_MAP } from '@shop/shared/contact';
import { EARLY_TAPS_SCRIPT_HASH } from './early-taps.ts';
import { PICTURE_FIRST_SCRIPT_HASH } from './picture-first.ts';

export interface SecurityOptions {
  /** Google sign-in is configured: its button's script, frame and pictures are allowed. */
  googleSignIn: boolean;
  /** Real Razorpay is configured: its checkout script and the frames it opens are allowed. */
  razorpay: boolean;
  /** The shop's public address is https:// (PUBLIC_URL): browsers are told never to use http. */
  httpsOnly: boolean;
}

/** A year, as browsers' preload lists ask; sub-domains are the owner's own business. */
const HSTS = { maxAge: 31_536_000, includeSubDomains: false } as const;

// Razorpay's checkout script and the window it opens in frames, as Razorpay documents them.
const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com';
const RAZORPAY_API = 'https://api.razorpay.com';

// The sources Google's sign-in button needs, as Google lists them for a CSP.
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';
const GOOGLE_PROFILE_PICTURES = 'https://*.googleusercontent.com';

/**
 * The headers helmet sends with these options, worked out once. They depend on the options
 * alone (no directive is a function of the request, no nonce), and @fastify/helmet made
 * helmet's middleware, and the policy's text, afresh for every request: a good part of what
 * a kept search answer cost (bench/README.md, "Catalogue").
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
      return response;
    },
    // X-Powered-By: Fastify never sends it.
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers with a Content-Security-Policy that allows only the shop's own origin
 * (and Google's sign-in button when it is offered, Razorpay's checkout with real keys, and the
 * store's map in a frame), and compression (listing answers are large JSON; a phone on a slow
 * network feels it).
 */
const security: FastifyPluginAsync<SecurityOptions> = async (
  fastify,
  { googleSignIn, razorpay, httpsOnly },
) => {
  const google = (...sources: string[]) => (googleSignIn ? sources : []);
  const razorpaySources = (...sources: string[]) => (razorpay ? sources : []);
  const frames = [...google(GOOGLE_SIGN_IN), ...razorpaySources(RAZORPAY_API, RAZORPAY_CHECKOUT)];
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The inline scripts are the pages' taps script and the script that starts the app
        // after the page's picture, each allowed by the hash of its text.
        scriptSrc: [
          "'self'",
          EARLY_TAPS_SCRIPT_HASH,
          PICTURE_FIRST_SCRIPT_HASH,
          ...google(`${GOOGLE_SIGN_IN}client`),
          ...razorpaySources(RAZORPAY_CHECKOUT),
        ],
        styleSrc: ["'self'", "'unsafe-inline'", ...google(`${GOOGLE_SIGN_IN}style`)],
        imgSrc: ["'self'", 'data:', 'blob:', ...google(GOOGLE_PROFILE_PICTURES)],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...google(GOOGLE_SIGN_IN), ...razorpaySources(RAZORPAY_API)],
        // The contact page's map is OpenStreetMap's own page in a frame; nothing else of the
        // map service runs in the shop's pages.
        frameSrc: ["'self'", ...frames, STORE_MAP.embedOrigin],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // Google's sign-in opens a pop-up that reports back to this page, and checks the origin
    // it was opened from; without Google the strictest settings stay.
    crossOriginOpenerPolicy: { policy: googleSignIn ? 'same-origin-allow-popups' : 'same-origin' },
    referrerPolicy: { policy: googleSignIn ? 'strict-origin-when-cross-origin' : 'no-referrer' },
    // Only for a shop whose address is https://: on localhost it is reached over plain http.
    strictTransportSecurity: httpsOnly ? HSTS : false,
  });
  // Every answer, refusals and pages not found included, as helmet's own plugin did.
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await fastify.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 4 compresses listing JSON almost as well as the default at a fraction of the CPU.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
};

export default fp(security, { name: 'security' });
