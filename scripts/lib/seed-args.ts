// The command line of `npm run seed:demo`: how many dogs and owners' gallery photos to create.
//   npm run seed:demo                                  the small demo: 6 dogs, 8 gallery photos
//   npm run seed:demo -- --dogs 200 --gallery 1000     a kennel ten years on

export interface SeedSize {
  dogs: number;
  gallery: number;
}

/** The small demo the site and its tests are shown with. */
export const DEMO_SIZE: SeedSize = { dogs: 6, gallery: 8 };

/** Most of each the seed creates: enough for any benchmark, small enough to finish in minutes. */
export const MAX_SEED_SIZE: SeedSize = { dogs: 1000, gallery: 5000 };

const USAGE = 'Usage: npm run seed:demo -- [--dogs N] [--gallery N]';

/** A bad command line: its message says what is wrong and how to call the seed. */
export class SeedArgsError extends Error {
  constructor(problem: string) {
    super(`${problem}\n${USAGE}`);
    this.name = 'SeedArgsError';
  }
}

/**
 * Reads `--dogs N` and `--gallery N` (also `--dogs=N`); each is a whole number from 0 (gallery)
 * or 1 (dogs) up to MAX_SEED_SIZE, at most once. Anything else is refused with SeedArgsError.
 */
export function parseSeedArgs(argv: readonly string[]): SeedSize {
  const size = { ...DEMO_SIZE };
  const seen = new Set<keyof SeedSize>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const match = /^--(dogs|gallery)(?:=(.*))?$/.exec(arg);
    if (!match) throw new SeedArgsError(`Unknown argument "${arg}".`);
    const name = match[1] as keyof SeedSize;
    if (seen.has(name)) throw new SeedArgsError(`--${name} is given twice.`);
    seen.add(name);
    let value = match[2];
    if (value === undefined) {
      value = argv[i + 1];
      i++;
    }
    if (value === undefined || value === '') throw new SeedArgsError(`--${name} needs a number.`);
    if (!/^\d{1,7}$/.test(value)) {
      throw new SeedArgsError(`--${name} must be a whole number, not "${value}".`);
    }
    const n = Number(value);
    const min = name === 'dogs' ? 1 : 0;
    if (n < min || n > MAX_SEED_SIZE[name]) {
      throw new SeedArgsError(`--${name} must be between ${min} and ${MAX_SEED_SIZE[name]}.`);
    }
    size[name] = n;
  }
  return size;
}
