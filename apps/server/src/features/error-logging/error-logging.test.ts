import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { createErrorLogFilter, dedupeWindowMs, maxMessageLength } from './error-log-filter.ts';

describe('error log filter', () => {
  function filterWithClock() {
    let time = 1_000_000;
    const filter = createErrorLogFilter(() => time);
    return { filter, advance: (ms: number) => (time += ms) };
  }

  it('keeps at most 5 identical messages per 30 s window', () => {
    const { filter, advance } = filterWithClock();
    const results = Array.from({ length: 7 }, () => filter({ message: 'boom' }).accepted);
    expect(results).toEqual([true, true, true, true, true, false, false]);
    expect(filter({ message: 'another' }).accepted).toBe(true);

    advance(dedupeWindowMs - 1);
    expect(filter({ message: 'boom' })).toEqual({ accepted: false, reason: 'duplicate' });
    advance(1);
    expect(filter({ message: 'boom' }).accepted).toBe(true);
  });

  it('truncates messages to 1000 characters, and dedupes on the truncated text', () => {
    const { filter } = filterWithClock();
    const result = filter({ message: `${'a'.repeat(maxMessageLength)}tail-1` });
    expect(result).toEqual({ accepted: true, message: 'a'.repeat(maxMessageLength) });
    for (let i = 2; i <= 5; i++) filter({ message: `${'a'.repeat(maxMessageLength)}tail-${i}` });
    expect(filter({ message: `${'a'.repeat(maxMessageLength)}tail-6` }).accepted).toBe(false);
  });

  it.each([
    'TypeError: Failed to fetch dynamically imported module: https://x/assets/app-1.js',
    'Importing a module script failed.',
    'ChunkLoadError: Loading chunk 42 failed.',
    'Loading CSS chunk 7 failed',
    'Too many requests, please try again later',
  ])('ignores %s', (message) => {
    const { filter } = filterWithClock();
    expect(filter({ message })).toEqual({ accepted: false, reason: 'ignored' });
  });

  it('ignores rate-limit answers by status', () => {
    const { filter } = filterWithClock();
    expect(filter({ message: 'Request failed', status: 429 }).accepted).toBe(false);
    expect(filter({ message: 'Request failed', status: 500 }).accepted).toBe(true);
  });
});

describe('POST /api/error-logging', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('logs accepted reports at warn level and answers 202', async () => {
    const lines: { level: number; msg: string; clientError?: Record<string, unknown> }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const clientErrors = () => lines.filter((line) => line.msg === 'client error');
    const { app, cleanup } = await createTestApp({ logger });
    cleanups.push(cleanup);

    const send = (message: string) =>
      app.request('/api/error-logging', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message, stack: 'at x', url: 'http://localhost/app', userAgent: 'test' }),
      });

    const accepted = await send('Cannot read properties of undefined');
    expect(accepted.status).toBe(202);
    expect(await accepted.json()).toEqual({ accepted: true });
    expect(clientErrors()).toEqual([
      expect.objectContaining({
        level: 40, // warn
        clientError: expect.objectContaining({
          message: 'Cannot read properties of undefined',
          stack: 'at x',
        }),
      }),
    ]);

    const ignored = await send('ChunkLoadError: Loading chunk 3 failed.');
    expect(ignored.status).toBe(202);
    expect(await ignored.json()).toEqual({ accepted: false });
    expect(clientErrors()).toHaveLength(1);
  });
});
