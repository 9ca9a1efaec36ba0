import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardEveryServer } from '@/server/front.mjs';

/** The raw answer to `text` sent on a new connection, up to the end of its headers. */
function rawAnswer(server: Server, text: string): Promise<string> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n')) {
        socket.destroy();
        resolve(received);
      }
    });
    socket.on('error', reject);
  });
}

describe('guardEveryServer (plain next start)', () => {
  const seen: string[] = [];
  let server: Server;

  beforeAll(async () => {
    // As under `next start`: the server and its handler exist before the guard is set up.
    server = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.end('from the handler');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    guardEveryServer();
    guardEveryServer();
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers what Next would answer worse before its handler runs, from the first request on', async () => {
    const asterisk = await rawAnswer(server, 'OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(asterisk).toMatch(/^HTTP\/1\.1 204 /);
    expect(asterisk).toMatch(/\r\nallow: GET, HEAD, POST/i);
    const method = await rawAnswer(server, 'PROPFIND / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(method).toMatch(/^HTTP\/1\.1 405 /);
    expect(method).toMatch(/\r\ncontent-security-policy: /i);
    const large = await rawAnswer(
      server,
      'POST /api/dogs HTTP/1.1\r\nHost: x\r\nContent-Length: 999999999\r\n\r\n',
    );
    expect(large).toMatch(/^HTTP\/1\.1 413 /);
    expect(seen).toEqual([]);
  });

  it('lets the owner’s story form without JavaScript declare a phone’s photos, and answers more with the page', async () => {
    const post = (length: number, accept = 'text/html') =>
      rawAnswer(
        server,
        `POST /api/my/abc_DEF-123/story HTTP/1.1\r\nHost: x\r\nAccept: ${accept}\r\n` +
          `Content-Type: multipart/form-data; boundary=b\r\nContent-Length: ${length}\r\n\r\n`,
      );
    // 17 MB: the handler reads its text fields and says why it refused the rest.
    expect(await post(17 * 1024 * 1024)).toMatch(/^HTTP\/1\.1 200 /);
    expect(seen.splice(0)).toEqual(['POST /api/my/abc_DEF-123/story']);
    const huge = await post(999_999_999);
    expect(huge).toMatch(/^HTTP\/1\.1 303 /);
    expect(huge).toMatch(
      /\r\nlocation: \/my\/abc_DEF-123\?storyError=photosTooLargeNoScript#owner-story\r\n/i,
    );
    // A script asks for JSON and gets the API's refusal.
    expect(await post(17 * 1024 * 1024, 'application/json')).toMatch(/^HTTP\/1\.1 413 /);
    expect(seen).toEqual([]);
  });

  it('answers as the proxy would for the build files, which the proxy does not see', async () => {
    const write = await rawAnswer(
      server,
      'POST /_next/static/chunks/x.js HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}',
    );
    expect(write).toMatch(/^HTTP\/1\.1 405 /);
    expect(write).toMatch(/\r\nallow: GET, HEAD\r\n/i);
    const action = await rawAnswer(
      server,
      'GET /_next/static/chunks/x.js HTTP/1.1\r\nHost: x\r\nNext-Action: 1\r\n\r\n',
    );
    expect(action).toMatch(/^HTTP\/1\.1 400 /);
    const encoding = await rawAnswer(
      server,
      'GET /_next/static/%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n',
    );
    expect(encoding).toMatch(/^HTTP\/1\.1 400 /);
    expect(seen).toEqual([]);
  });

  it('answers 500 when a handler throws, and the server keeps serving', async () => {
    const failing = createServer(() => {
      throw new Error('broken handler');
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    try {
      expect(await rawAnswer(failing, 'GET /api/x HTTP/1.1\r\nHost: x\r\n\r\n')).toMatch(
        /^HTTP\/1\.1 500 /,
      );
      expect(await rawAnswer(failing, 'GET /api/y HTTP/1.1\r\nHost: x\r\n\r\n')).toMatch(
        /^HTTP\/1\.1 500 /,
      );
    } finally {
      await new Promise<void>((resolve) => failing.close(() => resolve()));
    }
  });

  it('hands every other request to the handler once, an absolute-form target as its path', async () => {
    const answer = await rawAnswer(
      server,
      'GET http://other.example/contact?x=1 HTTP/1.1\r\nHost: x\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(seen).toEqual(['GET /contact?x=1']);
    expect(server.listeners('request')).toHaveLength(1);
  });
});
