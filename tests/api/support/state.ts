import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { DOG, type client } from './client';
import { form, jpeg } from './images';

/**
 * Everything a request could change, read as the admin sees it: every dog (disabled ones too,
 * with photos and `updatedAt`), the site info, the gallery, the account, whether sign-up is
 * open, the enquiries, the litters, and the image files on disk. Equal snapshots mean nothing was stored.
 */
export async function snapshot(call: ReturnType<typeof client>, token: string, dataDir: string) {
  const read = async (route: string) => {
    const result = await call(route, { token });
    expect(result.status, route).toBe(200);
    return result.body;
  };
  let files: string[] = [];
  try {
    files = readdirSync(path.join(dataDir, 'uploads')).sort();
  } catch {
    // No upload yet.
  }
  return {
    dogs: await read('/admin/dogs'),
    info: await read('/info'),
    gallery: await read('/gallery'),
    user: await read('/auth/user'),
    signup: await read('/auth/signup'),
    enquiries: await read('/admin/enquiries'),
    litters: await read('/admin/litters'),
    files,
  };
}

export interface Fixture {
  dogId: number;
  photoIds: number[];
  galleryIds: number[];
  /** The storage key of the dog's first photo. */
  key: string;
}

/**
 * Content for requests to aim at: a dog (named `dog.name`, shown or not) with two photos, two
 * gallery photos and the site's e-mail address.
 */
export async function seedContent(
  call: ReturnType<typeof client>,
  token: string,
  { dog: fields = {}, email }: { dog?: Record<string, unknown>; email: string },
): Promise<Fixture> {
  const dog = await call<any>('/admin/dogs', { token, json: { ...DOG, ...fields } });
  const twoPhotos = async (prefix: string) =>
    form([
      { name: `${prefix}1.jpg`, data: await jpeg(400, 300) },
      { name: `${prefix}2.jpg`, data: await jpeg(300, 400) },
    ]);
  const photos = await call<any>(`/admin/dogs/${dog.body.id}/images`, {
    token,
    body: await twoPhotos('a'),
  });
  const gallery = await call<any>('/admin/gallery', { token, body: await twoPhotos('g') });
  const info = await call('/info', { method: 'PUT', token, json: { email } });
  expect([dog, photos, gallery, info].map((r) => r.status)).toEqual([201, 201, 201, 200]);
  return {
    dogId: dog.body.id,
    photoIds: photos.body.images.map((i: any) => i.id),
    galleryIds: gallery.body.images.map((i: any) => i.id),
    key: photos.body.images[0].url.split('/').pop(),
  };
}
