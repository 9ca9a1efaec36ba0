import { describe, expect, it } from 'vitest';
import {
  booleanSetting,
  migrateOnStart,
  migrationUrl,
  postgresSettings,
} from '@/lib/db/settings.mjs';

const URL_ = 'postgres://kennel:s3cret@db.example.com:6543/kennel';

describe('postgresSettings', () => {
  it('keeps prepared statements and a pool of 10 by default, and the URL as it is', () => {
    expect(postgresSettings(`${URL_}?sslmode=require`, {})).toEqual({
      url: `${URL_}?sslmode=require`,
      options: { max: 10, prepare: true },
      warnings: [],
    });
  });

  it('turns prepared statements off with DATABASE_PREPARE=false or Prisma-style ?pgbouncer=true', () => {
    expect(postgresSettings(URL_, { DATABASE_PREPARE: 'false' }).options.prepare).toBe(false);
    expect(postgresSettings(URL_, { DATABASE_PREPARE: '0' }).options.prepare).toBe(false);
    const pooled = postgresSettings(`${URL_}?pgbouncer=true&sslmode=require`, {});
    expect(pooled.options.prepare).toBe(false);
    // postgres.js would send `pgbouncer` to the server as a setting, which refuses it.
    expect(pooled.url).toBe(`${URL_}?sslmode=require`);
    // The variable wins over the URL.
    expect(
      postgresSettings(`${URL_}?pgbouncer=true`, { DATABASE_PREPARE: 'true' }).options.prepare,
    ).toBe(true);
    // postgres.js's own parameter is understood (and left for it).
    expect(postgresSettings(`${URL_}?prepare=false`, {})).toMatchObject({
      url: `${URL_}?prepare=false`,
      options: { prepare: false },
    });
  });

  it('sizes the pool from DATABASE_POOL_MAX, else ?max= or ?connection_limit=', () => {
    expect(postgresSettings(URL_, { DATABASE_POOL_MAX: '2' }).options.max).toBe(2);
    expect(postgresSettings(`${URL_}?max=3`, {}).options.max).toBe(3);
    const prisma = postgresSettings(`${URL_}?connection_limit=1&pgbouncer=true`, {});
    expect(prisma).toEqual({ url: URL_, options: { max: 1, prepare: false }, warnings: [] });
    expect(
      postgresSettings(`${URL_}?connection_limit=1`, { DATABASE_POOL_MAX: '4' }).options.max,
    ).toBe(4);
  });

  it('strips the parameters only other clients understand, with a word on channel binding', () => {
    const neon = postgresSettings(
      `${URL_}?sslmode=require&channel_binding=require&pool_timeout=5&options=-c%20x%3Dy`,
      {},
    );
    expect(neon.url).toBe(`${URL_}?sslmode=require&options=-c+x%3Dy`);
    expect(new URL(neon.url).searchParams.get('options')).toBe('-c x=y');
    expect(neon.warnings).toEqual([expect.stringMatching(/channel_binding=require/)]);
    // Several hosts: only the query is rewritten.
    const multi = 'postgres://u:p@h1:5432,h2:5433/db?pgbouncer=true&target_session_attrs=primary';
    expect(postgresSettings(multi, {}).url).toBe(
      'postgres://u:p@h1:5432,h2:5433/db?target_session_attrs=primary',
    );
  });

  it('refuses values it cannot read, naming the variable', () => {
    expect(() => postgresSettings(URL_, { DATABASE_PREPARE: 'maybe' })).toThrow(
      /DATABASE_PREPARE must be true or false/,
    );
    for (const bad of ['0', '-1', 'ten', '2.5']) {
      expect(() => postgresSettings(URL_, { DATABASE_POOL_MAX: bad })).toThrow(
        /DATABASE_POOL_MAX must be a whole number/,
      );
    }
  });
});

describe('other switches', () => {
  it('reads yes/no values', () => {
    expect(booleanSetting('X', undefined)).toBeUndefined();
    expect(booleanSetting('X', ' ')).toBeUndefined();
    expect(booleanSetting('X', 'On')).toBe(true);
    expect(booleanSetting('X', 'no')).toBe(false);
    expect(() => booleanSetting('X', 'nope')).toThrow('X must be true or false');
  });

  it('migrates at start unless MIGRATE_ON_START is off', () => {
    expect(migrateOnStart({})).toBe(true);
    expect(migrateOnStart({ MIGRATE_ON_START: '0' })).toBe(false);
    expect(() => migrateOnStart({ MIGRATE_ON_START: 'later' })).toThrow(/MIGRATE_ON_START/);
  });

  it('migrates DATABASE_MIGRATE_URL, else DATABASE_URL, else the embedded database', () => {
    expect(
      migrationUrl({ DATABASE_MIGRATE_URL: 'postgres://a/x', DATABASE_URL: 'postgres://b/x' }),
    ).toBe('postgres://a/x');
    expect(migrationUrl({ DATABASE_MIGRATE_URL: '', DATABASE_URL: 'postgres://b/x' })).toBe(
      'postgres://b/x',
    );
    expect(migrationUrl({})).toBeUndefined();
  });
});
