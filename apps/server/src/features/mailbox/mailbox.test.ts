import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalOutbox } from '../../adapters/email/local-outbox.ts';
import { fromAddress } from '../../testing/http-client.ts';
import { createTestApp } from '../../testing/test-app.ts';

let dir: string;
let app: Awaited<ReturnType<typeof createTestApp>>;
const logged: unknown[] = [];
let outbox: ReturnType<typeof createLocalOutbox>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'brandloom-outbox-'));
  outbox = createLocalOutbox({
    dir: join(dir, 'outbox'),
    from: 'Brandloom <no-reply@brandloom.test>',
    logger: { info: (entry: unknown) => logged.push(entry) } as never,
    publicUrl: 'http://localhost:3000',
  });
  app = await createTestApp({ email: outbox });
});
afterAll(async () => {
  await app?.cleanup();
  await rm(dir, { recursive: true, force: true });
});

describe('local outbox', () => {
  it('writes each message as an .eml file with HTML and text and logs its links', async () => {
    await outbox.send({
      to: 'zoe@example.com',
      subject: 'Bestätige deine E-Mail-Adresse',
      text: 'Hallo Zoë, https://ads.example.com/api/auth/verify-email?token=abc',
      html: '<p>Hallo Zoë</p>',
    });
    const files = (await readdir(join(dir, 'outbox'))).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const raw = await readFile(join(dir, 'outbox', files[0] as string), 'utf8');
    expect(raw).toMatch(/^From: Brandloom <no-reply@brandloom\.test>$/m);
    expect(raw).toMatch(/^To: zoe@example\.com$/m);
    expect(raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(raw).toContain('multipart/alternative');
    expect(raw).toContain('text/plain');
    expect(raw).toContain('text/html');
    expect(logged.at(-1)).toMatchObject({
      to: 'zoe@example.com',
      links: ['https://ads.example.com/api/auth/verify-email?token=abc'],
      mailbox: expect.stringMatching(/^http:\/\/localhost:3000\/dev\/mailbox\/[0-9a-f-]{36}$/),
    });
  });
});

describe('development mailbox over the local outbox', () => {
  it('lists e-mails newest first, filters by recipient and shows one', async () => {
    await outbox.send({ to: 'Ada@Example.com', subject: 'first', text: 'one', html: '<p>one</p>' });
    await outbox.send({ to: 'bob@example.com', subject: 'second', text: 'two', html: '<p>two</p>' });
    await outbox.send({ to: 'ada@example.com', subject: 'third', text: 'three', html: '<p>three</p>' });

    const all = await app.app.request('/api/dev/mailbox');
    expect(all.status).toBe(200);
    const { emails } = (await all.json()) as { emails: { id: string; subject: string; to: string }[] };
    expect(emails.slice(0, 3).map((e) => e.subject)).toEqual(['third', 'second', 'first']);

    const ada = (await (await app.app.request('/api/dev/mailbox?to=ADA@example.com')).json()) as {
      emails: { subject: string }[];
    };
    expect(ada.emails.map((e) => e.subject)).toEqual(['third', 'first']);

    const one = await app.app.request(`/api/dev/mailbox/${emails[0]?.id}`);
    expect(await one.json()).toMatchObject({
      id: emails[0]?.id,
      subject: 'third',
      to: 'ada@example.com',
      text: 'three',
      html: '<p>three</p>',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await app.app.request('/api/dev/mailbox/not-an-id')).status).toBe(404);
    expect((await app.app.request('/api/dev/mailbox/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('has a page for people: the list, and one message with its HTML in a sandboxed frame', async () => {
    await outbox.send({
      to: 'eve@example.com',
      subject: 'Look <here>',
      text: 'plain & simple',
      html: '<b>"hi"</b>',
    });
    const list = await app.app.request('/dev/mailbox');
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toContain('text/html');
    const listHtml = await list.text();
    expect(listHtml).toContain('Look &#60;here&#62;');
    const id = listHtml.match(/href="\/dev\/mailbox\/([0-9a-f-]{36})"/)?.[1];

    const message = await app.app.request(`/dev/mailbox/${id}`);
    const html = await message.text();
    expect(html).toContain('plain &#38; simple');
    expect(html).toMatch(
      /<iframe [^>]*sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="[^"]*&#60;b&#62;&#34;hi&#34;/,
    );
    expect(message.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await app.app.request('/dev/mailbox/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('is served to loopback clients only', async () => {
    for (const path of ['/api/dev/mailbox', '/dev/mailbox']) {
      expect((await app.app.request(path, {}, fromAddress('127.0.0.1'))).status).toBe(200);
      expect((await app.app.request(path, {}, fromAddress('::1'))).status).toBe(200);
      expect((await app.app.request(path, {}, fromAddress('::ffff:127.0.0.1'))).status).toBe(200);
      expect((await app.app.request(path, {}, fromAddress('203.0.113.7'))).status).toBe(404);
      // No proxy is trusted: a client's own X-Forwarded-For means nothing.
      const claimed = { headers: { 'x-forwarded-for': '127.0.0.1' } };
      expect((await app.app.request(path, claimed, fromAddress('203.0.113.7'))).status).toBe(404);
    }
  });

  it('judges the client behind a trusted proxy, not the proxy', async () => {
    const proxied = await createTestApp({ env: { TRUSTED_PROXIES: ['127.0.0.1'] } });
    const from = (peer: string, forwardedFor: string) =>
      proxied.app.request(
        '/api/dev/mailbox',
        { headers: { 'x-forwarded-for': forwardedFor } },
        fromAddress(peer),
      );
    try {
      // A reverse proxy on this machine passing on a request from the internet.
      expect((await from('127.0.0.1', '203.0.113.9')).status).toBe(404);
      expect((await from('127.0.0.1', '127.0.0.1, 203.0.113.9')).status).toBe(404);
      // A peer that is no trusted proxy cannot claim to forward for this machine.
      expect((await from('198.51.100.1', '127.0.0.1')).status).toBe(404);
      // The proxy forwarding a client on this machine.
      expect((await from('127.0.0.1', '::1')).status).toBe(200);
    } finally {
      await proxied.cleanup();
    }
  });

  it('is not mounted when the server is not started for local use', async () => {
    const served = await createTestApp({ env: { PUBLIC_URL: 'https://ads.example.com' } });
    try {
      const api = await served.app.request('/api/dev/mailbox', {}, fromAddress('127.0.0.1'));
      expect(await api.json()).toMatchObject({ error: { code: 'ROUTE_NOT_FOUND' } });
      // The page is left to the web app, which has no such page.
      const page = await served.app.request('/dev/mailbox', {}, fromAddress('127.0.0.1'));
      expect(await page.text()).not.toContain('Development mailbox');
    } finally {
      await served.cleanup();
    }
  });
});
