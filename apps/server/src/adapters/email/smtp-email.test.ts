import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { createSmtpEmail } from './smtp-email.ts';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let server: SMTPServer;
let url: string;

beforeAll(async () => {
  // smtp-server's built-in certificate has expired: offer no STARTTLS, plain SMTP on loopback.
  server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('SMTP e-mail adapter', () => {
  it('delivers HTML plus text from MAIL_FROM', async () => {
    const email = createSmtpEmail({ url, from: 'Brandloom <no-reply@brandloom.test>' });
    await email.send({
      to: 'ada@example.com',
      subject: 'Bestätige deine E-Mail-Adresse',
      text: 'Hallo Ada, https://ads.example.com/api/auth/verify-email?token=abc',
      html: '<p>Hallo Ada</p>',
    });
    email.close();
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe('no-reply@brandloom.test');
    expect(mail?.to).toEqual(['ada@example.com']);
    expect(mail?.raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(mail?.raw).toContain('multipart/alternative');
    expect(mail?.raw).toContain('text/html');
  });

  it('leaves the development mailbox out when SMTP is configured', async () => {
    const { app, cleanup } = await createTestApp({ email: createSmtpEmail({ url, from: 'x@example.com' }) });
    try {
      for (const path of ['/api/dev/mailbox', '/api/dev/mailbox/00000000-0000-4000-8000-000000000000']) {
        const response = await app.request(path);
        expect(response.status).toBe(404);
      }
    } finally {
      await cleanup();
    }
  });
});
