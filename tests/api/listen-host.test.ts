import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './support/server';

// `npm start` passes LISTEN_HOST to `next start` as its hostname (server/start.mjs).
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
