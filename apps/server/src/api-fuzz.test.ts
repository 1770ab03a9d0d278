import { crc32, deflateSync } from 'node:zlib';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client.ts';
import { createTestDatabase } from './db/test-database.ts';
import { badId, badJsonBody, oddString, sampleOf } from './testing/bad-input.ts';
import { type Browser, fromAddress } from './testing/http-client.ts';
import { createTestApp } from './testing/test-app.ts';
import { newUserFields, signUpVerifiedUser } from './testing/test-users.ts';

/**
 * DESIGN.md §2.6, decision 0028: every operation of the app's own OpenAPI document, and the main
 * better-auth endpoints, driven with generated bad input, signed in and out, never answers a 5xx.
 * Runs on PGlite, and on Postgres too when TEST_DATABASE_URL is set.
 */

const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
// ~80 operations per database; keeps the file well under a minute per database on 2 cores.
const numRuns = Number(process.env.FUZZ_RUNS ?? 12);

type Identity = 'anonymous' | 'user' | 'admin';

interface Operation {
  method: string;
  path: string;
  params: { name: string; in: string }[];
  json?: unknown;
  multipart?: Record<string, { format?: string }>;
}

// better-auth's endpoints are not in our document: their bodies, as a valid request would send them.
const authOperations: Operation[] = [
  ['sign-up/email', { ...newUserFields('fuzz') }],
  ['sign-in/email', { email: 'someone@example.com', password: 'correct horse battery' }],
  ['sign-in/username', { username: 'someone', password: 'correct horse battery' }],
  ['request-password-reset', { email: 'someone@example.com', redirectTo: '/auth/reset-password' }],
  ['reset-password', { newPassword: 'correct horse battery', token: 'token' }],
  ['send-verification-email', { email: 'someone@example.com', callbackURL: '/app' }],
  ['update-user', { name: 'Ada', username: 'ada_lovelace', image: null }],
  [
    'change-password',
    { currentPassword: 'wrong password!', newPassword: 'another password', revokeOtherSessions: false },
  ],
  ['two-factor/enable', { password: 'wrong password!' }],
  ['two-factor/disable', { password: 'wrong password!' }],
  ['two-factor/get-totp-uri', { password: 'wrong password!' }],
  ['two-factor/verify-totp', { code: '123456', trustDevice: false }],
  ['two-factor/verify-backup-code', { code: 'abcde-fghij' }],
  ['two-factor/generate-backup-codes', { password: 'wrong password!' }],
].map(([name, json]) => ({ method: 'POST', path: `/api/auth/${name}`, params: [], json }));

function operationsOf(document: {
  paths: Record<string, Record<string, Record<string, never>>>;
  components?: { schemas?: Record<string, never> };
}): Operation[] {
  const components = document.components?.schemas ?? {};
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]: [string, Record<string, never>]) => {
      const content = (operation.requestBody as { content?: Record<string, { schema?: never }> } | undefined)
        ?.content;
      const multipart = content?.['multipart/form-data']?.schema as
        | { properties?: Record<string, never> }
        | undefined;
      return {
        method: method.toUpperCase(),
        path,
        params: (operation.parameters ?? []) as { name: string; in: string }[],
        json: content?.['application/json']
          ? sampleOf(content['application/json'].schema, components)
          : undefined,
        multipart: multipart?.properties,
      };
    }),
  );
}

/** A PNG whose header claims `width` × `height` pixels (the pixel data is a stub). */
function pngClaiming(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width * 3 + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const engines = [
  { name: 'PGlite', url: null },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'Postgres', url: process.env.TEST_DATABASE_URL }] : []),
];

describe.each(engines)('every API operation on $name answers bad input without a 5xx', ({ url }) => {
  let database: DatabaseHandle;
  let test: Awaited<ReturnType<typeof createTestApp>>;
  const browsers: Partial<Record<Identity, Browser>> = {};
  const knownIds: Record<string, string> = {};
  let files: fc.Arbitrary<File>;
  let ipCounter = 0;

  beforeAll(async () => {
    database = await createTestDatabase(url);
    const admin = newUserFields('fuzzadmin');
    test = await createTestApp({ db: database.db, adminEmails: [admin.email] });
    const user = await signUpVerifiedUser(test.app);
    browsers.user = user.browser;
    browsers.admin = (await signUpVerifiedUser(test.app, admin)).browser;
    // Admin routes get a bystander's id, so the fuzzed user and admin keep their sessions.
    knownIds['/api/admin/users'] = (await signUpVerifiedUser(test.app)).id;
    const brand = await user.browser.post('/api/brands', { name: 'Fuzz brand' });
    knownIds['/api/brands'] = ((await brand.json()) as { id: string }).id;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('file', new File([png], 'red.png', { type: 'image/png' }));
    const upload = await user.browser.request('/api/uploads', { method: 'POST', body: form });
    knownIds['/api/uploads'] = ((await upload.json()) as { id: string }).id;
    const templates = await user.browser.get('/api/templates?pageSize=1');
    const templateId = ((await templates.json()) as { templates: { id: string }[] }).templates[0]?.id ?? '';
    knownIds['/api/templates'] = templateId;
    knownIds['/api/admin/templates'] = templateId;
    files = fc
      .record({
        name: fc.oneof(fc.constantFrom('logo.png', 'photo.jpg', 'font.ttf', 'a.svg', 'noext'), oddString),
        bytes: fc.oneof(
          fc.constant(png),
          fc.constant(pngClaiming(60_000, 60_000)),
          fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
          fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">\u0000</svg>')),
        ),
      })
      .map(({ name, bytes }) => new File([new Uint8Array(bytes)], name));
  }, 240_000);
  afterAll(async () => {
    await test?.cleanup();
    await database?.close();
  });

  /** The request's URL with each path parameter a known id, a well-formed unknown one, or a bad one. */
  function urlOf(
    operation: Operation,
    pathValues: Record<string, { value: string; raw?: boolean }>,
    query: string,
  ) {
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = pathValues[name] ?? { value: 'x' };
      // A lone surrogate has no UTF-8: a client sends U+FFFD in its place.
      return value.raw ? value.value : encodeURIComponent(value.value.replace(/\p{Cs}/gu, '\uFFFD'));
    });
    return `http://localhost:3000${path}${query}`;
  }

  function knownIdOf(operation: Operation): string | undefined {
    return Object.entries(knownIds).find(([prefix]) => operation.path.startsWith(`${prefix}/{`))?.[1];
  }

  function inputsOf(operation: Operation) {
    const pathNames = operation.params.filter((p) => p.in === 'path').map((p) => p.name);
    const queryNames = operation.params.filter((p) => p.in === 'query').map((p) => p.name);
    const known = knownIdOf(operation);
    const pathValue = known ? fc.oneof(fc.constant({ value: known }), badId) : badId;
    const queryValue = fc.oneof(oddString, fc.integer().map(String), fc.constantFrom('true', '1e3', '-0'));
    const body = operation.multipart
      ? fc
          .record(
            Object.fromEntries(
              Object.entries(operation.multipart).map(([name, schema]) => [
                name,
                schema.format === 'binary' ? fc.oneof(files, oddString) : oddString,
              ]),
            ),
            { requiredKeys: [] },
          )
          .map((fields) => ({ kind: 'multipart' as const, fields }))
      : operation.json !== undefined || operation.method !== 'GET'
        ? badJsonBody(operation.json).map((text) => ({ kind: 'json' as const, text }))
        : fc.constant({ kind: 'none' as const });
    return fc.record({
      identity: fc.constantFrom<Identity>(
        'anonymous',
        'user',
        operation.path.includes('/admin/') ? 'admin' : 'user',
      ),
      path: fc.record(Object.fromEntries(pathNames.map((name) => [name, pathValue]))),
      query: fc.oneof(
        fc
          .record(Object.fromEntries(queryNames.map((name) => [name, queryValue])), { requiredKeys: [] })
          .map((values) =>
            Object.keys(values).length > 0 ? `?${new URLSearchParams(values as Record<string, string>)}` : '',
          ),
        fc.constantFrom('?%', '?a=%ZZ', `?${queryNames[0] ?? 'q'}=%00`, `?${queryNames[0] ?? 'q'}=%E0%A4%A`),
      ),
      body,
    });
  }

  async function send(
    operation: Operation,
    input: ReturnType<typeof inputsOf> extends fc.Arbitrary<infer T> ? T : never,
  ) {
    const headers = new Headers({ origin: 'http://localhost:3000' });
    const cookies = input.identity === 'anonymous' ? undefined : browsers[input.identity]?.cookies;
    if (cookies?.size)
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    let body: BodyInit | undefined;
    if (input.body.kind === 'json') {
      headers.set('content-type', 'application/json');
      body = input.body.text;
    } else if (input.body.kind === 'multipart') {
      const form = new FormData();
      for (const [name, value] of Object.entries(input.body.fields))
        if (value !== undefined) form.set(name, value);
      body = form;
    }
    ipCounter += 1;
    return test.app.request(
      urlOf(operation, input.path, input.query),
      { method: operation.method, headers, body },
      fromAddress(`10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`),
    );
  }

  it('answers every generated request with a status below 500', async () => {
    const document = await (await test.app.request('/api/openapi.json')).json();
    // Signing out ends the fuzzed sessions: those operations go last.
    const operations = [...operationsOf(document), ...authOperations].sort(
      (a, b) => Number(a.path.includes('sign-out')) - Number(b.path.includes('sign-out')),
    );
    expect(operations.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const operation of operations) {
      const name = `${operation.method} ${operation.path}`;
      const details = await fc.check(
        fc.asyncProperty(inputsOf(operation), async (input) => {
          const response = await send(operation, input);
          if (response.status >= 500) {
            throw new Error(`answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
          }
        }),
        { seed, numRuns },
      );
      if (details.failed) failures.push(`${name}: ${fc.defaultReportMessage(details)}`);
    }
    expect(failures, `seed ${seed} (FUZZ_SEED=${seed} repeats the run)`).toEqual([]);
  }, 600_000);
});
