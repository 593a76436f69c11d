import { once } from 'node:events';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Which backend (its index in `targets`) served each request, in order. */
  served: number[];
  close(): Promise<void>;
}

/** A reverse proxy on loopback that sends each request to the next of `targets` in turn. */
export async function startRoundRobinProxy(targets: string[]): Promise<RoundRobinProxy> {
  const served: number[] = [];
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const index = next++ % targets.length;
    served.push(index);
    const target = new URL(targets[index]!);
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      outgoing.writeHead(502).end();
    });
    incoming.pipe(upstream);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
