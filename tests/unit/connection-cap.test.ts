import { createServer } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { capConnections } from '../../server/slow-clients.mjs';

describe('connections on npm start', () => {
  it('are capped at 1,000 at once, or MAX_CONNECTIONS, and nonsense is refused', () => {
    expect(capConnections(createServer(), {})).toBe(1_000);
    const server = createServer();
    expect(capConnections(server, { MAX_CONNECTIONS: '50' })).toBe(50);
    expect(server.maxConnections).toBe(50);
    for (const value of ['0', '-1', '1.5', 'many']) {
      expect(() => capConnections(createServer(), { MAX_CONNECTIONS: value }), value).toThrow(
        /MAX_CONNECTIONS must be a whole number/,
      );
    }
  });

  it('close the one over the cap, and say so once', async () => {
    const lines: string[] = [];
    const server = createServer((_req, res) => res.end('ok'));
    capConnections(server, { MAX_CONNECTIONS: '2' }, (line) => lines.push(line));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const open = () =>
      new Promise<Socket>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => resolve(socket));
      });
    const closed = (socket: Socket) =>
      new Promise<boolean>((resolve) => {
        socket.on('error', () => {});
        socket.once('close', () => resolve(true));
        setTimeout(() => resolve(false), 1_000).unref();
      });
    try {
      const held = [await open(), await open()];
      await new Promise((resolve) => setTimeout(resolve, 100));
      const extra = [await open(), await open()];
      expect(await Promise.all(extra.map(closed))).toEqual([true, true]);
      expect(lines).toEqual([
        '> 2 connections open (MAX_CONNECTIONS): new ones are closed until some end',
      ]);
      // The connections within the cap still work.
      const answer = new Promise<string>((resolve) =>
        held[0]!.once('data', (d) => resolve(String(d))),
      );
      held[0]!.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
      expect(await answer).toMatch(/^HTTP\/1\.1 200 [^]*ok$/);
      for (const socket of held) socket.destroy();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
