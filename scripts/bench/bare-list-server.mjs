// The lists bench's references, in a Node process of their own started with the product's, so that
// neither depends on what the bench's process ran before (0088):
// - the floor: POST /floor?seconds=S&connections=C sends a list request's statements through `pg`
//   (named as the app names them) from C loops for S seconds and answers how many ran a second;
// - a bare node:http server that, for each GET, sends the same statements and answers the bytes the
//   product answered, with nothing else: no framework, session, validation or headers of its own.
//   What it reaches is what any Node HTTP server sending that SQL can reach on this machine.
// PUT /bare-list sets the statements and the answer ({ statements, body }) for the next run.
// Plain JavaScript, so no TypeScript loader is counted in it.
import { createServer } from 'node:http';
import pg from 'pg';

const { PORT, DATABASE_URL } = process.env;
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });
let list = { statements: [], body: '' };

async function sendStatements() {
  for (const { name, query, params } of list.statements)
    await pool.query({ name, text: query, values: params });
}

async function answerList(response) {
  await sendStatements();
  response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(list.body);
}

/** The statements sent from `connections` loops for `seconds`: answers how many times a second. */
async function floorRate(seconds, connections) {
  let done = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        await sendStatements();
        done += 1;
      }
    }),
  );
  return done / seconds;
}

createServer((request, response) => {
  if (request.method === 'PUT' && request.url === '/bare-list') {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      list = JSON.parse(text);
      response.writeHead(204).end();
    });
    return;
  }
  if (request.method === 'POST' && request.url?.startsWith('/floor?')) {
    const asked = new URL(request.url, 'http://localhost').searchParams;
    floorRate(Number(asked.get('seconds')), Number(asked.get('connections'))).then(
      (rate) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ rate })),
      () => response.writeHead(500).end(),
    );
    return;
  }
  answerList(response).catch(() => response.writeHead(500).end());
}).listen(Number(PORT), '127.0.0.1');
