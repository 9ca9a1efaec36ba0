import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

// Requests through node:http, so that every header is exactly what a browser would send and the
// body arrives as sent (compressed).

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

export function rawRequest(
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
