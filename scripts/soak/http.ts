import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** The soak talks to this machine only. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

const REQUEST_TIMEOUT_MS = 60_000;

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  ms: number;
}

export interface SendOptions {
  headers?: Record<string, string>;
  body?: Buffer | string;
}

/** A request that got no answer: refused, reset, timed out. */
export class NoAnswer extends Error {
  constructor(
    readonly code: string,
    readonly ms: number,
  ) {
    super(code);
  }
}

/**
 * HTTP/1.1 over at most `connections` keep-alive connections to a loopback address: the soak's
 * concurrency is the number of its connections, as a load balancer or browsers would hold them.
 */
export function loopbackClient(base: string, connections: number) {
  const origin = new URL(base);
  if (origin.protocol !== 'http:' || !LOOPBACK.has(origin.hostname)) {
    throw new Error(`The soak runs against this machine only, not ${base}`);
  }
  const agent = new Agent({ keepAlive: true, maxSockets: connections });

  function send(method: string, path: string, options: SendOptions = {}): Promise<Answer> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    return new Promise((resolve, reject) => {
      const headers: Record<string, string | number> = { ...options.headers };
      if (options.body !== undefined) headers['content-length'] = Buffer.byteLength(options.body);
      const req = request(new URL(path, origin), { method, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: elapsed(),
          }),
        );
        res.on('error', (error: NodeJS.ErrnoException) =>
          reject(new NoAnswer(error.code ?? error.message, elapsed())),
        );
      });
      req.setTimeout(REQUEST_TIMEOUT_MS, () =>
        req.destroy(Object.assign(new Error(), { code: 'TIMEOUT' })),
      );
      req.on('error', (error: NodeJS.ErrnoException) =>
        reject(new NoAnswer(error.code ?? error.message, elapsed())),
      );
      req.end(options.body);
    });
  }

  return { send, close: () => agent.destroy() };
}

export type LoopbackClient = ReturnType<typeof loopbackClient>;

/** The body as text, decompressed as the server sent it. */
export function textOf(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  const body =
    encoding === 'gzip'
      ? gunzipSync(answer.body)
      : encoding === 'br'
        ? brotliDecompressSync(answer.body)
        : encoding === 'deflate'
          ? inflateSync(answer.body)
          : answer.body;
  return body.toString('utf8');
}

export function jsonOf<T>(answer: Answer): T {
  return JSON.parse(textOf(answer)) as T;
}

/** A multipart body of photos under the field `images`, with its content type. */
export async function multipart(
  files: { name: string; data: Buffer; type: string }[],
): Promise<{ type: string; body: Buffer }> {
  const form = new FormData();
  for (const file of files) {
    form.append('images', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  }
  const encoded = new Response(form);
  return {
    type: encoded.headers.get('content-type')!,
    body: Buffer.from(await encoded.arrayBuffer()),
  };
}
