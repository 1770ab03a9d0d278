import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

// The checks answer before any route reads the database: the test app's stand-in database suffices.
const test = await createTestApp();
afterAll(() => test.cleanup());

const send = (path: string, body?: string, headers: Record<string, string> = {}) =>
  test.app.request(path, {
    method: body === undefined ? 'GET' : 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('refuseBadInput (decision 0028)', () => {
  it('answers a NUL in a query parameter with a field error', async () => {
    const response = await send('/api/templates?search=a%00b');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid.',
        fields: {
          search: [
            'This text contains a NUL character (U+0000), which cannot be saved. Remove it and try again.',
          ],
        },
      },
    });
  });

  it('names the dotted path of a NUL in a JSON body, in the caller language', async () => {
    const response = await send('/api/brands', JSON.stringify({ name: 'ok', brief: { offer: 'x\u0000' } }), {
      'accept-language': 'de',
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string[]> } };
    expect(error.fields).toEqual({ 'brief.offer': [expect.stringContaining('NUL-Zeichen')] });
  });

  it('answers a NUL in a path segment', async () => {
    expect((await send('/api/templates/a%00b/preview')).status).toBe(400);
  });

  it.each(['null', '[]', '1', '"text"'])(
    'refuses the body %s on our routes and on better-auth',
    async (body) => {
      const ours = await send('/api/brands', body);
      expect(ours.status).toBe(400);
      expect(await ours.json()).toMatchObject({
        error: { code: 'VALIDATION_FAILED', fields: { _root: [expect.any(String)] } },
      });
      const auth = await send('/api/auth/update-user', body);
      expect(auth.status).toBe(400);
      expect(await auth.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { _root: [expect.any(String)] },
      });
    },
  );

  it('answers a NUL in a better-auth body in better-auth shape, with our fields', async () => {
    const response = await send(
      '/api/auth/sign-up/email',
      JSON.stringify({
        name: 'A\u0000',
        email: 'a@example.com',
        password: 'correct horse battery',
        username: 'ada',
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid.',
      fields: { name: [expect.stringContaining('U+0000')] },
    });
  });

  it('reads a body after a byte-order mark like one without (fetch drops it when decoding)', async () => {
    expect((await send('/api/error-logging', '\uFEFF{"message":"x"}')).status).toBe(202);
    expect((await send('/api/error-logging', '\uFEFF[]')).status).toBe(400);
  });
});
