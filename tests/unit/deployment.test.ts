import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assertDeploymentConfig, DeploymentConfigError } from '@/lib/server/deployment.mjs';

const SECRET = 'a-test-secret-of-at-least-32-characters-0123';
const work = mkdtempSync(path.join(tmpdir(), 'kennel-deployment-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('assertDeploymentConfig', () => {
  it('refuses a shared deployment without AUTH_SECRET, saying why', () => {
    for (const env of [
      { DATABASE_URL: 'postgres://db/kennel' },
      { S3_BUCKET: 'photos' },
      { DATABASE_URL: 'postgres://db/kennel', S3_BUCKET: 'photos', AUTH_SECRET: ' ' },
    ]) {
      expect(() => assertDeploymentConfig(env)).toThrow(DeploymentConfigError);
      expect(() => assertDeploymentConfig(env)).toThrow(
        /^AUTH_SECRET must be set when (DATABASE_URL|S3_BUCKET).*: each instance would otherwise sign sessions with its own key/,
      );
    }
  });

  it('accepts a shared deployment with AUTH_SECRET, and a site of its own without one', () => {
    expect(() =>
      assertDeploymentConfig({
        DATABASE_URL: 'postgres://db/k',
        S3_BUCKET: 'b',
        AUTH_SECRET: SECRET,
      }),
    ).not.toThrow();
    expect(() => assertDeploymentConfig({})).not.toThrow();
  });

  it('refuses a mistyped BANK_IBAN, saying why without repeating it whole', () => {
    for (const BANK_IBAN of ['HU42 1177 3016 1111 1018 0000 0001', 'HU42 1177 3016', 'BFB-7K3Q9']) {
      expect(() => assertDeploymentConfig({ BANK_IBAN })).toThrow(DeploymentConfigError);
      expect(() => assertDeploymentConfig({ BANK_IBAN })).toThrow(
        /^BANK_IBAN is not a valid IBAN \([A-Z]{2}…, \d+ characters\): .*check digits \(ISO 13616\)/,
      );
    }
    for (const BANK_IBAN of ['HU42 1177 3016 1111 1018 0000 0000', ' ', undefined]) {
      expect(() => assertDeploymentConfig({ BANK_IBAN })).not.toThrow();
    }
  });

  it('lists every problem: a short secret, unreadable switches', () => {
    let error: unknown;
    try {
      assertDeploymentConfig({
        DATABASE_URL: 'postgres://db/k',
        AUTH_SECRET: 'short',
        DATABASE_POOL_MAX: 'lots',
        MIGRATE_ON_START: 'sometimes',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DeploymentConfigError);
    expect((error as DeploymentConfigError).problems).toEqual([
      'AUTH_SECRET must be at least 32 characters',
      expect.stringMatching(/^MIGRATE_ON_START must be true or false/),
      expect.stringMatching(/^DATABASE_POOL_MAX must be a whole number/),
    ]);
  });
});

describe('signingSecret', () => {
  // The module keeps the key once read: a fresh copy for each test.
  const load = async () => (await import('@/lib/server/secret')).signingSecret;
  beforeEach(() => {
    vi.resetModules();
    for (const name of ['AUTH_SECRET', 'DATABASE_URL', 'S3_BUCKET']) vi.stubEnv(name, '');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('refuses to generate a per-instance key for a shared deployment', async () => {
    const dir = path.join(work, 'shared-without-secret');
    vi.stubEnv('DATA_DIR', dir);
    vi.stubEnv('S3_BUCKET', 'photos');
    const signingSecret = await load();
    expect(() => signingSecret()).toThrow(
      /AUTH_SECRET must be set when S3_BUCKET is set: each instance would otherwise sign sessions with its own key/,
    );
    expect(existsSync(dir)).toBe(false);
  });

  it('writes nothing when AUTH_SECRET is set, even where DATA_DIR cannot exist', async () => {
    // A regular file where a folder should be: unwritable even for root.
    const blocker = path.join(work, 'a-file');
    writeFileSync(blocker, '');
    vi.stubEnv('DATA_DIR', path.join(blocker, 'data'));
    vi.stubEnv('DATABASE_URL', 'postgres://db.invalid/kennel');
    vi.stubEnv('S3_BUCKET', 'photos');
    vi.stubEnv('AUTH_SECRET', SECRET);
    const signingSecret = await load();
    expect(new TextDecoder().decode(signingSecret())).toBe(SECRET);

    const missing = path.join(work, 'never-created');
    vi.resetModules();
    vi.stubEnv('DATA_DIR', missing);
    expect(new TextDecoder().decode((await load())())).toBe(SECRET);
    expect(existsSync(missing)).toBe(false);
  });

  it('still generates and keeps a key in DATA_DIR for a site of its own', async () => {
    const dir = path.join(work, 'own');
    vi.stubEnv('DATA_DIR', dir);
    const first = (await load())();
    expect(readdirSync(dir)).toEqual(['auth-secret']);
    vi.resetModules();
    expect((await load())()).toEqual(first);
  });
});

describe('startUp', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('refuses to start a shared deployment without AUTH_SECRET before opening anything', async () => {
    vi.stubEnv('AUTH_SECRET', '');
    vi.stubEnv('S3_BUCKET', '');
    // Nothing listens there: reaching the database would fail differently (and slowly).
    vi.stubEnv('DATABASE_URL', 'postgres://postgres@127.0.0.1:1/none');
    vi.stubEnv('DATA_DIR', path.join(work, 'startup'));
    const { startUp } = await import('@/features/upkeep/server/startup');
    await expect(startUp()).rejects.toThrow(/^AUTH_SECRET must be set when DATABASE_URL is set/);
    expect(existsSync(path.join(work, 'startup'))).toBe(false);
  });
});
