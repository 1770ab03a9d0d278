// The lists bench's second reference: a bare node:http server that, for each GET, sends a list
// request's statements through `pg` (named as the app names them) and answers the bytes the
// product answered, with nothing else: no framework, session, validation or headers of its own.
// What it reaches is what any Node HTTP server sending that SQL can reach on this machine.
// PUT /bare-list sets the statements and the answer ({ statements, body }) for the next run.
// Plain JavaScript, so no TypeScript loader is counted in it.
import { createServer } from 'node:http';
import pg from 'pg';

const { PORT, DATABASE_URL } = process.env;
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });
let list = { statements: [], body: '' };

async function answerList(response) {
  for (const { name, query, params } of list.statements)
    await pool.query({ name, text: query, values: params });
  response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(list.body);
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
  answerList(response).catch(() => response.writeHead(500).end());
}).listen(Number(PORT), '127.0.0.1');
