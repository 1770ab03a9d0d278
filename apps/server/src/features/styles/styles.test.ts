import { presetStyles } from '@brandloom/shared/styles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { userProfile } from '../../db/schema.ts';
import { createTestDatabase } from '../../db/test-database.ts';
import { type Browser, createBrowser } from '../../testing/http-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { signUpVerifiedUser } from '../../testing/test-users.ts';
import { generationWorkerDeps } from '../generation/generation-worker-deps.ts';

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp({ db: database.db });
});
afterAll(async () => {
  await app?.cleanup();
  await database?.close();
});

type Plan = 'free' | 'plus' | 'flex';

/** A signed-in browser of a new user on `plan`, set directly in user_profile as billing would. */
async function userOn(plan: Plan): Promise<Browser> {
  const { browser, id } = await signUpVerifiedUser(app.app);
  await database.db.update(userProfile).set({ plan }).where(eq(userProfile.userId, id));
  return browser;
}

const style = (name: string) => ({
  name,
  description: 'Our summer look',
  colors: ['#FFF4E6', '#0f4c5c', '#ff6a3d'],
  fonts: ['Fraunces', 'Inter'],
  designElements: ['rounded corners', 'grain texture'],
});

const put = (browser: Browser, path: string, json: unknown) => browser.request(path, { method: 'PUT', json });
const remove = (browser: Browser, path: string) => browser.request(path, { method: 'DELETE' });
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string[]> } })
    .error;

describe('styles', () => {
  it('lists at least 12 presets with unique ids, names in the caller’s language, and no custom styles yet', async () => {
    const browser = await userOn('free');
    const response = await browser.get('/api/styles', { headers: { 'accept-language': 'de' } });
    expect(response.status).toBe(200);
    const list = (await response.json()) as {
      presets: {
        id: string;
        kind: string;
        name: string;
        description: string;
        colors: string[];
        promptGuidance: string;
      }[];
      custom: unknown[];
      canManageCustom: boolean;
    };
    expect(list.presets.length).toBeGreaterThanOrEqual(12);
    expect(new Set(list.presets.map((preset) => preset.id)).size).toBe(list.presets.length);
    expect(list.presets.map((preset) => preset.id)).toEqual(presetStyles.map((preset) => preset.id));
    for (const preset of list.presets) {
      expect(preset.kind).toBe('preset');
      expect(preset.name).not.toMatch(/^presets\./);
      expect(preset.description.length).toBeGreaterThan(10);
      expect(preset.promptGuidance.length).toBeGreaterThan(20);
      expect(preset.colors.every((color) => /^#[0-9a-f]{6}$/.test(color))).toBe(true);
    }
    expect(list.presets.find((preset) => preset.id === 'luxury')?.name).toBe('Luxus');
    expect(list).toMatchObject({ custom: [], canManageCustom: false });
    expect((await browser.get('/api/styles/neon')).status).toBe(200);
  });

  it('refuses to create, edit or delete custom styles on the Free plan, naming the plan to upgrade to', async () => {
    const free = await userOn('free');
    const plus = await userOn('plus');
    const created = (await (await plus.post('/api/styles', style('Summer'))).json()) as { id: string };

    const attempts = [
      await free.post('/api/styles', style('Summer')),
      await put(free, `/api/styles/${created.id}`, style('Winter')),
      await remove(free, `/api/styles/${created.id}`),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toEqual({
        code: 'UPGRADE_REQUIRED',
        message: 'This needs the Plus plan. Upgrade to use it.',
      });
    }
    expect((await plus.get(`/api/styles/${created.id}`)).status).toBe(200);
  });

  it.each(['plus', 'flex'] as const)(
    'lets a %s user create, list, edit and delete their styles',
    async (plan) => {
      const browser = await userOn(plan);
      const createdResponse = await browser.post('/api/styles', style('  Summer  '));
      expect(createdResponse.status).toBe(201);
      const created = (await createdResponse.json()) as { id: string; updatedDate: string };
      expect(created).toMatchObject({
        kind: 'custom',
        name: 'Summer',
        colors: ['#fff4e6', '#0f4c5c', '#ff6a3d'],
        fonts: ['Fraunces', 'Inter'],
        designElements: ['rounded corners', 'grain texture'],
      });

      const list = (await (await browser.get('/api/styles')).json()) as {
        custom: { id: string }[];
        canManageCustom: boolean;
      };
      expect(list.canManageCustom).toBe(true);
      expect(list.custom.map((custom) => custom.id)).toEqual([created.id]);

      const updated = await put(browser, `/api/styles/${created.id}`, {
        ...style('Summer 2'),
        colors: ['#000000'],
      });
      expect(updated.status).toBe(200);
      expect(await updated.json()).toMatchObject({ id: created.id, name: 'Summer 2', colors: ['#000000'] });

      expect((await remove(browser, `/api/styles/${created.id}`)).status).toBe(204);
      expect((await browser.get(`/api/styles/${created.id}`)).status).toBe(404);
      expect((await remove(browser, `/api/styles/${created.id}`)).status).toBe(404);
    },
  );

  it('requires a name, with a message on the name field', async () => {
    const browser = await userOn('plus');
    for (const name of ['', '   ']) {
      const response = await browser.post('/api/styles', style(name));
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields?.name).toEqual(['This field is required.']);
    }
    const response = await browser.post('/api/styles', { ...style('Ok'), colors: ['red'] });
    expect(response.status).toBe(400);
    expect(Object.keys((await errorOf(response)).fields ?? {})).toEqual(['colors.0']);
  });

  it('keeps names unique per user whatever their case, also under concurrent requests', async () => {
    const browser = await userOn('plus');
    expect((await browser.post('/api/styles', style('Summer'))).status).toBe(201);
    const duplicate = await browser.post('/api/styles', style('SUMMER'));
    expect(duplicate.status).toBe(409);
    expect(await errorOf(duplicate)).toEqual({
      code: 'STYLE_EXISTS',
      message: 'You already have a style named SUMMER. Edit the existing style instead.',
    });

    const racing = await Promise.all([1, 2, 3].map(() => browser.post('/api/styles', style('Autumn'))));
    expect(racing.map((response) => response.status).sort()).toEqual([201, 409, 409]);

    const other = (await (await browser.post('/api/styles', style('Winter'))).json()) as { id: string };
    expect((await put(browser, `/api/styles/${other.id}`, style('summer'))).status).toBe(409);
    expect((await put(browser, `/api/styles/${other.id}`, style('WINTER'))).status).toBe(200);

    // Another user may use the same name.
    expect((await (await userOn('flex')).post('/api/styles', style('Summer'))).status).toBe(201);
  });

  it('answers 404 for another user’s style on every endpoint, and leaves it untouched', async () => {
    const owner = await userOn('plus');
    const stranger = await userOn('flex');
    const { id } = (await (await owner.post('/api/styles', style('Mine'))).json()) as { id: string };

    const attempts = [
      await stranger.get(`/api/styles/${id}`),
      await put(stranger, `/api/styles/${id}`, style('Theirs')),
      await remove(stranger, `/api/styles/${id}`),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(404);
      expect((await errorOf(response)).code).toBe('STYLE_NOT_FOUND');
    }
    const list = (await (await stranger.get('/api/styles')).json()) as { custom: unknown[] };
    expect(list.custom).toEqual([]);
    expect(await (await owner.get(`/api/styles/${id}`)).json()).toMatchObject({ name: 'Mine' });
    expect((await owner.get('/api/styles/not-a-style')).status).toBe(404);
  });

  it('keeps presets read-only', async () => {
    const browser = await userOn('plus');
    expect((await put(browser, '/api/styles/minimal', style('Mine'))).status).toBe(403);
    expect((await remove(browser, '/api/styles/minimal')).status).toBe(403);
  });

  it('hands presets to the image engine in English, with their prompt guidance', () => {
    const { presetStyle } = generationWorkerDeps({ db: database.db } as Parameters<
      typeof generationWorkerDeps
    >[0]);
    expect(presetStyle('luxury')).toMatchObject({
      id: 'luxury',
      name: 'Luxury',
      colors: ['#0f0f0f', '#f3ead8', '#c9a45c', '#3a3226'],
      promptGuidance: expect.stringContaining('gold'),
    });
    expect(presetStyle('no-such-preset')).toBeNull();
  });

  it('answers 401 to a signed-out caller on every endpoint', async () => {
    const anonymous = createBrowser(app.app, { ip: '198.51.100.250' });
    const id = '00000000-0000-4000-8000-000000000000';
    const attempts = [
      await anonymous.get('/api/styles'),
      await anonymous.get(`/api/styles/${id}`),
      await anonymous.post('/api/styles', style('Nope')),
      await put(anonymous, `/api/styles/${id}`, style('Nope')),
      await remove(anonymous, `/api/styles/${id}`),
    ];
    for (const response of attempts) expect(response.status).toBe(401);
  });
});
