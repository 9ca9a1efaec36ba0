import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './support/server';

// npm start caps the connections open at once (server/slow-clients.mjs); this server gets a
// small cap to keep the test quick.
const MAX_CONNECTIONS = 6;

let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await startServer({ MAX_CONNECTIONS: String(MAX_CONNECTIONS) });
  port = Number(new URL(server.url).port);
});
afterAll(() => server?.stop());

const open = () =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });

/** Whether the server closes `socket` within a second without a word. */
const closedUnanswered = (socket: Socket) =>
  new Promise<boolean>((resolve) => {
    let answered = false;
    socket.on('data', () => (answered = true));
    socket.on('error', () => {});
    socket.once('close', () => resolve(!answered));
    setTimeout(() => resolve(false), 1_000).unref();
  });

describe('connections on npm start', () => {
  it('are capped in total: one more is closed at once, logged once, and the site still answers', async () => {
    const held = await Promise.all(Array.from({ length: MAX_CONNECTIONS }, open));
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const extra = await Promise.all([open(), open()]);
      expect(await Promise.all(extra.map(closedUnanswered))).toEqual([true, true]);
      const lines = server.output().split('\n');
      expect(lines.filter((line) => line.includes('MAX_CONNECTIONS'))).toEqual([
        `> ${MAX_CONNECTIONS} connections open (MAX_CONNECTIONS): new ones are closed until some end`,
      ]);
    } finally {
      for (const socket of held) socket.destroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
