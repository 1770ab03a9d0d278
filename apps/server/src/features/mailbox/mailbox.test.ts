import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalOutbox } from '../../adapters/email/local-outbox.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../db/test-database.ts';
import { fromAddress } from '../../testing/http-client.ts';
import { createTestApp } from '../../testing/test-app.ts';

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof createTestApp>>;
const silent = { info() {} } as unknown as Parameters<typeof createLocalOutbox>[1];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp({ db: database.db });
});
afterAll(async () => {
  await app?.cleanup();
  await database?.close();
});

describe('development mailbox over the local outbox', () => {
  it('lists e-mails newest first, filters by recipient and shows one', async () => {
    const outbox = createLocalOutbox(database.db, silent, 'http://localhost:3000');
    await outbox.send({ to: 'Ada@Example.com', subject: 'first', text: 'one', html: '<p>one</p>' });
    await outbox.send({ to: 'bob@example.com', subject: 'second', text: 'two', html: '<p>two</p>' });
    await outbox.send({ to: 'ada@example.com', subject: 'third', text: 'three', html: '<p>three</p>' });

    const all = await app.app.request('/api/dev/mailbox');
    expect(all.status).toBe(200);
    const { emails } = (await all.json()) as { emails: { id: string; subject: string; to: string }[] };
    expect(emails.map((e) => e.subject)).toEqual(['third', 'second', 'first']);

    const ada = (await (await app.app.request('/api/dev/mailbox?to=ADA@example.com')).json()) as {
      emails: { subject: string }[];
    };
    expect(ada.emails.map((e) => e.subject)).toEqual(['third', 'first']);

    const one = await app.app.request(`/api/dev/mailbox/${emails[0]?.id}`);
    expect(await one.json()).toMatchObject({ subject: 'third', to: 'ada@example.com', html: '<p>three</p>' });
    expect((await app.app.request('/api/dev/mailbox/not-an-id')).status).toBe(404);
    expect((await app.app.request('/api/dev/mailbox/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('is served to loopback clients only', async () => {
    expect((await app.app.request('/api/dev/mailbox', {}, fromAddress('127.0.0.1'))).status).toBe(200);
    expect((await app.app.request('/api/dev/mailbox', {}, fromAddress('::1'))).status).toBe(200);
    expect((await app.app.request('/api/dev/mailbox', {}, fromAddress('203.0.113.7'))).status).toBe(404);
  });
});
