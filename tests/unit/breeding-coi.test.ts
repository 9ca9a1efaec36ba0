import { describe, expect, it } from 'vitest';
import { inbreeding, type Ancestor } from '@/features/breeding/coi';
import { pedigreeProblems } from '@/features/breeding/pedigree';

// Wright's coefficient on the matings every breeder knows, and on the worked example of
// Wikipedia's "Coefficient of inbreeding" (G out of C × F, C being F's uncle: 12.5 %).

const dog = (registration: string, sire?: Ancestor, dam?: Ancestor): Ancestor => ({
  name: registration,
  registration,
  sire,
  dam,
});

describe('the coefficient of inbreeding', () => {
  const a = dog('A');
  const b = dog('B');

  it('is 0 for unrelated parents', () => {
    expect(inbreeding(dog('S', dog('S1'), dog('S2')), dog('D', dog('D1'), dog('D2'))).coi).toBe(0);
  });

  it('is 12.5 % for half-siblings', () => {
    const result = inbreeding(dog('S', a, dog('X')), dog('D', a, dog('Y')));
    expect(result.coi).toBe(0.125);
    expect(result.generations).toBe(2);
  });

  it('is 25 % for full siblings', () => {
    expect(inbreeding(dog('S', a, b), dog('D', a, b)).coi).toBe(0.25);
  });

  it('is 25 % for a parent and its offspring, on either side', () => {
    const father = dog('F', a, b);
    const daughter = dog('D', father, dog('M'));
    expect(inbreeding(father, daughter).coi).toBe(0.25);
    expect(inbreeding(dog('S', dog('X'), dog('Y')), dog('M', a, b)).coi).toBe(0);
    const mother = dog('M', a, b);
    expect(inbreeding(dog('SON', dog('X'), mother), mother).coi).toBe(0.25);
  });

  it('gives the worked example: uncle × niece is 12.5 %', () => {
    const c = dog('C', a, b);
    const d = dog('D', a, b);
    const f = dog('F', dog('E'), d);
    expect(inbreeding(c, f).coi).toBe(0.125);
  });

  it('counts a common ancestor that is inbred itself: (1 + F_A)', () => {
    // I out of full siblings (F_I = 0.25); half-siblings through I: 0.125 × 1.25.
    const inbredA = dog('I', dog('P', a, b), dog('Q', a, b));
    expect(inbreeding(dog('S', inbredA, dog('X')), dog('D', inbredA, dog('Y'))).coi).toBe(0.15625);
  });

  it('knows an animal again by its registration number, written either way', () => {
    const sire = dog('S', { name: 'Bruno', registration: 'HU 123/21' });
    const dam = dog('D', { name: 'Bruno', registration: 'hu-123/21' });
    expect(inbreeding(sire, dam).coi).toBe(0.125);
  });

  it('does not take two unregistered animals of one name for one', () => {
    const sire = dog('S', { name: 'Bruno' });
    const dam = dog('D', { name: 'Bruno' });
    expect(inbreeding(sire, dam).coi).toBe(0);
  });

  it('knows a kennel dog by its id', () => {
    const sire = dog('S', { name: 'Bruno', dogId: 7 });
    const dam = dog('D', { name: 'Bruno vom Hof', dogId: 7 });
    expect(inbreeding(sire, dam).coi).toBe(0.125);
  });

  it('says how many generations it rests on, and the ancestor loss', () => {
    const result = inbreeding(dog('S', a, b), dog('D', a, b));
    expect(result.generations).toBe(2);
    // Six places (S, A, B, D, A, B), four animals.
    expect(result.ancestorLoss).toBeCloseTo(4 / 6);
    expect(inbreeding(null, null)).toEqual({ coi: 0, generations: 0, ancestorLoss: 1 });
  });
});

describe('a pedigree the breeder enters', () => {
  const subject = { name: 'Lili', dogId: 3, registration: 'HU 1/24' };

  it('is accepted as it is', () => {
    expect(pedigreeProblems({ sire: dog('S', dog('A')), dam: dog('D') }, subject)).toEqual([]);
  });

  it('refuses a dog among its own ancestors', () => {
    const sire = dog('S', { name: 'Lili', dogId: 3 });
    expect(pedigreeProblems({ sire }, subject)).toEqual([
      { path: 'sire.sire', msg: 'pedigreeLoop' },
    ]);
    // By its registration number too, not linked as the kennel dog.
    expect(
      pedigreeProblems({ sire: dog('S', { name: 'Lili', registration: 'hu-1/24' }) }, subject),
    ).toEqual([{ path: 'sire.sire', msg: 'pedigreeLoop' }]);
    const dam = dog('D', dog('X', dog('D')));
    expect(pedigreeProblems({ dam }, subject)).toEqual([
      { path: 'dam.sire.sire', msg: 'pedigreeLoop' },
    ]);
  });

  it('refuses a loop made across both sides', () => {
    // On the sire's side X is Y's sire; on the dam's side Y is X's sire.
    const problems = pedigreeProblems(
      { sire: dog('Y', dog('X')), dam: dog('X', dog('Y')) },
      subject,
    );
    expect(problems.map((p) => p.msg)).toContain('pedigreeLoop');
  });

  it('refuses more than five generations', () => {
    let top: Ancestor = dog('G6');
    for (let generation = 5; generation >= 1; generation -= 1) top = dog(`G${generation}`, top);
    expect(pedigreeProblems({ sire: top }, subject)).toEqual([
      { path: 'sire.sire.sire.sire.sire.sire', msg: 'pedigreeTooDeep' },
    ]);
  });

  it('refuses one registration number for two names, beside the second', () => {
    const problems = pedigreeProblems(
      {
        sire: { name: 'Bruno', registration: 'HU 9/20' },
        dam: { name: 'Bella', registration: 'hu 9/20' },
      },
      subject,
    );
    expect(problems).toEqual([{ path: 'dam.registration', msg: 'registrationTwoNames' }]);
  });
});

describe('two pedigrees that contradict each other', () => {
  it('still give a finite coefficient', () => {
    const result = inbreeding(dog('S', dog('Y', dog('X'))), dog('D', dog('X', dog('Y'))));
    expect(Number.isFinite(result.coi)).toBe(true);
  });
});
