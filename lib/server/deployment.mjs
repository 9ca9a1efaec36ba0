// @ts-check
// Settings a deployment must get right before it serves anyone, checked once at start-up
// (features/upkeep/server/startup.ts, and the start entry before Next loads). Plain JavaScript, so the start
// entry loads it without a TypeScript loader.
import { migrateOnStart, postgresSettings } from '../db/settings.mjs';
import { isCompactIban } from '../iban-rules.mjs';

/** The site refuses to start: `problems` says why, one line each. */
export class DeploymentConfigError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(problems.join('\n'));
    this.name = 'DeploymentConfigError';
    this.problems = problems;
  }
}

/**
 * The settings that make instances share their data (PostgreSQL, a bucket): then they must share
 * the signing key too, and may have no lasting disk to keep a generated one on.
 * @param {Record<string, string | undefined>} [env]
 */
function sharedDataSettings(env = process.env) {
  return ['DATABASE_URL', 'S3_BUCKET'].filter((name) => env[name]?.trim());
}

/**
 * What is wrong with AUTH_SECRET, or null: too short, or missing where the data is shared.
 * @param {Record<string, string | undefined>} [env]
 * @returns {string | null}
 */
export function authSecretProblem(env = process.env) {
  const secret = env.AUTH_SECRET?.trim();
  if (secret) return secret.length < 32 ? 'AUTH_SECRET must be at least 32 characters' : null;
  const shared = sharedDataSettings(env);
  if (shared.length === 0) return null;
  return (
    `AUTH_SECRET must be set when ${shared.join(' or ')} is set: each instance would otherwise ` +
    'sign sessions with its own key (generated into DATA_DIR), so one would refuse the ' +
    "sessions another signed, and a platform's disk does not keep it across restarts. Set " +
    'AUTH_SECRET to the same random value of at least 32 characters on every instance ' +
    '(e.g. `openssl rand -base64 48`).'
  );
}

/**
 * What is wrong with BANK_IBAN, or null: buyers copy it (and scan it in the deposit's QR code) to
 * pay, so a mistyped one would send their money nowhere. ISO 13616's check digits catch any one
 * wrong character and any two swapped.
 * @param {Record<string, string | undefined>} [env]
 * @returns {string | null}
 */
export function bankIbanProblem(env = process.env) {
  const iban = (env.BANK_IBAN ?? '').replace(/\s+/g, '').toUpperCase();
  if (!iban || isCompactIban(iban)) return null;
  return (
    `BANK_IBAN is not a valid IBAN (${iban.slice(0, 2)}…, ${iban.length} characters): its length ` +
    "or its check digits (ISO 13616) do not match. Copy it again from your bank's statement; " +
    'spaces are fine.'
  );
}

/**
 * Refuses a configuration the site cannot run with: a shared deployment without AUTH_SECRET, a
 * BANK_IBAN that is no IBAN, and database settings it cannot read (DATABASE_PREPARE,
 * DATABASE_POOL_MAX, MIGRATE_ON_START).
 * @param {Record<string, string | undefined>} [env]
 * @throws {DeploymentConfigError}
 */
export function assertDeploymentConfig(env = process.env) {
  const problems = [];
  const secret = authSecretProblem(env);
  if (secret) problems.push(secret);
  const iban = bankIbanProblem(env);
  if (iban) problems.push(iban);
  /** @param {() => unknown} check */
  const attempt = (check) => {
    try {
      check();
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  };
  attempt(() => migrateOnStart(env));
  const url = env.DATABASE_URL?.trim();
  if (url) attempt(() => postgresSettings(url, env));
  if (problems.length > 0) throw new DeploymentConfigError(problems);
}
