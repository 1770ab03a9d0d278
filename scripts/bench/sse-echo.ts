/**
 * The realtime bench's floor: a bare Node server in a process of its own that echoes each POST
 * /save to every open GET /events stream as a server-sent `change` event, with no session, no
 * database and no NOTIFY. Run as a script it listens on a free loopback port and prints it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';

function serve() {
  const streams = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/events') {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      response.write('retry: 1000\n\n');
      streams.add(response);
      request.on('close', () => streams.delete(response));
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      for (const stream of streams) stream.write(`event: change\ndata: ${body.replaceAll('\n', ' ')}\n\n`);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (address && typeof address === 'object') console.log(address.port);
  });
}

/** Starts the echo server in a child process; resolves to its address and a stop. */
export async function startSseEcho(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [chunk] = (await Promise.race([
    once(child.stdout as NodeJS.ReadableStream, 'data'),
    new Promise((_, reject) => setTimeout(() => reject(new Error('The SSE echo did not start')), 30_000)),
  ])) as [Buffer];
  return {
    baseUrl: `http://127.0.0.1:${chunk.toString().trim()}`,
    stop: async () => {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) serve();
