'use client';

import type { AdminVideo } from '@/features/videos/server/view';
import { VIDEO_CHUNK_BYTES } from '@/features/videos/limits';
import { ApiRequestError, apiFetch, errorFrom } from '@/lib/client/api';

/** One piece's PUT with progress (fetch cannot report upload progress; XHR can). */
function sendPiece(
  path: string,
  piece: Blob,
  onProgress: (loaded: number) => void,
): Promise<AdminVideo> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', `/api${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onerror = () => reject(new ApiRequestError(0, 'networkError'));
    xhr.onload = () => {
      const response = new Response(xhr.responseText || null, {
        status: xhr.status,
        headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? 'application/json' },
      });
      if (xhr.status >= 200 && xhr.status < 300) {
        response.json().then(resolve as (value: unknown) => void, reject);
      } else {
        errorFrom(response).then(reject, reject);
      }
    };
    xhr.send(piece);
  });
}

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
