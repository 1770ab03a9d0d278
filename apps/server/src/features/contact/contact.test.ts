import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailMessage } from '../../adapters/email/email.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { contactMessage } from '../../db/schema.ts';
import { createTestDatabase } from '../../db/test-database.ts';
import { createBrowser } from '../../testing/http-client.ts';
import { createTestApp } from '../../testing/test-app.ts';

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof createTestApp>>;
let clock = Date.parse('2026-11-26T10:00:00Z');
const sent: EmailMessage[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp({
    db: database.db,
    now: () => clock,
    email: { kind: 'smtp', send: async (email) => void sent.push(email) },
    env: { SUPPORT_EMAIL: 'support@example.test', PREVIEW_TOKEN: 'preview-token-for-tests' },
  });
});
afterAll(async () => {
  await app?.cleanup();
  await database?.close();
});

const message = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  topic: 'billing',
  message: 'Can I change the Flex volume?',
  language: 'en',
};

async function formToken(ip: string): Promise<string> {
  const response = await createBrowser(app.app, { ip }).get('/api/contact/form-token');
  return ((await response.json()) as { token: string }).token;
}

describe('POST /api/contact', () => {
  it('stores a message a person sent and refuses bots, too-fast and forged forms', async () => {
    const ip = '198.51.100.21';
    const browser = createBrowser(app.app, { ip });
    const token = await formToken(ip);
    const tooFast = await browser.post('/api/contact', { ...message, formToken: token });
    expect(tooFast.status).toBe(400);
    expect(((await tooFast.json()) as { error: { code: string } }).error.code).toBe('CONTACT_TOO_FAST');

    clock += 5000;
    const bot = await browser.post('/api/contact', { ...message, formToken: token, contact_reference: 'x' });
    expect(((await bot.json()) as { error: { code: string } }).error.code).toBe('CONTACT_REJECTED');
    const forged = await browser.post('/api/contact', { ...message, formToken: `${clock - 60_000}.abc` });
    expect(((await forged.json()) as { error: { code: string } }).error.code).toBe('CONTACT_FORM_EXPIRED');
    const invalid = await browser.post('/api/contact', { ...message, email: 'nope', formToken: token });
    expect(invalid.status).toBe(400);

    expect((await browser.post('/api/contact', { ...message, formToken: token })).status).toBe(204);
    const rows = await database.db.select().from(contactMessage);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Grace Hopper', topic: 'billing', language: 'en' });
    expect(rows[0]?.emailedAt).not.toBeNull();
    expect(rows[0]?.clientKey).not.toContain(ip);
  });

  it("says a message's length limits in the visitor's language", async () => {
    const ip = '198.51.100.23';
    const browser = createBrowser(app.app, { ip });
    const token = await formToken(ip);
    const fieldsOf = async (form: Record<string, string>, language: string) => {
      const response = await browser.post(
        '/api/contact',
        { ...form, formToken: token, language },
        {
          headers: { 'accept-language': language },
        },
      );
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: { fields: Record<string, string[]> } }).error.fields;
    };
    expect((await fieldsOf({ ...message, message: 'Hi' }, 'de')).message).toEqual([
      'Die Nachricht muss mindestens 10 Zeichen lang sein.',
    ]);
    expect((await fieldsOf({ ...message, message: 'x'.repeat(5001) }, 'en')).message).toEqual([
      'Message must be at most 5,000 characters.',
    ]);
    expect((await fieldsOf({ ...message, name: 'G'.repeat(101) }, 'fr')).name).toEqual([
      'Le nom doit comporter au plus 100 caractères.',
    ]);
  });

  it('takes five messages an hour from one address', async () => {
    const ip = '198.51.100.22';
    const browser = createBrowser(app.app, { ip });
    const token = await formToken(ip);
    clock += 5000;
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await browser.post('/api/contact', { ...message, formToken: token })).status).toBe(204);
    }
    expect((await browser.post('/api/contact', { ...message, formToken: token })).status).toBe(429);
  });

  it('lists messages for admins only', async () => {
    expect((await createBrowser(app.app).get('/api/admin/contact-messages')).status).toBe(401);
  });
});

describe('blog preview and search engines', () => {
  it('checks the preview token before showing drafts', async () => {
    const browser = createBrowser(app.app);
    expect((await browser.get('/api/blog/posts?lang=en')).status).toBe(403);
    const wrong = await browser.post('/api/blog/preview', { token: 'not-it' });
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe('PREVIEW_TOKEN_INVALID');
    const staging = await browser.post('/api/blog/preview', {
      token: 'preview-token-for-tests',
      staging: true,
    });
    expect(((await staging.json()) as { error: { code: string } }).error.code).toBe(
      'PREVIEW_STAGING_MISSING',
    );
    expect((await browser.post('/api/blog/preview', { token: 'preview-token-for-tests' })).status).toBe(204);
    const posts = (await (await browser.get('/api/blog/posts?lang=en')).json()) as {
      posts: { slug: string; draft: boolean }[];
    };
    expect(posts.posts.some((post) => post.draft)).toBe(true);
    const draft = await browser.get('/api/blog/post?lang=en&slug=copywriting%2Fcalls-to-action');
    expect(draft.status).toBe(200);
  });

  it('serves a sitemap with hreflang alternates, robots.txt and feeds', async () => {
    const browser = createBrowser(app.app);
    const sitemap = await (await browser.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>http://localhost:3000/de/help</loc>');
    expect(sitemap).toContain('hreflang="fr" href="http://localhost:3000/fr/blog"');
    expect(sitemap).not.toContain('calls-to-action');
    expect(await (await browser.get('/robots.txt')).text()).toContain(
      'Sitemap: http://localhost:3000/sitemap.xml',
    );
    // Every published article is in Spanish too, so the Spanish feed lists no English entry.
    const spanishFeed = await (await browser.get('/es/blog/feed.xml')).text();
    expect(spanishFeed).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="es">');
    expect(spanishFeed).toContain('<entry');
    expect(spanishFeed).not.toContain('<entry xml:lang="en">');
    expect((await browser.get('/api/site/card?path=%2Fno-such-page')).status).toBe(404);
  });
});

it('e-mails the support address with the visitor as Reply-To', () => {
  expect(sent[0]).toMatchObject({
    to: 'support@example.test',
    replyTo: '"Grace Hopper" <grace@example.com>',
  });
  expect(sent[0]?.subject).toBe('Contact form: Plans and billing — Grace Hopper');
  expect(sent[0]?.text).toContain('Can I change the Flex volume?');
});
