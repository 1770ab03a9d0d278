// The start-up bench's floor: Node opening the same database as the product (the PGlite data
// folder under DATA_DIR, or DATABASE_URL) and answering /api/health, with nothing else. Plain
// JavaScript, so no TypeScript loader is counted in it. With BENCH_SETUP_FILE (a JSON list of
// statements, each `{ text, params? }`), it first sends those through `pg` one after the other on
// one connection: a new database's schema and catalogue, the work the product's readiness waits on.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';

const { PORT, DATA_DIR, DATABASE_URL, BENCH_SETUP_FILE } = process.env;
let ping;
if (DATABASE_URL) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: DATABASE_URL });
  if (BENCH_SETUP_FILE) {
    const client = await pool.connect();
    for (const { text, params } of JSON.parse(await readFile(BENCH_SETUP_FILE, 'utf8')))
      await client.query(text, params);
    client.release();
  }
  ping = () => pool.query('select 1');
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create({ dataDir: join(DATA_DIR, 'db') });
  ping = () => db.query('select 1');
}
createServer((request, response) => {
  if (request.url !== '/api/health') return response.writeHead(404).end();
  ping().then(
    () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}'),
    () => response.writeHead(503).end(),
  );
}).listen(Number(PORT), '127.0.0.1');
