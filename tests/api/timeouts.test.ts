import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './support/server';

// Slow-drip clients (headers or a body sent a few bytes at a time) must not hold a connection for
// minutes. The limits are 20 s and 120 s; this server gets shorter ones to keep the test quick.
const HEADERS_TIMEOUT_MS = 1_500;
const REQUEST_TIMEOUT_MS = 4_000;

let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await startServer({
    HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
  });
  port = Number(new URL(server.url).port);
});
afterAll(() => server?.stop());

interface Dripped {
  /** Milliseconds from the first byte sent until the server closed the connection. */
  closedAfter: number;
  answer: string;
}

/** Sends `head`, then one byte of `drip` every 200 ms until the server closes the connection. */
function drip(head: string, drip: string): Promise<Dripped> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let answer = '';
    let at = 0;
    const timer = setInterval(() => {
      if (!socket.destroyed && at < drip.length) socket.write(drip[at++]!);
    }, 200);
    const guard = setTimeout(() => socket.destroy(new Error('still open after 30 s')), 30_000);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(guard);
      resolve({ closedAfter: Date.now() - started, answer });
    });
    socket.write(head);
  });
}

describe('slow clients', () => {
  it('lose a connection whose headers take longer than the headers timeout', async () => {
    const { closedAfter, answer } = await drip(
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\n',
      'X-Slow: ' + 'a'.repeat(500),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfter).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
    expect(closedAfter).toBeLessThan(HEADERS_TIMEOUT_MS + 3_000);
  });

  it('lose a connection that sends nothing at all after the headers timeout', async () => {
    const { closedAfter, answer } = await drip('', '');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfter).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
    expect(closedAfter).toBeLessThan(HEADERS_TIMEOUT_MS + 3_000);
  });

  it('lose a connection whose body takes longer than the request timeout', async () => {
    const body = JSON.stringify({ email: 'slow@example.com', password: 'Slow12345' }).padEnd(200);
    const { closedAfter, answer } = await drip(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfter).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(closedAfter).toBeLessThan(REQUEST_TIMEOUT_MS + 3_000);
  });

  it('keep an idle keep-alive connection open past the headers timeout', async () => {
    const socket = connect(port, '127.0.0.1');
    socket.setEncoding('latin1');
    let answers = '';
    socket.on('data', (chunk: string) => (answers += chunk));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    const request = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n';
    const answered = async (count: number) => {
      for (let waited = 0; (answers.match(/HTTP\/1\.1 200 /g) ?? []).length < count; waited += 50) {
        expect(waited, answers).toBeLessThan(10_000);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    socket.write(request);
    await answered(1);
    // Idle for longer than the headers timeout, shorter than the 5 s keep-alive timeout.
    await new Promise((resolve) => setTimeout(resolve, HEADERS_TIMEOUT_MS + 1_500));
    expect(socket.destroyed).toBe(false);
    socket.write(request);
    await answered(2);
    socket.end();
    await closed;
  });
});
