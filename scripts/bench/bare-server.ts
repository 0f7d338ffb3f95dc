// Child process of bench-api: a bare node:http server that answers each path with fixed bytes.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

process.once('message', (message) => {
  const bodies = new Map(Object.entries(message as Record<string, string>));
  const server = createServer((request, response) => {
    const body = bodies.get(request.url ?? '');
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body);
  });
  server.listen(0, '127.0.0.1', () => process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
  process.on('disconnect', () => server.close(() => process.exit(0)));
});
