/**
 * The only reader of process.env. Every setting of docs/configuration.md's table is
 * validated here once, so a mistyped value stops the server at start with a message that
 * names the variable, instead of failing later in a request.
 */
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { gstinProblem, matchState, stateByCode, stateLabel, type GstState } from '@shop/shared/gst';
import { DEFAULT_WHATSAPP_NUMBER, SHOP_NAME } from '@shop/shared/shop';
import { SHOP_STORE } from '@shop/shared/shop-store';
import { WHATSAPP_NUMBER_PATTERN, WHATSAPP_NUMBER_RULE } from '@shop/shared/shop-config';
import { SERVER_PACKAGE_FOLDER } from './package-folder.ts';
import { parseS3Url, S3_URL_FORM, type S3Location } from './storage/s3-url.ts';

/**
 * The seller on tax invoices when SHOP_LEGAL_NAME, SHOP_GSTIN, SHOP_STATE and SHOP_ADDRESS are
 * not set: the demo shop's. The GSTIN is made up (Tamil Nadu, 33) but passes the check
 * character, so a shop that has its own sets SHOP_GSTIN.
 */
const DEMO_SHOP_GSTIN = '33AABCV1234F1ZV';
const DEFAULT_SHOP_ADDRESS = `${SHOP_STORE.streetAddress}, ${SHOP_STORE.locality}, ${SHOP_STORE.region} ${SHOP_STORE.postalCode}`;

const flag = (name: string, fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: `${name} must be true or false` })
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value)));

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const url = (name: string, protocols: readonly string[]) =>
  optionalText.refine(
    (value) => value === undefined || protocols.some((protocol) => value.startsWith(`${protocol}://`)),
    `${name} must start with ${protocols.map((protocol) => `${protocol}://`).join(' or ')}`,
  );

const PUBLIC_URL_MESSAGE =
  'PUBLIC_URL must be the http:// or https:// address of the shop without a path, such as https://shop.example';

/** Only the origin: page paths are added to it, so a path here would double up. */
const publicUrl = optionalText.transform((value, context) => {
  if (value === undefined) return undefined;
  const parsed = URL.canParse(value) ? new URL(value) : undefined;
  const isOrigin =
    parsed !== undefined &&
    (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
    parsed.pathname === '/' &&
    parsed.search === '' &&
    parsed.hash === '' &&
    parsed.username === '' &&
    parsed.password === '' &&
    !value.endsWith('?') &&
    !value.endsWith('#');
  if (!isOrigin) {
    context.addIssue({ code: 'custom', message: PUBLIC_URL_MESSAGE });
    return z.NEVER;
  }
  return parsed.origin;
});

const TRUST_PROXY_MESSAGE =
  'TRUST_PROXY must be how many proxies stand in front of the shop (such as 1) or their addresses (such as 10.0.0.5,10.0.1.0/24); ' +
  '"true" is not taken, since it would let any client name its own address in X-Forwarded-For';

/** An IPv4 or IPv6 address, with or without a /prefix. */
function isAddressOrNetwork(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may say, in X-Forwarded-For, whom they forward for: a number of hops counted
 * from the shop (the right-most entries), or the proxies' own addresses. Off by default.
 */
const trustProxy = optionalText.transform((value, context): false | number | string[] => {
  if (value === undefined || value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 10) return hops === 0 ? false : hops;
  } else {
    const addresses = value.split(',').map((part) => part.trim());
    if (addresses.every(isAddressOrNetwork)) return addresses;
  }
  context.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
  return z.NEVER;
});

/** A bucket named as S3_URL names one (storage/s3-url.ts). */
const s3UrlOf = (name: string) =>
  optionalText.transform((value, context): S3Location | undefined => {
    if (value === undefined) return undefined;
    const location = parseS3Url(value);
    if (location === undefined) {
      context.addIssue({ code: 'custom', message: S3_URL_FORM.replace('S3_URL', name) });
      return z.NEVER;
    }
    return location;
  });

/** The bucket for product pictures (and what else the storage module keeps); unset: the database. */
const s3Url = s3UrlOf('S3_URL');

/**
 * An age recipient (the public half of the owner's key): `age1…` (X25519), or `age1pq1…`
 * (post-quantum hybrid). Every backup that leaves the machine is encrypted to it.
 */
const AGE_RECIPIENT = /^age1(pq1)?[02-9ac-hj-np-z]{50,}$/;
const backupRecipient = optionalText.refine((value) => value === undefined || AGE_RECIPIENT.test(value), {
  message:
    'BACKUP_RECIPIENT must be an age public key, age1… (the line "Public key: age1…" that age-keygen or "npm run shop -- backup-key" prints)',
});

const whatsAppNumber = optionalText
  .refine((value) => value === undefined || WHATSAPP_NUMBER_PATTERN.test(value), {
    message: `SHOP_WHATSAPP_NUMBER ${WHATSAPP_NUMBER_RULE}`,
  })
  .transform((value) => value ?? DEFAULT_WHATSAPP_NUMBER);

/** The seller's GSTIN on tax invoices; its check character catches a mistyped one. */
const shopGstin = optionalText.transform((value, context) => {
  const gstin = value?.toUpperCase() ?? DEMO_SHOP_GSTIN;
  const problem = gstinProblem(gstin);
  if (problem) {
    context.addIssue({ code: 'custom', message: `SHOP_GSTIN ${problem}` });
    return z.NEVER;
  }
  return gstin;
});

/** The shop's state by name or GST code; unset, the state its GSTIN is registered in. */
const shopState = optionalText.transform((value, context): GstState | undefined => {
  if (value === undefined) return undefined;
  const state = matchState(value);
  if (!state) {
    context.addIssue({
      code: 'custom',
      message: `SHOP_STATE must name a state or union territory of India, such as Tamil Nadu or 33; "${value}" is none`,
    });
    return z.NEVER;
  }
  return state;
});

/**
 * The demo shop's grievance officer, named on the contact-information page when the
 * GRIEVANCE_OFFICER_* settings are not set; a shop that sells names its own.
 */
const DEMO_GRIEVANCE_OFFICER = {
  name: 'Meenakshi Sundaram',
  designation: 'Grievance Officer',
  email: 'grievance@velli-thangam.example',
  phone: '+91 452 400 1234',
} as const;

const PHONE = /^\+?[\d\s()-]+$/;

/** A phone number as shoppers dial it, such as +91 44 4000 1234: 8 to 15 digits. */
const phoneNumber = (name: string, fallback: string) =>
  optionalText
    .refine((value) => {
      if (value === undefined) return true;
      const digits = value.replace(/\D/g, '').length;
      return PHONE.test(value) && digits >= 8 && digits <= 15;
    }, `${name} must be a phone number of 8 to 15 digits, such as +91 44 4000 1234`)
    .transform((value) => value ?? fallback);

/** A short text the policy pages show, such as a name. */
const shownText = (name: string, fallback: string, max = 100) =>
  optionalText
    .refine(
      (value) => value === undefined || value.length <= max,
      `${name} must be at most ${max} characters`,
    )
    .transform((value) => value ?? fallback);

const EnvSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a port number' })
    .int()
    .min(0, 'PORT must be a port number')
    .max(65_535, 'PORT must be a port number')
    .default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: url('DATABASE_URL', ['postgres', 'postgresql']),
  REDIS_URL: url('REDIS_URL', ['redis', 'rediss']),
  SMTP_URL: url('SMTP_URL', ['smtp', 'smtps']),
  S3_URL: s3Url,
  /** The bucket the backups are copied to, encrypted; unset: S3_URL's (features/backups). */
  BACKUP_S3_URL: s3UrlOf('BACKUP_S3_URL'),
  BACKUP_RECIPIENT: backupRecipient,
  MAIL_FROM: z.string().trim().min(3).default(`${SHOP_NAME} <orders@velli-thangam.example>`),
  /** Where the shop's copies of order confirmations and the contact form's messages go. */
  SHOP_EMAIL: z.email('SHOP_EMAIL must be an e-mail address').default(SHOP_STORE.email),
  JWT_SECRET: optionalText.refine(
    (value) => value === undefined || value.length >= 32,
    'JWT_SECRET must be at least 32 characters',
  ),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  /** Unset: Razorpay with its keys, the test provider without them (see paymentProvider). */
  PAYMENT_PROVIDER: z
    .enum(['razorpay', 'test'], { error: 'PAYMENT_PROVIDER must be razorpay or test' })
    .optional(),
  GOOGLE_CLIENT_ID: optionalText,
  /** The WhatsApp Cloud API (features/whatsapp): all four or none; none, the built-in test provider. */
  WHATSAPP_ACCESS_TOKEN: optionalText.refine(
    (value) => value === undefined || /^[A-Za-z0-9_|-]{20,}$/.test(value),
    'WHATSAPP_ACCESS_TOKEN must be the system user’s access token from Meta’s Business settings (letters and digits, no spaces)',
  ),
  WHATSAPP_PHONE_NUMBER_ID: optionalText.refine(
    (value) => value === undefined || /^\d{5,20}$/.test(value),
    'WHATSAPP_PHONE_NUMBER_ID must be the phone number’s id from the WhatsApp Manager (digits only, such as 106540352242922), not the number itself',
  ),
  WHATSAPP_APP_SECRET: optionalText.refine(
    (value) => value === undefined || /^[0-9a-f]{32}$/i.test(value),
    'WHATSAPP_APP_SECRET must be the Meta app’s secret (32 hexadecimal characters, App settings › Basic)',
  ),
  WHATSAPP_VERIFY_TOKEN: optionalText.refine(
    (value) => value === undefined || /^\S{8,200}$/.test(value),
    'WHATSAPP_VERIFY_TOKEN must be 8 to 200 characters without spaces, the same as typed in the webhook’s settings at Meta',
  ),
  /** Shiprocket (features/couriers): all four or none; none, the test courier on a demo shop. */
  SHIPROCKET_EMAIL: optionalText.refine(
    (value) => value === undefined || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
    'SHIPROCKET_EMAIL must be the e-mail address of the API user made in Shiprocket’s panel (Settings › API › Configure)',
  ),
  SHIPROCKET_PASSWORD: optionalText.refine(
    (value) => value === undefined || value.length >= 6,
    'SHIPROCKET_PASSWORD must be the API user’s password (at least 6 characters)',
  ),
  SHIPROCKET_WEBHOOK_TOKEN: optionalText.refine(
    (value) => value === undefined || /^[A-Za-z0-9_-]{16,200}$/.test(value),
    'SHIPROCKET_WEBHOOK_TOKEN must be 16 to 200 letters, digits, - or _, the same as the token typed in Shiprocket’s webhook settings',
  ),
  SHIPROCKET_PICKUP_LOCATION: optionalText.refine(
    (value) => value === undefined || value.length <= 100,
    'SHIPROCKET_PICKUP_LOCATION must be the name of a pickup address in Shiprocket’s panel, at most 100 characters',
  ),
  /** The courier's cover of a parcel without its paid insurance, in rupees (features/couriers). */
  COURIER_COVER_CAP_RUPEES: z.coerce
    .number({ error: 'COURIER_COVER_CAP_RUPEES must be a whole number of rupees' })
    .int('COURIER_COVER_CAP_RUPEES must be a whole number of rupees')
    .min(0, 'COURIER_COVER_CAP_RUPEES must be 0 or more')
    .max(10_000_000, 'COURIER_COVER_CAP_RUPEES must be at most 1,00,00,000')
    .default(5_000),
  /** Behind a reverse proxy: read the client's address from X-Forwarded-For (rate limits). */
  TRUST_PROXY: trustProxy,
  SEED_DEMO: flag('SEED_DEMO', true),
  /** The backup the shop makes every night into DATA_DIR/backups (features/backups). */
  NIGHTLY_BACKUPS: flag('NIGHTLY_BACKUPS', true),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  /**
   * How many searches and suggestion lists one address may ask for in a minute; 0: no limit.
   * The overlay asks at most four times a second while a shopper types, and the search page
   * once per page: a family behind one connection stays far below 300.
   */
  SEARCHES_PER_MINUTE: z.coerce
    .number({ error: 'SEARCHES_PER_MINUTE must be a whole number' })
    .int('SEARCHES_PER_MINUTE must be a whole number')
    .min(0, 'SEARCHES_PER_MINUTE must be 0 (no limit) or more')
    .default(300),
  CATALOGUE_CACHE_SECONDS: z.coerce
    .number({ error: 'CATALOGUE_CACHE_SECONDS must be a number of seconds' })
    .int()
    .min(0)
    .max(3600)
    .default(30),
  WEB_DIST: optionalText,
  ADMIN_DIST: optionalText,
  PUBLIC_URL: publicUrl,
  SHOP_WHATSAPP_NUMBER: whatsAppNumber,
  /** The seller as tax invoices name it (CGST Rule 46). */
  SHOP_LEGAL_NAME: optionalText.transform((value) => value ?? SHOP_NAME),
  SHOP_GSTIN: shopGstin,
  SHOP_STATE: shopState,
  SHOP_ADDRESS: optionalText.transform((value) => value ?? DEFAULT_SHOP_ADDRESS),
  /** The customer-care phone the policy pages give. */
  SHOP_PHONE: phoneNumber('SHOP_PHONE', SHOP_STORE.phone),
  /** The grievance officer the Consumer Protection (E-Commerce) Rules, 2020 ask a seller to name. */
  GRIEVANCE_OFFICER_NAME: shownText('GRIEVANCE_OFFICER_NAME', DEMO_GRIEVANCE_OFFICER.name),
  GRIEVANCE_OFFICER_DESIGNATION: shownText(
    'GRIEVANCE_OFFICER_DESIGNATION',
    DEMO_GRIEVANCE_OFFICER.designation,
  ),
  GRIEVANCE_OFFICER_EMAIL: z
    .email('GRIEVANCE_OFFICER_EMAIL must be an e-mail address')
    .default(DEMO_GRIEVANCE_OFFICER.email),
  GRIEVANCE_OFFICER_PHONE: phoneNumber('GRIEVANCE_OFFICER_PHONE', DEMO_GRIEVANCE_OFFICER.phone),
  /**
   * `development` (as `npm run dev` sets it) adds the API's browsable page (/api/docs) and its
   * code; a shop started any other way leaves both out. The API's document
   * (/api/openapi.json) is served in every mode.
   */
  NODE_ENV: optionalText,
  /** Only bench/ sets this: it adds the route that gives the benchmark its bound. */
  BENCH_ECHO_BYTES_ROUTE: flag('BENCH_ECHO_BYTES_ROUTE', false),
});

type Environment = z.infer<typeof EnvSchema>;

export type PaymentProviderKind = 'razorpay' | 'test';

/**
 * Razorpay when its two keys are set, the built-in test provider otherwise: `npm start` pays
 * with nothing configured. A half-set pair of keys, or a shop on an https:// address that would
 * take orders for free, stops the server instead, unless PAYMENT_PROVIDER=test asks for a demo.
 */
function paymentProvider(
  environment: Environment,
): { kind: PaymentProviderKind } | { variable: keyof Environment; problem: string } {
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, PAYMENT_PROVIDER: asked } = environment;
  if ((keyId === undefined) !== (keySecret === undefined)) {
    return {
      variable: keyId === undefined ? 'RAZORPAY_KEY_ID' : 'RAZORPAY_KEY_SECRET',
      problem:
        'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go together: set both for Razorpay, or neither for the built-in test provider',
    };
  }
  const hasKeys = keyId !== undefined;
  if (asked === 'razorpay' && !hasKeys) {
    return {
      variable: 'PAYMENT_PROVIDER',
      problem: 'PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
    };
  }
  if (asked !== undefined) return { kind: asked };
  if (!hasKeys && environment.PUBLIC_URL?.startsWith('https://')) {
    return {
      variable: 'PAYMENT_PROVIDER',
      problem:
        `PUBLIC_URL is ${environment.PUBLIC_URL} but RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are not set: ` +
        'the built-in test provider would mark orders paid without charging anything. Set the keys, ' +
        'or PAYMENT_PROVIDER=test for a demo shop',
    };
  }
  return { kind: hasKeys ? 'razorpay' : 'test' };
}

const WHATSAPP_VARIABLES = [
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;

export interface WhatsAppSettings {
  accessToken: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
}

/**
 * The Cloud API's settings when all four are set, undefined (the built-in test provider) when
 * none is: a half-set group would send nothing, or take webhooks it cannot check, so it stops
 * the server instead, as half of Razorpay's keys do. The messages link to the shop's pages and
 * proofs, so a real channel also needs PUBLIC_URL.
 */
function whatsAppSettings(
  environment: Environment,
): { settings: WhatsAppSettings | undefined } | { variable: keyof Environment; problem: string } {
  const missing = WHATSAPP_VARIABLES.filter((name) => environment[name] === undefined);
  if (missing.length === WHATSAPP_VARIABLES.length) return { settings: undefined };
  const [first] = missing;
  if (first !== undefined) {
    return {
      variable: first,
      problem: `${WHATSAPP_VARIABLES.join(', ')} go together: set all four for the WhatsApp Cloud API, or none for the built-in test provider (missing: ${missing.join(', ')})`,
    };
  }
  if (environment.PUBLIC_URL === undefined) {
    return {
      variable: 'PUBLIC_URL',
      problem:
        'the WhatsApp Cloud API needs PUBLIC_URL: its messages link to the shop and Meta fetches the proofs’ pictures from it',
    };
  }
  return {
    settings: {
      accessToken: environment.WHATSAPP_ACCESS_TOKEN ?? '',
      phoneNumberId: environment.WHATSAPP_PHONE_NUMBER_ID ?? '',
      appSecret: environment.WHATSAPP_APP_SECRET ?? '',
      verifyToken: environment.WHATSAPP_VERIFY_TOKEN ?? '',
    },
  };
}

const SHIPROCKET_VARIABLES = [
  'SHIPROCKET_EMAIL',
  'SHIPROCKET_PASSWORD',
  'SHIPROCKET_WEBHOOK_TOKEN',
  'SHIPROCKET_PICKUP_LOCATION',
] as const;

export interface ShiprocketSettings {
  email: string;
  password: string;
  webhookToken: string;
  pickupLocation: string;
  coverCapPaise: number;
}

/**
 * Shiprocket's settings when all four are set, undefined when none is: half of them would book
 * parcels whose tracking the shop cannot check, so the server does not start.
 */
function shiprocketSettings(
  environment: Environment,
): { settings: ShiprocketSettings | undefined } | { variable: keyof Environment; problem: string } {
  const missing = SHIPROCKET_VARIABLES.filter((name) => environment[name] === undefined);
  if (missing.length === SHIPROCKET_VARIABLES.length) return { settings: undefined };
  const [first] = missing;
  if (first !== undefined) {
    return {
      variable: first,
      problem: `${SHIPROCKET_VARIABLES.join(', ')} go together: set all four for Shiprocket, or none for manual shipping (and the test courier on a demo shop) (missing: ${missing.join(', ')})`,
    };
  }
  return {
    settings: {
      email: environment.SHIPROCKET_EMAIL ?? '',
      password: environment.SHIPROCKET_PASSWORD ?? '',
      webhookToken: environment.SHIPROCKET_WEBHOOK_TOKEN ?? '',
      pickupLocation: environment.SHIPROCKET_PICKUP_LOCATION ?? '',
      coverCapPaise: environment.COURIER_COVER_CAP_RUPEES * 100,
    },
  };
}

/**
 * The shop's state for its invoices: the one SHOP_STATE names, which must be the one its GSTIN
 * is registered in, or that one when SHOP_STATE is not set.
 */
function shopStateOf(environment: Environment): GstState | { problem: string } {
  const registered = stateByCode(environment.SHOP_GSTIN.slice(0, 2));
  if (!registered) return { problem: `SHOP_GSTIN has no state of its code` };
  const named = environment.SHOP_STATE;
  if (named && named.code !== registered.code) {
    return {
      problem: `SHOP_STATE is ${stateLabel(named)} but SHOP_GSTIN ${environment.SHOP_GSTIN} is registered in ${stateLabel(registered)}`,
    };
  }
  return registered;
}

/** The environment with the payment provider decided (always 'razorpay' or 'test') and the shop's state. */
const ConfigSchema = EnvSchema.transform((environment, context) => {
  const decided = paymentProvider(environment);
  if ('problem' in decided) {
    context.addIssue({ code: 'custom', path: [decided.variable], message: decided.problem });
    return z.NEVER;
  }
  const state = shopStateOf(environment);
  if ('problem' in state) {
    context.addIssue({ code: 'custom', path: ['SHOP_STATE'], message: state.problem });
    return z.NEVER;
  }
  const whatsApp = whatsAppSettings(environment);
  if ('problem' in whatsApp) {
    context.addIssue({ code: 'custom', path: [whatsApp.variable], message: whatsApp.problem });
    return z.NEVER;
  }
  const shiprocket = shiprocketSettings(environment);
  if ('problem' in shiprocket) {
    context.addIssue({ code: 'custom', path: [shiprocket.variable], message: shiprocket.problem });
    return z.NEVER;
  }
  return {
    ...environment,
    WHATSAPP: whatsApp.settings,
    SHIPROCKET: shiprocket.settings,
    PAYMENT_PROVIDER: decided.kind,
    SHOP_STATE: state,
    BACKUP_S3_URL: environment.BACKUP_S3_URL ?? environment.S3_URL,
  };
});

export type Config = Omit<z.infer<typeof ConfigSchema>, 'DATA_DIR' | 'WEB_DIST' | 'ADMIN_DIST'> & {
  /** Absolute, so the server behaves the same whichever folder it is started from. */
  DATA_DIR: string;
  WEB_DIST: string;
  ADMIN_DIST: string;
};

const DEFAULT_WEB_DIST = path.resolve(SERVER_PACKAGE_FOLDER, '../web/dist');
const DEFAULT_ADMIN_DIST = path.resolve(SERVER_PACKAGE_FOLDER, '../admin/dist');

export function readConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`The configuration is not valid:\n  ${problems.join('\n  ')}`);
  }
  return {
    ...parsed.data,
    DATA_DIR: path.resolve(parsed.data.DATA_DIR),
    WEB_DIST: path.resolve(parsed.data.WEB_DIST ?? DEFAULT_WEB_DIST),
    ADMIN_DIST: path.resolve(parsed.data.ADMIN_DIST ?? DEFAULT_ADMIN_DIST),
  };
}
