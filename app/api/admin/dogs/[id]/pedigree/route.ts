import { PEDIGREE } from '@/features/breeding/openapi';
import { pedigreeSchema } from '@/features/breeding/schema';
import { dogPedigree, savePedigree } from '@/features/breeding/server/pedigree';
import { json, route } from '@/lib/server/http/route';
import { versionedWrite } from '@/lib/server/http/versioned';
import { idSchema } from '@/lib/validation/common';

export const GET = route(
  {
    access: 'admin',
    params: { id: idSchema },
    doc: { summary: 'A kennel dog’s pedigree', responses: { 200: PEDIGREE, 404: 'dogNotFound' } },
  },
  async ({ params }) => json(await dogPedigree(params.id)),
);

export const PUT = versionedWrite(
  {
    body: pedigreeSchema,
    summary:
      'Saves the dog’s pedigree as entered (`version`: the dog’s as read). Refused beside the ' +
      'field (422): `pedigreeLoop` (an animal among its own ancestors), `pedigreeTooDeep` ' +
      '(more than five generations), `registrationTwoNames` (one number, two names), ' +
      '`dogNotFound` (a kennel dog that is not there).',
    responses: { 200: PEDIGREE, 404: 'dogNotFound' },
    versioned: { description: PEDIGREE },
  },
  ({ params, body }, version) => savePedigree(params.id, { ...body, version }),
);
