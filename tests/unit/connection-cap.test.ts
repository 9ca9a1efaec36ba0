import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { capConnections } from '../../server/slow-clients.mjs';

/** A server with the caps of `env` on a free loopback port, and what it logged. */
async function cappedServer(env: Record<string, string>) {
  const lines: string[] = [];
  const server = createServer((_req, res) => res.end('ok'));
  capConnections(server, env, (line) => lines.push(line));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  /** A connection from `localAddress` (any 127.x.y.z is this machine). */
  const open = (localAddress = '127.0.0.1') =>
    new Promise<Socket>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1', localAddress }, () => resolve(socket));
      socket.on('error', () => {});
    });
  return { server, lines, open };
}

/** Resolves once the server holds `count` connections. */
async function holding(server: Server, count: number) {
  for (;;) {
    const open = await new Promise<number>((resolve, reject) =>
      server.getConnections((error, n) => (error ? reject(error) : resolve(n))),
    );
    if (open === count) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Whether the server closes `socket` within a second. */
const closed = (socket: Socket) =>
  new Promise<boolean>((resolve) => {
    if (socket.closed) return resolve(true);
    socket.once('close', () => resolve(true));
    setTimeout(() => resolve(false), 1_000).unref();
  });

/** Whether `socket` is still answered. */
const answered = (socket: Socket) =>
  new Promise<string>((resolve) => {
    socket.once('data', (data) => resolve(String(data)));
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
  });

describe('connections on npm start', () => {
  it('are capped at 1,000 at once, or MAX_CONNECTIONS, and nonsense is refused', () => {
    expect(capConnections(createServer(), {}).total).toBe(1_000);
    const server = createServer();
    expect(capConnections(server, { MAX_CONNECTIONS: '50' }).total).toBe(50);
    expect(server.maxConnections).toBe(50);
    for (const value of ['0', '-1', '1.5', 'many']) {
      expect(() => capConnections(createServer(), { MAX_CONNECTIONS: value }), value).toThrow(
        /MAX_CONNECTIONS must be a whole number/,
      );
    }
  });

  it('are capped per address too: 64, at most half of MAX_CONNECTIONS, or MAX_CONNECTIONS_PER_ADDRESS; not behind a trusted proxy', () => {
    const perAddress = (env: Record<string, string>) =>
      capConnections(createServer(), env).perAddress;
    expect(perAddress({})).toBe(64);
    expect(perAddress({ MAX_CONNECTIONS: '50' })).toBe(25);
    expect(perAddress({ MAX_CONNECTIONS: '1' })).toBe(1);
    expect(perAddress({ MAX_CONNECTIONS_PER_ADDRESS: '200' })).toBe(200);
    expect(perAddress({ MAX_CONNECTIONS: '50', MAX_CONNECTIONS_PER_ADDRESS: '50' })).toBe(50);
    // The proxy in front caps each client; every connection comes from the proxy.
    expect(perAddress({ TRUST_PROXY: '1' })).toBeNull();
    expect(perAddress({ TRUST_PROXY: 'yes' })).toBe(64);
    expect(() => perAddress({ MAX_CONNECTIONS: '50', MAX_CONNECTIONS_PER_ADDRESS: '51' })).toThrow(
      /MAX_CONNECTIONS_PER_ADDRESS must not be more than MAX_CONNECTIONS/,
    );
    for (const value of ['0', '1.5', 'many']) {
      expect(() => perAddress({ MAX_CONNECTIONS_PER_ADDRESS: value }), value).toThrow(
        /MAX_CONNECTIONS_PER_ADDRESS must be a whole number/,
      );
    }
  });

  it('close the one over the cap, and say so once', async () => {
    const { server, lines, open } = await cappedServer({
      MAX_CONNECTIONS: '2',
      MAX_CONNECTIONS_PER_ADDRESS: '2',
    });
    try {
      const held = [await open(), await open()];
      await holding(server, 2);
      const extra = [await open(), await open()];
      expect(await Promise.all(extra.map(closed))).toEqual([true, true]);
      expect(lines).toEqual([
        '> 2 connections open (MAX_CONNECTIONS): new ones are closed until some end',
      ]);
      // The connections within the cap still work.
      expect(await answered(held[0]!)).toMatch(/^HTTP\/1\.1 200 [^]*ok$/);
      for (const socket of held) socket.destroy();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('close one address’s connections over its cap, say so once, and still take other addresses', async () => {
    const { server, lines, open } = await cappedServer({ MAX_CONNECTIONS: '6' });
    try {
      const held = [await open(), await open(), await open()];
      await holding(server, 3);
      const extra = [await open(), await open()];
      expect(await Promise.all(extra.map(closed))).toEqual([true, true]);
      expect(lines).toEqual([
        '> 3 connections open from 127.0.0.1 (MAX_CONNECTIONS_PER_ADDRESS): new ones from it are closed until some end',
      ]);
      // Another address is served; the held ones are too.
      const other = await open('127.0.0.2');
      expect(await answered(other)).toMatch(/^HTTP\/1\.1 200 /);
      expect(await answered(held[0]!)).toMatch(/^HTTP\/1\.1 200 /);
      // Once one of its connections ends, the address gets one again.
      const ended = closed(held[1]!);
      held[1]!.destroy();
      await ended;
      await holding(server, 3);
      const again = await open();
      expect(await answered(again)).toMatch(/^HTTP\/1\.1 200 /);
      for (const socket of [...held, other, again]) socket.destroy();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
