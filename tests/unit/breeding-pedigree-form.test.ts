import { describe, expect, it } from 'vitest';
import {
  FIELD_PATHS,
  PLACES,
  fieldOfError,
  pathOf,
  placeOf,
  toFields,
  toInput,
} from '@/features/breeding/ui/admin/pedigree-fields';
import { fieldProblems } from '@/features/breeding/ui/admin/pedigree-checks';

// The pedigree editor's form: every place of five generations by the path the API names it,
// empty places left out of the request, and each refusal beside the field it is about.

const bella = { dogId: 1, name: 'Bella', registration: 'HU 5/23' };

describe('the pedigree form', () => {
  it('holds 62 places, each four fields by the API’s path', () => {
    expect(PLACES).toHaveLength(62);
    expect(PLACES.slice(0, 6)).toEqual(['s', 'd', 'ss', 'sd', 'ds', 'dd']);
    expect(FIELD_PATHS).toHaveLength(62 * 4);
    expect(pathOf('sds')).toBe('sire.dam.sire');
    expect(placeOf('sire.dam.sire.registration')).toBe('sds');
    expect(placeOf('dam')).toBe('d');
    expect(placeOf('version')).toBeNull();
  });

  it('sends what was entered and leaves the empty places out', () => {
    const entered = {
      sire: {
        name: 'Alpha',
        registration: 'HU 1/21',
        dogId: 7,
        dam: { name: 'Grand Dam', colour: 'fawn' },
      },
      dam: null,
    };
    const fields = toFields(entered);
    expect(fields.sire.dogId).toBe('7');
    expect(fields.sire.sire?.name).toBe('');
    expect(fields.dam.dam?.dam?.dam?.dam).toEqual({
      name: '',
      registration: '',
      colour: '',
      dogId: '',
    });
    expect(toInput(fields)).toEqual(entered);
    fields.sire.dam!.colour = '  ';
    fields.dam.name = ' Rex ';
    expect(toInput(fields)).toEqual({
      sire: { ...entered.sire, dam: { name: 'Grand Dam' } },
      dam: { name: 'Rex' },
    });
  });

  it('asks a name where anything else is filled in, and knows the tree’s own rules', () => {
    const fields = toFields({ sire: { name: 'Rex', registration: 'HU 9/9' } });
    fields.dam.sire!.registration = 'HU 3/3';
    expect(fieldProblems(fields, bella)).toEqual([
      // Her sire is known: the dam herself needs a name too.
      { path: 'dam.name', msg: 'required' },
      { path: 'dam.sire.name', msg: 'required' },
    ]);
    fields.dam.name = 'Mira';
    expect(fieldProblems(fields, bella)).toEqual([{ path: 'dam.sire.name', msg: 'required' }]);
    fields.dam.sire!.name = 'Other';
    fields.dam.sire!.registration = 'hu 9/9';
    expect(fieldProblems(fields, bella)).toEqual([
      { path: 'dam.sire.registration', msg: 'registrationTwoNames' },
    ]);
    // The dog itself among its ancestors: beside that ancestor's name.
    fields.dam.sire!.registration = 'HU 5/23';
    fields.dam.sire!.name = 'Bella';
    fields.dam.sire!.dogId = '1';
    expect(fieldProblems(fields, bella)).toEqual([{ path: 'dam.sire.name', msg: 'pedigreeLoop' }]);
    fields.dam.sire!.name = 'x'.repeat(101);
    expect(fieldProblems(fields, bella)).toEqual([{ path: 'dam.sire.name', msg: 'tooLong' }]);
  });

  it('puts the server’s refusal of a place under its name, a field’s under that field', () => {
    expect(fieldOfError('sire.dam')).toBe('sire.dam.name');
    expect(fieldOfError('sire.dam.registration')).toBe('sire.dam.registration');
    expect(fieldOfError('dam.dogId')).toBe('dam.dogId');
    expect(fieldOfError('version')).toBe('version');
  });
});
