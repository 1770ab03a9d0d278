import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureSites, startFixtureSites } from '../../testing/fixture-sites.ts';
import { isAllowListed, isPublicAddress, parseAllowedHosts } from './address-policy.ts';
import { htmlTypes, imageTypes, SafeFetchError, type SafeFetchOptions, safeFetch } from './safe-fetch.ts';

// Every request here goes to 127.0.0.0/8 or is refused before any connection is made.

let sites: FixtureSites;
let other: FixtureSites;
let options: SafeFetchOptions;

beforeAll(async () => {
  sites = await startFixtureSites();
  // A second loopback service the allow-list does not name: stands for "something internal".
  other = await startFixtureSites();
  options = {
    accept: htmlTypes,
    maxBytes: 1024 * 1024,
    allowedHosts: parseAllowedHosts([sites.allowListEntry]),
    requestTimeoutMs: 2_000,
    timeoutMs: 5_000,
  };
});
afterAll(async () => {
  await sites?.close();
  await other?.close();
});

async function failureOf(url: string, overrides: Partial<SafeFetchOptions> = {}): Promise<SafeFetchError> {
  const error = await safeFetch(url, { ...options, ...overrides }).then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SafeFetchError))
    throw new Error(`expected a SafeFetchError for ${url}, got ${error}`);
  return error;
}

describe('address policy', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '240.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::7f00:1',
    '64:ff9b::a00:1',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:1::1',
    '2001:db8::1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808'])(
    'lets public %s through',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('allow-lists one address on one port, or a whole range', () => {
    const allowed = parseAllowedHosts(['127.0.0.1:4000', '[::1]:4001', '10.1.0.0/16']);
    expect(isAllowListed('127.0.0.1', 4000, allowed)).toBe(true);
    expect(isAllowListed('127.0.0.1', 4001, allowed)).toBe(false);
    expect(isAllowListed('::ffff:127.0.0.1', 4000, allowed)).toBe(true);
    expect(isAllowListed('::1', 4001, allowed)).toBe(true);
    expect(isAllowListed('10.1.200.3', 22, allowed)).toBe(true);
    expect(isAllowListed('10.2.0.1', 80, allowed)).toBe(false);
    expect(() => parseAllowedHosts(['localhost:4000'])).toThrow();
  });
});

describe('safeFetch', () => {
  it('reads an allow-listed fixture page', async () => {
    const response = await safeFetch(`${sites.baseUrl}/css-variables/`, options);
    expect(response.contentType).toBe('text/html');
    expect(response.body.toString()).toContain('Fjord Coffee Roasters');
  });

  it.each([
    ['loopback on a port not allow-listed', () => `${other.baseUrl}/css-variables/`],
    ['localhost by name', () => `http://localhost:${other.port}/`],
    ['a private 10.x address', () => 'http://10.0.0.1/'],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['an IPv4-mapped IPv6 loopback', () => `http://[::ffff:127.0.0.1]:${other.port}/`],
    ['an IPv4-mapped IPv6 loopback in hex', () => `http://[::ffff:7f00:1]:${other.port}/`],
    ['IPv6 loopback', () => `http://[::1]:${other.port}/`],
    ['a decimal IPv4 loopback', () => `http://2130706433:${other.port}/`],
    ['a hex IPv4 loopback', () => `http://0x7f.1:${other.port}/`],
    ['an octal IPv4 loopback', () => `http://017700000001:${other.port}/`],
    ['the unspecified address', () => `http://0.0.0.0:${other.port}/`],
    ['NAT64 of a private address', () => 'http://[64:ff9b::a00:1]/'],
  ])('refuses %s', async (_, url) => {
    expect((await failureOf(url())).reason).toBe('refused-address');
  });

  it.each(['file:///etc/passwd', 'ftp://127.0.0.1/', 'gopher://127.0.0.1:70/', 'not a url'])(
    'refuses %s as not an http(s) URL',
    async (url) => {
      expect((await failureOf(url)).reason).toBe('invalid-url');
    },
  );

  it('re-checks redirects: an allowed site cannot redirect inward', async () => {
    const to = (target: string) => `${sites.baseUrl}/special/redirect?to=${encodeURIComponent(target)}`;
    expect((await failureOf(to(`${other.baseUrl}/`))).reason).toBe('refused-address');
    expect((await failureOf(to('http://10.0.0.1/admin'))).reason).toBe('refused-address');
    expect((await failureOf(to('http://169.254.169.254/latest/meta-data/'))).reason).toBe('refused-address');
    expect((await failureOf(to(`http://[::ffff:127.0.0.1]:${other.port}/`))).reason).toBe('refused-address');
    expect((await failureOf(to('file:///etc/passwd'))).reason).toBe('invalid-url');
  });

  it('follows up to five redirects, not six', async () => {
    const response = await safeFetch(`${sites.baseUrl}/special/redirect-chain/5`, options);
    expect(response.url).toBe(`${sites.baseUrl}/special/redirect-chain/0`);
    expect((await failureOf(`${sites.baseUrl}/special/redirect-chain/6`)).reason).toBe('too-many-redirects');
  });

  it('stops reading bodies past the size limit, however they arrive', async () => {
    expect((await failureOf(`${sites.baseUrl}/special/huge`)).reason).toBe('too-large');
    expect((await failureOf(`${sites.baseUrl}/special/huge-declared`)).reason).toBe('too-large');
    expect((await failureOf(`${sites.baseUrl}/special/gzip-bomb`)).reason).toBe('too-large');
  });

  it('decompresses gzip bodies', async () => {
    const response = await safeFetch(`${sites.baseUrl}/special/gzip`, options);
    expect(response.body.toString()).toContain('<title>Special | fixture</title>');
    expect(response.charset).toBe('utf-8');
  });

  it('reads only the content types asked for', async () => {
    expect((await failureOf(`${sites.baseUrl}/special/json`)).reason).toBe('content-type');
    expect((await failureOf(`${sites.baseUrl}/css-variables/`, { accept: imageTypes })).reason).toBe(
      'content-type',
    );
    const logo = await safeFetch(`${sites.baseUrl}/css-variables/logo.png`, {
      ...options,
      accept: imageTypes,
    });
    expect(logo.contentType).toBe('image/png');
  });

  it('answers error statuses as failures', async () => {
    const error = await failureOf(`${sites.baseUrl}/broken/`);
    expect(error.reason).toBe('status');
  });

  it('gives up on servers that do not answer, or stall mid-body, at the limits asked for', async () => {
    // The fixtures never finish: each call is ended by its own 300 ms limit, long before the
    // defaults would end it (8 s a request, 15 s in all); the bound leaves room for a loaded machine.
    const limited: [string, Partial<SafeFetchOptions>][] = [
      ['slow', { requestTimeoutMs: 300 }],
      ['slow-body', { requestTimeoutMs: 300 }],
      ['slow', { timeoutMs: 300 }],
    ];
    for (const [path, limit] of limited) {
      const started = Date.now();
      expect((await failureOf(`${sites.baseUrl}/special/${path}`, limit)).reason).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(6_000);
    }
  });
});
