import { createBrandCompositor } from '../../apps/server/src/brand-layer/brand-layer.ts';
import { fixtureImageRequest } from '../../apps/server/src/testing/image-request-fixture.ts';
import { readEventStream } from '../../apps/server/src/testing/sse-client.ts';
import type { ChangeMessage } from '../../packages/shared/src/realtime.ts';
import type { BenchRow } from './rows.ts';
import { signedInCookie } from './sign-in.ts';

const requests = 5;
const variantsPerRequest = 4;
const total = requests * variantsPerRequest;
/** Issue 17's goal: the queue delivers at least this share of the bare render loop's rate. */
const queueShareOfLoop = 0.8;

const promptOf = (index: number) => `Autumn sale on coffee beans, ${10 + index * 5}% off`;

/** Creatives per second of the compositor rendering the bench's requests in a plain loop, here. */
async function bareRenderRate(): Promise<number> {
  const compositor = createBrandCompositor();
  // The user has no brand nor style: the server renders these requests with the compositor's defaults.
  const request = (index: number, variant: number) =>
    fixtureImageRequest({ prompt: promptOf(index), variant, brand: null, style: null });
  await compositor.generate(request(0, 0)); // opens the fonts, as the server's warm-up creative does
  const started = performance.now();
  for (let index = 0; index < requests; index += 1)
    for (let variant = 0; variant < variantsPerRequest; variant += 1)
      await compositor.generate(request(index, variant));
  return total / ((performance.now() - started) / 1000);
}

/**
 * Generation through the product's queue against the bare render loop: a user queues 20 creatives
 * through the API (5 prompts × 4 variants, within the Free plan's credits), the server's in-process
 * workers make them, and the rate is creatives completed per second from the first request to the
 * last completion, heard on the user's realtime stream as the app hears it. The floor is the
 * compositor rendering the same requests in a plain loop in the bench process, measured just before.
 */
export async function measureGenerationThroughput(baseUrl: string): Promise<BenchRow[]> {
  const floor = await bareRenderRate();
  const cookie = await signedInCookie(baseUrl);
  const headers = { cookie, origin: baseUrl, 'content-type': 'application/json' };
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/realtime`, { headers: { cookie }, signal: controller.signal });
  if (!response.ok) throw new Error(`GET /api/realtime answered ${response.status}`);
  const stream = readEventStream(response);
  await stream.next();

  const queue = async (prompt: string, variants: number) => {
    const answer = await fetch(`${baseUrl}/api/generations`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ prompt, variants }),
    });
    if (answer.status !== 202) throw new Error(`POST /api/generations answered ${answer.status}`);
  };
  const finished = async (count: number, deadline: number) => {
    const completed = new Set<string>();
    while (completed.size < count) {
      const event = await stream.nextOf('change', Math.max(1, deadline - performance.now()));
      const change = JSON.parse(event.data) as ChangeMessage;
      if (change.table !== 'adcreative') continue;
      const status = change.values?.status;
      if (status === 'completed') completed.add(change.rowId);
      else if (status && status !== 'queued' && status !== 'generating')
        throw new Error(`A bench creative ended ${status}`);
    }
  };

  try {
    // The server's first creative opens its fonts, as the loop's first render did.
    await queue(promptOf(0), 1);
    await finished(1, performance.now() + 120_000);
    const started = performance.now();
    for (let index = 0; index < requests; index += 1) await queue(promptOf(index), variantsPerRequest);
    await finished(total, started + 300_000);
    const rate = total / ((performance.now() - started) / 1000);
    const perSecond = (value: number) => Math.round(value * 100) / 100;
    return [
      {
        name: `generation through the queue, compositor (${total} creatives)`,
        value: perSecond(rate),
        unit: 'creatives/s',
        floor: { name: 'the same requests rendered in a plain loop', value: perSecond(floor) },
        budget: queueShareOfLoop,
        goal: 'at least',
      },
    ];
  } finally {
    controller.abort();
  }
}
