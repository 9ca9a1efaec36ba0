import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One HTTP/1.1 request written byte for byte, so paths and headers reach the server exactly as
 * given: fetch would normalise `/admin/./x` or `/_next/../admin` and refuse some header values.
 */
export function rawRequest(
  base: string,
  target: string,
  {
    method = 'GET',
    headers = {},
    body,
    localAddress,
  }: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** The address to send from (any 127.x.y.z is this machine), for limits per address. */
    localAddress?: string;
  } = {},
): Promise<RawResponse> {
  const { hostname, port, host } = new URL(base);
  const payload = body === undefined ? undefined : Buffer.from(body);
  const lines = [`${method} ${target} HTTP/1.1`];
  const all: Record<string, string> = { host, connection: 'close', ...headers };
  const framed = Object.keys(all).some((name) =>
    ['content-length', 'transfer-encoding'].includes(name.toLowerCase()),
  );
  if (payload && !framed) {
    all['content-length'] = String(payload.length);
  }
  for (const [name, value] of Object.entries(all)) lines.push(`${name}: ${value}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return new Promise((resolve, reject) => {
    const socket = connect({ port: Number(port), host: hostname, localAddress });
    const chunks: Buffer[] = [];
    socket.setTimeout(60_000, () => socket.destroy(new Error(`no answer to ${method} ${target}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        resolve(parse(Buffer.concat(chunks)));
      } catch (error) {
        reject(error);
      }
    });
    socket.write(payload ? Buffer.concat([head, payload]) : head);
  });
}

function parse(data: Buffer): RawResponse {
  const split = data.indexOf('\r\n\r\n');
  if (split === -1) throw new Error(`incomplete answer: ${data.toString('latin1').slice(0, 200)}`);
  const [statusLine = '', ...headerLines] = data
    .subarray(0, split)
    .toString('latin1')
    .split('\r\n');
  const status = Number(statusLine.split(' ')[1]);
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  let body = data.subarray(split + 4);
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(body);
  else if (headers['content-length']) body = body.subarray(0, Number(headers['content-length']));
  return { status, headers, body: body.toString('utf8') };
}

function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const end = data.indexOf('\r\n', at);
    if (end === -1) break;
    const size = parseInt(data.subarray(at, end).toString('latin1'), 16);
    if (!size) break;
    parts.push(data.subarray(end + 2, end + 2 + size));
    at = end + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

// Requests through node:http: every header exactly as a browser would send it, and the body as
// sent (compressed).

export interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** What a browser sends for a page it navigates to. */
export const BROWSER = {
  accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en-US,en;q=0.9',
};

export function httpRequest(
  base: string,
  path: string,
  headers: Record<string, string> = BROWSER,
  method = 'GET',
): Promise<Raw> {
  return new Promise<Raw>((resolve, reject) => {
    request(`${base}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** The body as text, uncompressed. */
export function textOf(answer: Raw): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}
