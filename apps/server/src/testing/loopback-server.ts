import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Starts a test server on 127.0.0.1 (tests never reach beyond loopback) at `port`, or any free
 * port: its origin, and a close that also drops kept-alive connections so the test ends at once.
 */
export async function listenOnLoopback(
  server: Server,
  port = 0,
): Promise<{ origin: string; port: number; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
