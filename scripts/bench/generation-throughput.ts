import { createBrandCompositor } from '../../apps/server/src/brand-layer/brand-layer.ts';
import { fixtureImageRequest } from '../../apps/server/src/testing/image-request-fixture.ts';
import { readEventStream } from '../../apps/server/src/testing/sse-client.ts';
import type { ChangeMessage } from '../../packages/shared/src/realtime.ts';
import { type BenchRow, median } from './rows.ts';
import { signedInCookie } from './sign-in.ts';

const requests = 5;
const variantsPerRequest = 4;
const total = requests * variantsPerRequest;
/** Issue 17's goal: the queue delivers at least this share of the bare render loop's rate. */
const queueShareOfLoop = 0.8;

const promptOf = (index: number) => `Autumn sale on coffee beans, ${10 + index * 5}% off`;

/**
 * Creatives per second of the compositor rendering the bench's requests in a plain loop, here, as
 * a job asks for them: the PNG with its library thumbnail, which the compositor encodes from the
 * same pixels since 0079 (0084).
 */
async function bareRenderRate(): Promise<number> {
  const compositor = createBrandCompositor();
  // The user has no brand nor style: the server renders these requests with the compositor's defaults.
  const round = async () => {
    for (let index = 0; index < requests; index += 1)
      for (let variant = 0; variant < variantsPerRequest; variant += 1)
        await compositor.generate(
          fixtureImageRequest({
            prompt: promptOf(index),
            variant,
            brand: null,
            style: null,
            thumbnail: true,
          }),
        );
  };
  await round(); // the same warm-up round the server gets
  const started = performance.now();
  await round();
  return total / ((performance.now() - started) / 1000);
}

/**
 * One round through the product's queue: a new user (the Free plan's credits hold one round) queues
 * the 20 creatives through the API, the server's in-process workers make them, and the rate is
 * creatives completed per second from the first request to the last completion, heard on the
 * user's realtime stream as the app hears it.
 */
async function queueRoundRate(baseUrl: string): Promise<number> {
  const cookie = await signedInCookie(baseUrl);
  const headers = { cookie, origin: baseUrl, 'content-type': 'application/json' };
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/realtime`, { headers: { cookie }, signal: controller.signal });
  if (!response.ok) throw new Error(`GET /api/realtime answered ${response.status}`);
  const stream = readEventStream(response);
  await stream.next();
  try {
    const started = performance.now();
    for (let index = 0; index < requests; index += 1) {
      const answer = await fetch(`${baseUrl}/api/generations`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ prompt: promptOf(index), variants: variantsPerRequest }),
      });
      if (answer.status !== 202) throw new Error(`POST /api/generations answered ${answer.status}`);
    }
    const completed = new Set<string>();
    while (completed.size < total) {
      const event = await stream.nextOf('change', Math.max(1, started + 300_000 - performance.now()));
      const change = JSON.parse(event.data) as ChangeMessage;
      if (change.table !== 'adcreative') continue;
      const status = change.values?.status;
      if (status === 'completed') completed.add(change.rowId);
      else if (status && status !== 'queued' && status !== 'generating')
        throw new Error(`A bench creative ended ${status}`);
    }
    return total / ((performance.now() - started) / 1000);
  } finally {
    controller.abort();
  }
}

/** Rounds of each measured, the loop's and the queue's in turn: one round is about a second. */
const rounds = 3;

/**
 * Generation through the product's queue against the bare render loop, both warmed by one round
 * of the same 20 requests (5 prompts × 4 variants): the queue's rate in a running product (0072),
 * the median of three rounds taken in turn with the loop's, so a second of a busy machine does not
 * decide the ratio (0083). The new server's first round — its code compiled and its fonts opened
 * as it goes — is shown beside it, without a goal.
 */
export async function measureGenerationThroughput(baseUrl: string): Promise<BenchRow[]> {
  const loopRates: number[] = [];
  const queueRates: number[] = [];
  const first = await queueRoundRate(baseUrl);
  for (let round = 0; round < rounds; round += 1) {
    loopRates.push(await bareRenderRate());
    queueRates.push(await queueRoundRate(baseUrl));
  }
  const perSecond = (value: number) => Math.round(value * 100) / 100;
  const loop = { name: 'the same requests rendered in a plain loop', value: perSecond(median(loopRates)) };
  return [
    {
      name: `generation through the queue, compositor (${total} creatives, median of ${rounds})`,
      value: perSecond(median(queueRates)),
      unit: 'creatives/s',
      floor: loop,
      budget: queueShareOfLoop,
      goal: 'at least',
    },
    {
      name: `generation through the queue, a new server's first ${total} creatives`,
      value: perSecond(first),
      unit: 'creatives/s',
      floor: loop,
    },
  ];
}
