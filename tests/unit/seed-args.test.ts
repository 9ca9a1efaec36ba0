import { describe, expect, it } from 'vitest';
import { DEMO_SIZE, parseSeedArgs, SeedArgsError } from '../../scripts/lib/seed-args';

describe('npm run seed:demo arguments', () => {
  it('seeds the small demo without arguments', () => {
    expect(parseSeedArgs([])).toEqual({ dogs: 6, gallery: 8 });
    expect(DEMO_SIZE).toEqual({ dogs: 6, gallery: 8 });
  });

  it('reads --dogs and --gallery, as separate words or with =, in any order', () => {
    expect(parseSeedArgs(['--dogs', '200', '--gallery', '1000'])).toEqual({
      dogs: 200,
      gallery: 1000,
    });
    expect(parseSeedArgs(['--gallery=1000', '--dogs=200'])).toEqual({ dogs: 200, gallery: 1000 });
    expect(parseSeedArgs(['--dogs', '12'])).toEqual({ dogs: 12, gallery: 8 });
    expect(parseSeedArgs(['--gallery', '0'])).toEqual({ dogs: 6, gallery: 0 });
  });

  it.each([
    [['--dogs'], '--dogs needs a number'],
    [['--dogs='], '--dogs needs a number'],
    [['--dogs', 'many'], 'must be a whole number, not "many"'],
    [['--dogs', '2.5'], 'must be a whole number'],
    [['--dogs', '-3'], 'must be a whole number'],
    [['--dogs', '1e3'], 'must be a whole number'],
    [['--dogs', '0'], '--dogs must be between 1 and 1000'],
    [['--dogs', '1001'], '--dogs must be between 1 and 1000'],
    [['--gallery', '5001'], '--gallery must be between 0 and 5000'],
    [['--dogs', '2', '--dogs', '3'], '--dogs is given twice'],
    [['--cats', '3'], 'Unknown argument "--cats"'],
    [['200'], 'Unknown argument "200"'],
  ])('refuses %j with a clear message and the usage', (argv, message) => {
    let error: unknown;
    try {
      parseSeedArgs(argv);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SeedArgsError);
    expect((error as Error).message).toContain(message);
    expect((error as Error).message).toContain(
      'Usage: npm run seed:demo -- [--dogs N] [--gallery N]',
    );
  });
});
