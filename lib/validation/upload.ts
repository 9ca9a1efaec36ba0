/** SPEC §5/§9 upload limits, shared by the server's checks and the admin's photo screens. */
export const MAX_FILE_BYTES = 512 * 1024;
export const MAX_FILES_PER_UPLOAD = 10;
/**
 * An owner's photos sent without JavaScript, together (the browser shrinks them otherwise): a
 * phone's camera photos as they are, below the 10.5 MB Next holds for the proxy.
 */
export const NO_SCRIPT_PHOTO_BYTES = 10 * 1024 * 1024;
/** The one photo limit: a dog's collection, on the server (features/dogs/server/dogs.ts) and in the admin. */
export const MAX_PHOTOS_PER_DOG = 10;
/** SPEC §11: the owners' gallery (features/gallery/server/gallery.ts and the admin's gallery screen). */
export const MAX_GALLERY_PHOTOS = 300;
/** A litter's photos (features/litters/server/litters.ts and the admin's litter screen). */
export const MAX_PHOTOS_PER_LITTER = 10;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
