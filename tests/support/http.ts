import { request, type IncomingMessage } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingMessage['headers'];
  /** As sent: still compressed when the answer is. */
  body: Buffer;
}

/** One request with node:http, which leaves the body as sent (fetch would decompress it). */
export function rawRequest(
  url: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}
