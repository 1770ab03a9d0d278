import type { BenchRow } from './rows.ts';
import { signedInCookie } from './sign-in.ts';

const requests = 5;
const variantsPerRequest = 4;

/**
 * Generation end to end with the brand compositor: a user queues 20 creatives through the API (5
 * prompts × 4 variants, within the Free plan's credits) and the in-process workers make them; the
 * rate is creatives completed per second, from the first request to the last completion.
 */
export async function measureGenerationThroughput(baseUrl: string): Promise<BenchRow[]> {
  const cookie = await signedInCookie(baseUrl);
  const headers = { cookie, origin: baseUrl, 'content-type': 'application/json' };
  const started = performance.now();
  for (let index = 0; index < requests; index += 1) {
    const response = await fetch(`${baseUrl}/api/generations`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        prompt: `Autumn sale on coffee beans, ${10 + index * 5}% off`,
        variants: variantsPerRequest,
      }),
    });
    if (response.status !== 202) throw new Error(`POST /api/generations answered ${response.status}`);
  }
  const total = requests * variantsPerRequest;
  for (;;) {
    const page = (await (await fetch(`${baseUrl}/api/creatives?limit=100`, { headers })).json()) as {
      creatives: { status: string }[];
    };
    const finished = page.creatives.filter(
      (creative) => creative.status !== 'queued' && creative.status !== 'generating',
    );
    if (finished.some((creative) => creative.status !== 'completed'))
      throw new Error('A bench creative failed');
    if (finished.length === total) break;
    if (performance.now() - started > 300_000) throw new Error('Generation bench timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  return [
    {
      name: `generation end to end, compositor (${total} creatives)`,
      value: Math.round((total / seconds) * 100) / 100,
      unit: 'creatives/s',
    },
  ];
}
