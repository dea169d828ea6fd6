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
      TRUST_PROXY: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBeUndefined();
    expect(config.SHOP_WHATSAPP_NUMBER).toBe('919876543210');
    expect(config.SHOP_EMAIL).toBe('hello@velli-thangam.example');
  });

  it("reads the shop's e-mail address and refuses one that is not an address", () => {
    expect(readConfig({ SHOP_EMAIL: 'orders@shop.in' }).SHOP_EMAIL).toBe('orders@shop.in');
    expect(() => readConfig({ SHOP_EMAIL: 'the shop' })).toThrow(
      'SHOP_EMAIL: SHOP_EMAIL must be an e-mail address',
    );
  });

  it('keeps only the origin of PUBLIC_URL, so page paths can follow it', () => {
    expect(readConfig({ PUBLIC_URL: 'https://Shop.Example/', PAYMENT_PROVIDER: 'test' }).PUBLIC_URL).toBe(
      'https://shop.example',
    );
    expect(readConfig({ PUBLIC_URL: 'http://192.168.1.20:3000' }).PUBLIC_URL).toBe(
      'http://192.168.1.20:3000',
    );
    expect(readConfig({ PUBLIC_URL: ' ' }).PUBLIC_URL).toBeUndefined();
  });

  it('refuses a PUBLIC_URL that is not an http(s) address without a path', () => {
    for (const value of [
      'shop.example',
      'ftp://shop.example',
      'https://shop.example/shop',
      'https://shop.example/?ref=1',
      'https://owner@shop.example',
    ]) {
      expect(() => readConfig({ PUBLIC_URL: value }), value).toThrow(
        'PUBLIC_URL: PUBLIC_URL must be the http:// or https:// address of the shop without a path, such as https://shop.example',
      );
    }
  });

  it('keeps product pictures in the database without S3_URL, and in the bucket it names with it', () => {
    expect(readConfig({}).S3_URL).toBeUndefined();
    expect(readConfig({ S3_URL: 'http://minio:s3cret@127.0.0.1:9000/pictures' }).S3_URL).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'pictures',
      accessKeyId: 'minio',
    });
    expect(() => readConfig({ S3_URL: 'http://127.0.0.1:9000/pictures' })).toThrow(
      'S3_URL: S3_URL must look like http://ACCESS_KEY:SECRET_KEY@host:port/bucket',
    );
  });

  it('reads the WhatsApp number of the chat button, digits only', () => {
    expect(readConfig({ SHOP_WHATSAPP_NUMBER: ' 919000000001 ' }).SHOP_WHATSAPP_NUMBER).toBe('919000000001');
    for (const value of ['+91 98765 43210', '09876543210', '98765']) {
      expect(() => readConfig({ SHOP_WHATSAPP_NUMBER: value }), value).toThrow(
        'SHOP_WHATSAPP_NUMBER: SHOP_WHATSAPP_NUMBER must be the country code and number, digits only, such as 919876543210',
      );
    }
  });

  it('names the demo shop as the seller on invoices, with a GSTIN that passes its check, in Tamil Nadu', () => {
    const config = readConfig({});
    expect(config.SHOP_LEGAL_NAME).toBe('Velli & Thangam');
    expect(config.SHOP_GSTIN).toBe('33AABCV1234F1ZV');
    expect(config.SHOP_STATE).toMatchObject({ code: '33', name: 'Tamil Nadu' });
    expect(config.SHOP_ADDRESS).toBe('14 South Car Street, Madurai, Tamil Nadu 625001');
  });

  it('reads the seller of the invoices, the state from the GSTIN when SHOP_STATE is not set', () => {
    const config = readConfig({
      SHOP_LEGAL_NAME: 'Velli Thangam Jewellers Pvt Ltd',
      SHOP_GSTIN: '29aagcb7383j1z4',
      SHOP_ADDRESS: '1 MG Road, Bengaluru 560001',
    });
    expect(config.SHOP_LEGAL_NAME).toBe('Velli Thangam Jewellers Pvt Ltd');
    expect(config.SHOP_GSTIN).toBe('29AAGCB7383J1Z4');
    expect(config.SHOP_STATE).toMatchObject({ code: '29', name: 'Karnataka' });
    expect(readConfig({ SHOP_GSTIN: '29AAGCB7383J1Z4', SHOP_STATE: 'karnataka' }).SHOP_STATE.code).toBe('29');
  });

  it('stops at a mistyped GSTIN, an unknown state, or a state the GSTIN is not registered in', () => {
    expect(() => readConfig({ SHOP_GSTIN: '33AABCV1234F1ZW' })).toThrow(
      'SHOP_GSTIN: SHOP_GSTIN has the check character W where V is due: a character is mistyped',
    );
    expect(() => readConfig({ SHOP_GSTIN: '33AABCV1234F' })).toThrow(
      /SHOP_GSTIN must be a 15-character GSTIN/,
    );
    expect(() => readConfig({ SHOP_STATE: 'Atlantis' })).toThrow(
      'SHOP_STATE: SHOP_STATE must name a state or union territory of India, such as Tamil Nadu or 33; "Atlantis" is none',
    );
    expect(() => readConfig({ SHOP_STATE: 'Kerala' })).toThrow(
      'SHOP_STATE: SHOP_STATE is Kerala (32) but SHOP_GSTIN 33AABCV1234F1ZV is registered in Tamil Nadu (33)',
    );
  });

  it('names the demo shop’s customer-care phone and grievance officer on the policy pages', () => {
    expect(readConfig({})).toMatchObject({
      SHOP_PHONE: '+91 98765 43210',
      GRIEVANCE_OFFICER_NAME: 'Meenakshi Sundaram',
      GRIEVANCE_OFFICER_DESIGNATION: 'Grievance Officer',
      GRIEVANCE_OFFICER_EMAIL: 'grievance@velli-thangam.example',
      GRIEVANCE_OFFICER_PHONE: '+91 452 400 1234',
    });
  });

  it('reads the shop’s phone and grievance officer, and stops at a phone or e-mail that is none', () => {
    expect(
      readConfig({
        SHOP_PHONE: '+91 44 4000 1234',
        GRIEVANCE_OFFICER_NAME: ' Kavitha Raman ',
        GRIEVANCE_OFFICER_DESIGNATION: 'Head of Customer Care',
        GRIEVANCE_OFFICER_EMAIL: 'grievance@shop.in',
        GRIEVANCE_OFFICER_PHONE: '(044) 4000-5678',
      }),
    ).toMatchObject({
      SHOP_PHONE: '+91 44 4000 1234',
      GRIEVANCE_OFFICER_NAME: 'Kavitha Raman',
      GRIEVANCE_OFFICER_DESIGNATION: 'Head of Customer Care',
      GRIEVANCE_OFFICER_EMAIL: 'grievance@shop.in',
      GRIEVANCE_OFFICER_PHONE: '(044) 4000-5678',
    });
    expect(() => readConfig({ SHOP_PHONE: 'call us' })).toThrow(
      'SHOP_PHONE: SHOP_PHONE must be a phone number of 8 to 15 digits, such as +91 44 4000 1234',
    );
    expect(() => readConfig({ GRIEVANCE_OFFICER_PHONE: '12345' })).toThrow(
      'GRIEVANCE_OFFICER_PHONE: GRIEVANCE_OFFICER_PHONE must be a phone number of 8 to 15 digits',
    );
    expect(() => readConfig({ GRIEVANCE_OFFICER_EMAIL: 'the officer' })).toThrow(
      'GRIEVANCE_OFFICER_EMAIL: GRIEVANCE_OFFICER_EMAIL must be an e-mail address',
    );
    expect(() => readConfig({ GRIEVANCE_OFFICER_NAME: 'K'.repeat(101) })).toThrow(
      'GRIEVANCE_OFFICER_NAME: GRIEVANCE_OFFICER_NAME must be at most 100 characters',
    );
  });

  it('takes payments with the built-in test provider without Razorpay keys, and with Razorpay with both', () => {
    expect(readConfig({}).PAYMENT_PROVIDER).toBe('test');
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_shop', RAZORPAY_KEY_SECRET: 'razorpay-secret' };
    expect(readConfig(keys).PAYMENT_PROVIDER).toBe('razorpay');
    expect(readConfig({ ...keys, PUBLIC_URL: 'https://shop.example' }).PAYMENT_PROVIDER).toBe('razorpay');
    // Asked for, the test provider runs whatever else is set: a demo shop on the internet.
    expect(readConfig({ ...keys, PAYMENT_PROVIDER: 'test' }).PAYMENT_PROVIDER).toBe('test');
    expect(
      readConfig({ PUBLIC_URL: 'https://shop.example', PAYMENT_PROVIDER: 'test' }).PAYMENT_PROVIDER,
    ).toBe('test');
  });

  it('refuses to start with one Razorpay key of the two', () => {
    expect(() => readConfig({ RAZORPAY_KEY_ID: 'rzp_live_shop' })).toThrow(
      'RAZORPAY_KEY_SECRET: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go together: set both for Razorpay, or neither for the built-in test provider',
    );
    expect(() => readConfig({ RAZORPAY_KEY_SECRET: 'razorpay-secret', PAYMENT_PROVIDER: 'test' })).toThrow(
      'RAZORPAY_KEY_ID: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go together',
    );
  });

  it('refuses to start a shop on an https:// address that would take orders without charging', () => {
    expect(() => readConfig({ PUBLIC_URL: 'https://shop.example' })).toThrow(
      'PAYMENT_PROVIDER: PUBLIC_URL is https://shop.example but RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are not set: the built-in test provider would mark orders paid without charging anything. Set the keys, or PAYMENT_PROVIDER=test for a demo shop',
    );
    expect(() => readConfig({ PAYMENT_PROVIDER: 'razorpay' })).toThrow(
      'PAYMENT_PROVIDER: PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
    );
    expect(() => readConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      'PAYMENT_PROVIDER: PAYMENT_PROVIDER must be razorpay or test',
    );
  });

  it('reads the values it is given', () => {
    const config = readConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      SEED_DEMO: 'false',
      RAZORPAY_KEY_ID: ' ',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      SEED_DEMO: false,
      RAZORPAY_KEY_ID: undefined,
      TRUST_PROXY: 1,
    });
  });

  it('trusts a number of proxy hops, or the proxies named by their addresses', () => {
    expect(readConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(readConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(readConfig({ TRUST_PROXY: ' 10.0.0.5, 10.0.1.0/24,fd00::/8 ' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      'fd00::/8',
    ]);
  });

  it('refuses TRUST_PROXY=true, which would let a client choose its own address', () => {
    for (const value of ['true', 'yes', '10.0.0.5,proxy.example', '10.0.0.0/33', '11']) {
      expect(() => readConfig({ TRUST_PROXY: value }), value).toThrow(
        'TRUST_PROXY: TRUST_PROXY must be how many proxies stand in front of the shop (such as 1) or their addresses',
      );
    }
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
