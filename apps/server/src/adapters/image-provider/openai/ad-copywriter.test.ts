import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixtureImageRequest } from '../../../testing/image-request-fixture.ts';
import { loopbackOnlyFetch, type OpenAiFake, startOpenAiFake } from '../../../testing/openai-fake.ts';
import { writeAdCopy } from './ad-copywriter.ts';
import { createOpenAiClient } from './openai-image-provider.ts';

let fake: OpenAiFake;
const defaultAnswer = {
  copy: {
    headline: 'Fresh roast, every morning',
    subline: 'Beans roasted this week',
    callToAction: 'Order now',
  },
};

beforeAll(async () => {
  fake = await startOpenAiFake();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.requests.length = 0;
  fake.answerChatWith(defaultAnswer);
});

const client = () =>
  createOpenAiClient({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, fetch: loopbackOnlyFetch });

describe('writeAdCopy', () => {
  it('asks a chat model for strict structured copy in the brand tone and the user language', async () => {
    const copy = await writeAdCopy(client(), fixtureImageRequest({ language: 'es' }), {
      model: 'gpt-4o-mini',
    });
    expect(copy).toEqual(defaultAnswer.copy);
    const [sent] = fake.requests;
    expect(sent?.endpoint).toBe('chat/completions');
    expect(sent?.body).toMatchObject({
      model: 'gpt-4o-mini',
      response_format: {
        type: 'json_schema',
        json_schema: {
          name: 'ad_copy',
          strict: true,
          schema: { required: ['headline', 'subline', 'callToAction'], additionalProperties: false },
        },
      },
    });
    const [system, user] = (sent?.body.messages ?? []) as { role: string; content: string }[];
    expect(system).toMatchObject({ role: 'system' });
    expect(system?.content).toContain('Write in Spanish');
    expect(system?.content).toContain('exactly as written');
    expect(user?.content).toContain('Idea: A cup of our new espresso blend');
    expect(user?.content).toContain('Tone of voice: warm, witty and down to earth');
    expect(user?.content).toContain('Offer: free shipping on the first order');
  });

  it('hands the model the parsed brief: subject, offer as written in the language, design words apart', async () => {
    await writeAdCopy(
      client(),
      fixtureImageRequest({ language: 'de', prompt: 'Summer sale up to 50% off running shoes, bold square' }),
    );
    const [system, user] = (fake.requests[0]?.body.messages ?? []) as { content: string }[];
    expect(system?.content).toContain('Write in German, every field');
    expect(user?.content).toContain('Subject: running shoes');
    expect(user?.content).toContain('Offer in this ad: bis\u00a0zu 50\u00a0% Rabatt');
    expect(user?.content).toContain('Design words, not copy: bold, square');
    expect(user?.content).toContain('Button, for example: Jetzt shoppen');
  });

  it('keeps copy that carries the quoted text verbatim', async () => {
    fake.answerChatWith({ copy: { headline: 'Summer Sale', subline: null, callToAction: 'Shop now' } });
    const copy = await writeAdCopy(client(), fixtureImageRequest({ prompt: 'Banner saying "Summer Sale"' }));
    expect(copy).toEqual({ headline: 'Summer Sale', subline: null, callToAction: 'Shop now' });
  });

  it.each([
    [
      'the quoted text was changed',
      { copy: { headline: 'Summer sale!', subline: null, callToAction: null } },
    ],
    ['the model refused', { refusal: "I'm sorry, I can't help with that." }],
    ['the content is not JSON', { content: 'Headline: Summer Sale' }],
    ['the JSON misses the headline', { content: '{"subline":null,"callToAction":null}' }],
  ] as const)('gives null and logs when %s', async (_, answer) => {
    fake.answerChatWith(answer);
    const warn = vi.fn();
    const copy = await writeAdCopy(client(), fixtureImageRequest({ prompt: 'Banner saying "Summer Sale"' }), {
      logger: { warn },
    });
    expect(copy).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('gives null on API errors and timeouts', async () => {
    fake.failNext('chat/completions', { kind: 'rate_limited', headers: { 'retry-after': '1' } });
    expect(await writeAdCopy(client(), fixtureImageRequest())).toBeNull();
    fake.failNext('chat/completions', { kind: 'slow', delayMs: 2_000 });
    expect(await writeAdCopy(client(), fixtureImageRequest(), { timeoutMs: 200 })).toBeNull();
    fake.failNext('chat/completions', { kind: 'slow_body', delayMs: 2_000 });
    expect(await writeAdCopy(client(), fixtureImageRequest(), { timeoutMs: 200 })).toBeNull();
    fake.failNext('chat/completions', { kind: 'missing_data' });
    expect(await writeAdCopy(client(), fixtureImageRequest())).toBeNull();
  });
});
