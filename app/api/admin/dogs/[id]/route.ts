import { deleteDog, getDog, updateDog } from '@/lib/server/dogs';
import { parseWith } from '@/lib/server/errors';
import { readJson } from '@/lib/server/http';
import { adminHandler, json, noContent } from '@/lib/server/route';
import { idSchema } from '@/lib/validation/common';
import { dogPatchSchema } from '@/lib/validation/dog';

type Params = { id: string };

export const GET = adminHandler<Params>(async (_request, { id }) =>
  json(await getDog(parseWith(idSchema, id))),
);

export const PATCH = adminHandler<Params>(async (request, { id }) => {
  const dogId = parseWith(idSchema, id);
  return json(await updateDog(dogId, await readJson(request, dogPatchSchema)));
});

export const DELETE = adminHandler<Params>(async (_request, { id }) => {
  await deleteDog(parseWith(idSchema, id));
  return noContent();
});
