import 'server-only';
import { ApiError } from './errors';
import type { FileError } from '../images';
import { json } from './route';

/**
 * 201 with the target's images and one error per refused file; when nothing could be kept,
 * the refusal itself: 413 if every file was too big, 415 if none was an image, else 422.
 */
export function uploadAnswer({
  images,
  errors,
  added,
}: {
  /** The target's photos: public ones (`DogImage`), or a diary's behind signed links. */
  images: readonly unknown[];
  errors: FileError[];
  added: number;
}): Response {
  if (added > 0) return json({ images, errors }, { status: 201 });
  if (errors.length === 0) throw new ApiError(422, 'noFiles', [{ msg: 'noFiles', path: 'images' }]);
  const only = (msg: string) => errors.every((e) => e.msg === msg);
  const status = only('fileTooLarge') ? 413 : only('unsupportedType') ? 415 : 422;
  throw new ApiError(status, errors.length === 1 ? errors[0]!.msg : 'uploadRefused', errors);
}
