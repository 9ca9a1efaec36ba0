import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './support/raw';
import { startServer, type TestServer } from './support/server';

// npm start caps the connections open at once, in all and from one address
// (server/slow-clients.mjs): with MAX_CONNECTIONS=50, 25 from one address.
const MAX_CONNECTIONS = 50;
const PER_ADDRESS = 25;

let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await startServer({ MAX_CONNECTIONS: String(MAX_CONNECTIONS) });
  port = Number(new URL(server.url).port);
});
afterAll(() => server?.stop());

/**
 * A client that sends the start of a request's headers and then nothing (until `finish`), from
 * `localAddress` (any 127.x.y.z is this machine).
 */
function slowClient(localAddress: string) {
  return new Promise<Socket>((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () => {
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

function slowClients(localAddress: string, count: number) {
  return Promise.all(Array.from({ length: count }, () => slowClient(localAddress)));
}

/**
 * Resolves with the sockets the server has closed, never answered, once there are `count`; fails
 * when there are fewer after 5 s.
 */
function closedUnanswered(sockets: Socket[], count: number) {
  return new Promise<Socket[]>((resolve, reject) => {
    const closed: Socket[] = [];
    setTimeout(
      () => reject(new Error(`${closed.length} of ${sockets.length} closed, not ${count}`)),
      5_000,
    ).unref();
    const close = (socket: Socket) => {
      closed.push(socket);
      if (closed.length === count) resolve(closed);
    };
    for (const socket of sockets) {
      socket.on('data', () => reject(new Error('a closed connection was answered')));
      socket.on('error', () => {});
      if (socket.closed) close(socket);
      else socket.once('close', () => close(socket));
    }
  });
}

/** Sends the rest of the headers on every socket still open: each is answered 200. */
async function finish(sockets: Socket[]) {
  const statuses = await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<string>((resolve) => {
          socket.once('data', (data) => resolve(String(data).split('\r\n')[0]!));
          socket.write('Connection: close\r\n\r\n');
        }),
    ),
  );
  expect(new Set(statuses)).toEqual(new Set(['HTTP/1.1 200 OK']));
}

/** Ends every socket and resolves once the server has closed them all. */
async function closeAll(sockets: Socket[]) {
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.closed) return resolve();
          socket.once('close', () => resolve());
          // Read on, so the server's closing (after its 400 to the cut-off request) is seen.
          socket.resume().end();
        }),
    ),
  );
}

/** The lines the server has logged containing `text`, once there is one (or after 5 s). */
async function logged(text: string) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const found = server
      .output()
      .split('\n')
      .filter((line) => line.includes(text));
    if (found.length > 0 || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const health = (localAddress: string) =>
  rawRequest(server.url, '/api/health', { localAddress }).then((answer) => answer.status);

describe('connections on npm start', () => {
  it(`from one address are capped: ${MAX_CONNECTIONS} slow clients there lock nobody else out`, async () => {
    const sockets = await slowClients('127.0.0.2', MAX_CONNECTIONS);
    try {
      const closed = await closedUnanswered(sockets, MAX_CONNECTIONS - PER_ADDRESS);
      expect(await health('127.0.0.3')).toBe(200);
      expect(await logged('MAX_CONNECTIONS_PER_ADDRESS')).toEqual([
        `> ${PER_ADDRESS} connections open from 127.0.0.2 (MAX_CONNECTIONS_PER_ADDRESS): new ones from it are closed until some end`,
      ]);
      // The ones within the cap were kept, and are answered once they finish.
      await finish(sockets.filter((socket) => !closed.includes(socket)));
    } finally {
      await closeAll(sockets);
    }
  });

  it('are capped in total: one more is closed at once, logged once, and the site still answers', async () => {
    const held = [
      ...(await slowClients('127.0.0.4', PER_ADDRESS)),
      ...(await slowClients('127.0.0.5', PER_ADDRESS)),
    ];
    try {
      const extra = await slowClients('127.0.0.6', 2);
      expect(await closedUnanswered(extra, 2)).toHaveLength(2);
      expect(await logged('(MAX_CONNECTIONS)')).toEqual([
        `> ${MAX_CONNECTIONS} connections open (MAX_CONNECTIONS): new ones are closed until some end`,
      ]);
    } finally {
      await closeAll(held);
    }
    expect(await health('127.0.0.6')).toBe(200);
  });
});

describe('LISTEN_HOST', () => {
  let local: TestServer;
  beforeAll(async () => {
    local = await startServer({ LISTEN_HOST: '127.0.0.1' });
  });
  afterAll(() => local?.stop());

  /** Whether a connection to `host` on the server's port is accepted. */
  const accepts = (host: string) =>
    new Promise<boolean>((resolve) => {
      const socket = connect({ port: Number(new URL(local.url).port), host }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });

  it('listens on that address only (behind a reverse proxy on the same machine)', async () => {
    expect(await accepts('127.0.0.1')).toBe(true);
    expect(await accepts('::1')).toBe(false);
  });
});
