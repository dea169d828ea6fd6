import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './env.ts';

describe('the configuration', () => {
  it('has the defaults of the configuration table', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: path.resolve('./data'),
      SEED_DEMO: true,
      CATALOGUE_CACHE_SECONDS: 30,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads the values it is given', () => {
    const config = readConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      SEED_DEMO: 'false',
      RAZORPAY_KEY_ID: ' ',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      SEED_DEMO: false,
      RAZORPAY_KEY_ID: undefined,
    });
  });

  it('stops with a message naming every wrong variable', () => {
    expect(() => readConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' })).toThrow(
      [
        'The configuration is not valid:',
        '  PORT: PORT must be a port number',
        '  DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://',
        '  SEED_DEMO: SEED_DEMO must be true or false',
      ].join('\n'),
    );
  });
});
