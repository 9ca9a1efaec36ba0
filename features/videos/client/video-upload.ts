'use client';

import type { AdminVideo } from '@/features/videos/server/view';
import { VIDEO_CHUNK_BYTES } from '@/features/videos/limits';
import { apiFetch, sendWithProgress } from '@/lib/client/api';

/** One piece's PUT, with its progress in bytes. */
const sendPiece = (path: string, piece: Blob, onProgress: (loaded: number) => void) =>
  sendWithProgress<AdminVideo>(
    'PUT',
    path,
    piece,
    (event) => onProgress(event.loaded),
    'application/octet-stream',
  );

/**
 * Sends a video as the API takes it: a start naming its owner and size, then pieces
 * of at most VIDEO_CHUNK_BYTES, each its own request. Resolves with the video once the last
 * piece is in (state `processing`).
 */
export async function uploadVideo(
  target: AdminVideo['target'],
  id: number,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<AdminVideo> {
  let video = await apiFetch<AdminVideo>('/admin/videos', {
    method: 'POST',
    body: { target, targetId: id, size: file.size },
  });
  for (let offset = 0; offset < file.size; offset += VIDEO_CHUNK_BYTES) {
    const piece = file.slice(offset, offset + VIDEO_CHUNK_BYTES);
    video = await sendPiece(`/admin/videos/${video.id}/file?offset=${offset}`, piece, (loaded) =>
      onProgress((offset + loaded) / file.size),
    );
  }
  return video;
}
