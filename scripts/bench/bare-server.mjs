// The throughput limit of this machine for one page: a plain node:http server answering every
// request with the same recorded bytes from memory. Started by scripts/bench/load.ts:
//   node scripts/bench/bare-server.mjs <recording.json> <port>
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const [file, port] = process.argv.slice(2);
const recording = JSON.parse(readFileSync(file, 'utf8'));
const body = Buffer.from(recording.body, 'base64');
const headers = { ...recording.headers, 'content-length': String(body.length) };

createServer((request, response) => {
  response.writeHead(200, headers);
  response.end(body);
}).listen(Number(port), 'localhost', () => process.send?.('listening'));
