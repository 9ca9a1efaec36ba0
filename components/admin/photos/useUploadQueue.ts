'use client';

import { useCallback, useRef, useState } from 'react';
import { ApiRequestError, uploadFile } from '@/lib/client/api';
import { reportError } from '@/lib/client/report-error';
import { prepareImage } from '@/lib/client/shrink-image';
import type { DogImage } from '@/lib/validation/responses';
import { MAX_FILES_PER_UPLOAD } from '@/lib/validation/upload';

type UploadStatus = 'waiting' | 'preparing' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  id: number;
  name: string;
  status: UploadStatus;
  /** 0–1 while uploading. */
  progress: number;
  /** An `apiErrors` key when the file was refused. */
  error?: string;
  shrunk?: boolean;
}

interface QueueOptions {
  uploadPath: string;
  /** How many more photos the target takes (null: no limit). */
  room: number | null;
  /** The `apiErrors` key of a file past the room. */
  limitError: string;
  onUploaded: (images: DogImage[]) => void;
  onFinished: (summary: { uploaded: number; failed: number }) => void;
}

let nextId = 1;

/**
 * The files of one pick or drop, each shrunk if needed and sent on its own, one after another,
 * so every file has its own progress bar and its own error, and the photos keep the chosen order.
 */
export function useUploadQueue({
  uploadPath,
  room,
  limitError,
  onUploaded,
  onFinished,
}: QueueOptions) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const busy = useRef(false);
  const [running, setRunning] = useState(false);

  const update = (id: number, patch: Partial<UploadItem>) =>
    setItems((all) => all.map((item) => (item.id === id ? { ...item, ...patch } : item)));

  const add = useCallback(
    async (files: File[]) => {
      if (busy.current || files.length === 0) return;
      busy.current = true;
      setRunning(true);
      const batch = files.map((file, index): UploadItem => {
        const refusal = index >= MAX_FILES_PER_UPLOAD ? 'tooManyFiles' : undefined;
        return {
          id: nextId++,
          name: file.name,
          status: refusal ? 'failed' : 'waiting',
          progress: 0,
          error: refusal,
        };
      });
      setItems(batch);

      let uploaded = 0;
      for (const [index, item] of batch.entries()) {
        if (item.status === 'failed') continue;
        // The free slots are counted as files succeed, so a refused file costs none.
        if (room !== null && uploaded >= room) {
          update(item.id, { status: 'failed', error: limitError });
          continue;
        }
        update(item.id, { status: 'preparing' });
        const prepared = await prepareImage(files[index]!);
        if (!prepared.ok) {
          update(item.id, { status: 'failed', error: prepared.error });
          continue;
        }
        update(item.id, { status: 'uploading', shrunk: prepared.shrunk });
        try {
          const answer = await uploadFile(uploadPath, prepared.blob, prepared.name, (progress) =>
            update(item.id, { progress }),
          );
          const refused = answer.errors[0]?.msg;
          update(
            item.id,
            refused ? { status: 'failed', error: refused } : { status: 'done', progress: 1 },
          );
          if (!refused) uploaded++;
          onUploaded(answer.images);
        } catch (error) {
          if (error instanceof ApiRequestError && error.status === 401) {
            reportError(error);
            break;
          }
          const message = error instanceof ApiRequestError ? error.messages[0] : 'networkError';
          update(item.id, { status: 'failed', error: message });
        }
      }
      busy.current = false;
      setRunning(false);
      onFinished({ uploaded, failed: batch.length - uploaded });
    },
    [uploadPath, room, limitError, onUploaded, onFinished],
  );

  return { items, add, running };
}
