import type { TemplatePage } from '@brandloom/shared/templates';
import { PGlite } from '@electric-sql/pglite';
import { migratePgliteClient, pgliteDatabase } from '../../apps/server/src/db/client.ts';
import { templateCatalogue } from '../../apps/server/src/features/templates/catalog/catalog.ts';
import { seedTemplates } from '../../apps/server/src/features/templates/seed-templates.ts';
import { type BenchRow, median } from './rows.ts';
import { signedInCookie } from './sign-in.ts';

const timesPerQuery = 10;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

/** Seeding the catalogue into a fresh embedded database, and a start with nothing changed. */
export async function measureTemplateSeed(): Promise<BenchRow[]> {
  const client = await PGlite.create();
  try {
    await migratePgliteClient(client);
    const { db } = await pgliteDatabase(client, async () => {});
    const fresh = await timed(() => seedTemplates(db, templateCatalogue));
    const current = await timed(() => seedTemplates(db, templateCatalogue));
    return [
      {
        name: `templates seed, ${templateCatalogue.templates.length} rows, PGlite`,
        value: Math.round(fresh.ms),
        unit: 'ms',
        budget: 3000,
      },
      { name: 'templates seed, unchanged catalogue', value: Math.round(current.ms), unit: 'ms', budget: 50 },
    ];
  } finally {
    await client.close();
  }
}

/**
 * The library through the API of the running product: list queries over the seeded rows, then
 * one page of previews drawn cold (each a render by the compositor) and served again from the store.
 */
export async function measureTemplates(baseUrl: string): Promise<BenchRow[]> {
  const headers = { cookie: await signedInCookie(baseUrl) };
  const list = async (query: string) => {
    const response = await fetch(`${baseUrl}/api/templates${query}`, { headers });
    if (!response.ok) throw new Error(`GET /api/templates${query} answered ${response.status}`);
    return (await response.json()) as TemplatePage;
  };
  const queryTimes: number[] = [];
  for (const query of ['', '?page=300', '?category=pets&aspect=portrait', '?search=sale', '?featured=true']) {
    for (let index = 0; index < timesPerQuery; index += 1)
      queryTimes.push((await timed(() => list(query))).ms);
  }

  const { templates } = await list('?page=2');
  const preview = async (url: string) => {
    const response = await fetch(`${baseUrl}${url}`);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.headers.get('x-image-cache');
  };
  const cold: number[] = [];
  const warm: number[] = [];
  for (const template of templates) {
    const drawn = await timed(() => preview(template.previewUrl));
    if (drawn.value !== 'miss') throw new Error('A bench preview was already drawn');
    cold.push(drawn.ms);
    warm.push((await timed(() => preview(template.previewUrl))).ms);
  }
  return [
    {
      name: 'templates list, median of 5 filters',
      value: Math.round(median(queryTimes)),
      unit: 'ms',
      budget: 100,
    },
    {
      name: `template preview drawn, median of ${cold.length}`,
      value: Math.round(median(cold)),
      unit: 'ms',
      budget: 250,
    },
    {
      name: 'template preview from the store, median',
      value: Math.round(median(warm)),
      unit: 'ms',
      budget: 50,
    },
  ];
}
