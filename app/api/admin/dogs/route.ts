import { createDog, listAllDogs } from '@/lib/server/dogs';
import { readJson } from '@/lib/server/http';
import { adminHandler, json } from '@/lib/server/route';
import { dogCreateSchema } from '@/lib/validation/dog';

export const GET = adminHandler(async () => json(await listAllDogs()));

export const POST = adminHandler(async (request) =>
  json(await createDog(await readJson(request, dogCreateSchema)), { status: 201 }),
);
