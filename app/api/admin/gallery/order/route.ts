import { reorderGallery } from '@/lib/server/gallery';
import { readJson } from '@/lib/server/http';
import { adminHandler, json } from '@/lib/server/route';
import { orderSchema } from '@/lib/validation/common';

export const PUT = adminHandler(async (request) =>
  json(await reorderGallery((await readJson(request, orderSchema)).ids)),
);
