// The load balancer of the two-instance run when nginx is not installed: round robin over the
// instances, one request at a time, on keep-alive connections to them (as nginx's `keepalive`).
// Its own process, so it does not share autocannon's event loop. Started by
// scripts/bench/balancer.ts:
//   node scripts/bench/round-robin-proxy.mjs <port> <upstream port> <upstream port> …
import { Agent, createServer, request } from 'node:http';

const [port, ...upstreams] = process.argv.slice(2).map(Number);
const agent = new Agent({ keepAlive: true, maxSockets: 64 });
/** Headers of one connection, not of the request or answer: each hop sets its own. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);
let next = 0;

/** @param {import('node:http').IncomingHttpHeaders} headers */
function endToEnd(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

createServer((req, res) => {
  const upstream = upstreams[next++ % upstreams.length];
  const forward = request(
    {
      host: '127.0.0.1',
      port: upstream,
      method: req.method,
      path: req.url,
      headers: endToEnd(req.headers),
      agent,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      answer.pipe(res);
    },
  );
  forward.on('error', () => {
    if (res.headersSent) res.destroy();
    else res.writeHead(502).end();
  });
  req.pipe(forward);
}).listen(port, '127.0.0.1', () => process.send?.('listening'));
