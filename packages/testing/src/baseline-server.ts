import { createServer } from 'node:http';

/**
 * The bare `node:http` baseline the benchmarks compare against: parses a JSON body when there is one and
 * answers a small JSON object. Run as its own process so it does not share a CPU with the load generator.
 */
const server = createServer((req, res) => {
  let raw = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => (raw += chunk));
  req.on('end', () => {
    if (raw) JSON.parse(raw);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"authenticated":false}');
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`running at http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
