import { describe, expect, it } from 'vitest';
import { mergePastedPedigree, type PlaceFields } from '@/features/breeding/pedigree-paste-merge';

// A pasted list taken into the pedigree editor's places: another animal brings its own line
// (the old one's ancestors go), and whatever filled would be lost is listed first.
const place = (name: string, registration = '', colour = '', dogId = ''): PlaceFields => ({
  name,
  registration,
  colour,
  dogId,
});
const line = (name: string, registration = '', colour = '') => ({ name, registration, colour });
const noDog = () => '';

describe('a pasted pedigree merged into the editor', () => {
  it('fills empty places without asking', () => {
    const merged = mergePastedPedigree({}, { s: line('Rex', 'HU 1/20'), d: line('Bella') }, noDog);
    expect(merged.replaced).toEqual([]);
    expect(merged.changes).toEqual({
      s: place('Rex', 'HU 1/20'),
      d: place('Bella'),
    });
  });

  it('clears the old animal’s ancestors beneath a place given to another animal', () => {
    const current = {
      s: place('Rex', 'HU 1/20', 'fawn'),
      ss: place('Old Sire'),
      sd: place('Old Dam'),
      sss: place('Older Sire'),
      d: place('Bella'),
      ds: place('Bella’s sire'),
    };
    const merged = mergePastedPedigree(
      current,
      { s: line('Max', 'HU 9/21'), ss: line('Bo') },
      noDog,
    );
    expect(merged.changes).toEqual({
      s: place('Max', 'HU 9/21'),
      ss: place('Bo'),
      sd: place(''),
      sss: place(''),
    });
    // Everything that held something is listed, sire before dam; the dam's line is untouched.
    expect(merged.replaced).toEqual(['s', 'ss', 'sd', 'sss']);
  });

  it('keeps the ancestors and what the line leaves out when the place holds the same animal', () => {
    const current = {
      s: place('Rex', '', 'fawn', '7'),
      ss: place('Old Sire'),
    };
    const merged = mergePastedPedigree(current, { s: line('rex ', 'HU 1/20') }, noDog);
    expect(merged.changes).toEqual({ s: place('rex ', 'HU 1/20', 'fawn', '7') });
    // Only the name's spelling changes: still a change to confirm, the line stays.
    expect(merged.replaced).toEqual(['s']);
    expect(mergePastedPedigree(current, { s: line('Rex', 'HU 1/20') }, noDog).replaced).toEqual([]);
  });

  it('reads the same name with another registration number as another animal', () => {
    const current = { d: place('Bella', 'HU 5/19'), dd: place('Mimi') };
    const merged = mergePastedPedigree(current, { d: line('Bella', 'HU 6/19') }, noDog);
    expect(merged.changes).toEqual({ d: place('Bella', 'HU 6/19'), dd: place('') });
    expect(merged.replaced).toEqual(['d', 'dd']);
  });

  it('links a kennel dog by its registration number', () => {
    const merged = mergePastedPedigree(
      { s: place('Rex', '', '', '3') },
      { s: line('Max', 'HU 2/22') },
      (reg) => (reg === 'HU 2/22' ? '12' : ''),
    );
    expect(merged.changes.s).toEqual(place('Max', 'HU 2/22', '', '12'));
    expect(merged.replaced).toEqual(['s']);
  });

  it('changes nothing for a paste of what is there already', () => {
    const current = { s: place('Rex', 'HU 1/20'), ss: place('Bo') };
    const merged = mergePastedPedigree(current, { s: line('Rex', 'HU 1/20') }, noDog);
    expect(merged).toEqual({ changes: {}, replaced: [] });
  });
});
