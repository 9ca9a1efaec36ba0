import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptsBrotli,
  compressStatic,
  servePrecompressed,
} from '@/lib/server/http/precompressed.mjs';

const script = `console.log(${JSON.stringify('kennel '.repeat(2000))});`;
let dir: string;
let server: Server;
let port: number;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'kennel-static-'));
  mkdirSync(path.join(dir, 'chunks'));
  writeFileSync(path.join(dir, 'chunks', 'a1b2.js'), script);
  writeFileSync(path.join(dir, 'chunks', 'site.css'), 'body{margin:0}'.repeat(100));
  writeFileSync(path.join(dir, 'chunks', 'font.woff2'), 'not text');
  server = createServer((req, res) => {
    if (servePrecompressed(req, res, dir)) return;
    res.writeHead(299).end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(target: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = request({ port, host: '127.0.0.1', path: target, method, headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('Brotli copies of the build', () => {
  it('are written beside scripts and stylesheets only, once', () => {
    expect(compressStatic(dir)).toBe(2);
    const br = readFileSync(path.join(dir, 'chunks', 'a1b2.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
    expect(compressStatic(dir)).toBe(0);
    // A script rebuilt after its copy gets a new one.
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(dir, 'chunks', 'a1b2.js'), later, later);
    expect(compressStatic(dir)).toBe(1);
    expect(compressStatic(path.join(dir, 'missing'))).toBe(0);
  });

  it('are served to browsers that take Brotli, with the headers of a static file', async () => {
    const answer = await get('/_next/static/chunks/a1b2.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(answer.status).toBe(200);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
    expect(answer.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'application/javascript; charset=UTF-8',
      'content-length': String(answer.body.length),
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
    });
    // Page-only headers mean nothing on a script (lib/security-headers.mjs).
    expect(answer.headers['x-frame-options']).toBeUndefined();
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    const https = await get('/_next/static/chunks/site.css', {
      'accept-encoding': 'br',
      'x-forwarded-proto': 'https',
    });
    expect(https.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(https.headers['strict-transport-security']).toContain('max-age=');
    const head = await get('/_next/static/chunks/a1b2.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('leave everything else to Next', async () => {
    for (const [target, headers, method] of [
      ['/_next/static/chunks/a1b2.js', { 'accept-encoding': 'gzip' }, 'GET'],
      ['/_next/static/chunks/a1b2.js', { 'accept-encoding': 'br;q=0, gzip' }, 'GET'],
      ['/_next/static/chunks/a1b2.js', {}, 'GET'],
      ['/_next/static/chunks/a1b2.js', { 'accept-encoding': 'br' }, 'POST'],
      ['/_next/static/chunks/nothing.js', { 'accept-encoding': 'br' }, 'GET'],
      ['/_next/static/chunks/font.woff2', { 'accept-encoding': 'br' }, 'GET'],
      ['/_next/static/../../etc/passwd.js', { 'accept-encoding': 'br' }, 'GET'],
      ['/_next/static/chunks/%2e%2e/a1b2.js', { 'accept-encoding': 'br' }, 'GET'],
      ['/a1b2.js', { 'accept-encoding': 'br' }, 'GET'],
    ] as const) {
      const answer = await get(target, headers, method);
      expect(answer.status, `${method} ${target}`).toBe(299);
    }
  });

  it('reads Accept-Encoding as RFC 9110 says', () => {
    expect(acceptsBrotli('br')).toBe(true);
    expect(acceptsBrotli('gzip, BR;q=0.5')).toBe(true);
    expect(acceptsBrotli('br;q=0')).toBe(false);
    expect(acceptsBrotli('br;q=0.0, gzip')).toBe(false);
    expect(acceptsBrotli('gzip, brotli')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});
