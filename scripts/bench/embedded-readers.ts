import { type BenchRow, median } from './rows.ts';
import { signedInCookie } from './sign-in.ts';

const readers = 50;
const readsEach = 8;
/**
 * Rounds of the reads one at a time and then the 50 readers: the p99 of one round is its 4th slowest
 * read of 400, so one pause of a busy machine decides it; the figure is the median round's (0083).
 * One round of the 50 readers goes first, unmeasured, as the reads one at a time have theirs: both
 * sides are measured warm (0076, 0084).
 */
const rounds = 3;
const timeoutMs = 10_000;
/** What a signed-in user's screens read: library, templates, brands, profile. */
const paths = ['/api/creatives', '/api/templates', '/api/brands', '/api/profile'];

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? 0;
}

/**
 * 50 signed-in readers at once on the embedded database (one connection in one process): every
 * read must be answered, none may wait past 10 s, and the slowest 1 % must wait no longer than
 * the line ahead of them — 50 readers, each at most one read of the mix in turn — plus a margin:
 * p99 ≤ 60× the same reads one at a time (decision 0043).
 */
export async function measureEmbeddedReaders(baseUrl: string): Promise<BenchRow[]> {
  const cookies = await Promise.all(Array.from({ length: 5 }, () => signedInCookie(baseUrl)));
  const read = async (reader: number, index: number): Promise<number> => {
    const path = paths[(reader + index) % paths.length];
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, {
      headers: { cookie: cookies[reader % cookies.length] ?? '' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return performance.now() - started;
  };

  let unanswered = 0;
  /** The 50 readers at once, each reading `readsEach` times in turn: every answered read's time. */
  const together = async (): Promise<number[]> => {
    const times: number[] = [];
    await Promise.all(
      Array.from({ length: readers }, async (_, reader) => {
        for (let index = 0; index < readsEach; index += 1) {
          try {
            times.push(await read(reader, index));
          } catch {
            unanswered += 1;
          }
        }
      }),
    );
    return times;
  };

  for (let index = 0; index < paths.length * 2; index += 1) await read(0, index);
  await together();
  const alone: number[] = [];
  const p99s: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (let index = 0; index < paths.length * 5; index += 1) alone.push(await read(0, index));
    p99s.push(percentile(await together(), 0.99));
  }
  const aloneMean = alone.reduce((sum, value) => sum + value, 0) / alone.length;
  return [
    {
      name: `${readers} readers at once on PGlite, p99 (median of ${rounds} rounds)`,
      value: Math.round(median(p99s)),
      unit: 'ms',
      floor: { name: 'one read at a time, mean', value: Math.round(aloneMean * 10) / 10 },
      budget: 60,
    },
    {
      name: `${readers} readers at once on PGlite, unanswered or over ${timeoutMs / 1000} s`,
      value: unanswered,
      unit: 'reads',
      budget: 0,
    },
  ];
}
