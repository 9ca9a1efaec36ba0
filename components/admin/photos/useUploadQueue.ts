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
  /** Failed on the way (the connection, or the server's trouble): sending it again may work. */
  retryable?: boolean;
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

/** A lost connection, a timeout, a throttle or the server's own failure: worth another try. */
const worthRetrying = (error: unknown) =>
  error instanceof ApiRequestError &&
  (error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500);

/**
 * The files of one pick or drop, each shrunk if needed and sent on its own, one after another,
 * so every file has its own progress bar and its own error, and the photos keep the chosen order.
 * The files that failed on the way (a lost connection) can be sent again with `retry`.
 */
export function useUploadQueue({
  uploadPath,
  room,
  limitError,
  onUploaded,
  onFinished,
}: QueueOptions) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const files = useRef(new Map<number, File>());
  const busy = useRef(false);
  const [running, setRunning] = useState(false);

  const update = (id: number, patch: Partial<UploadItem>) =>
    setItems((all) => all.map((item) => (item.id === id ? { ...item, ...patch } : item)));

  const run = useCallback(
    async (batch: UploadItem[]) => {
      busy.current = true;
      setRunning(true);
      let uploaded = 0;
      for (const item of batch) {
        if (item.status === 'failed') continue;
        // The free slots are counted as files succeed, so a refused file costs none.
        if (room !== null && uploaded >= room) {
          update(item.id, { status: 'failed', error: limitError });
          continue;
        }
        update(item.id, { status: 'preparing', retryable: false, error: undefined });
        const prepared = await prepareImage(files.current.get(item.id)!);
        if (!prepared.ok) {
          update(item.id, { status: 'failed', error: prepared.error });
          continue;
        }
        update(item.id, { status: 'uploading', shrunk: prepared.shrunk, progress: 0 });
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
          update(item.id, { status: 'failed', error: message, retryable: worthRetrying(error) });
        }
      }
      busy.current = false;
      setRunning(false);
      onFinished({ uploaded, failed: batch.length - uploaded });
    },
    [uploadPath, room, limitError, onUploaded, onFinished],
  );

  const add = useCallback(
    async (picked: File[]) => {
      if (busy.current || picked.length === 0) return;
      files.current.clear();
      const batch = picked.map((file, index): UploadItem => {
        const refusal = index >= MAX_FILES_PER_UPLOAD ? 'tooManyFiles' : undefined;
        const item: UploadItem = {
          id: nextId++,
          name: file.name,
          status: refusal ? 'failed' : 'waiting',
          progress: 0,
          error: refusal,
        };
        files.current.set(item.id, file);
        return item;
      });
      setItems(batch);
      await run(batch);
    },
    [run],
  );

  /** Sends again the files that failed on the way, in their order; the others stay listed. */
  const retry = useCallback(async () => {
    if (busy.current) return;
    const again = items
      .filter((item) => item.status === 'failed' && item.retryable)
      .map((item) => ({ ...item, status: 'waiting' as const, progress: 0 }));
    if (again.length === 0) return;
    const ids = new Set(again.map((item) => item.id));
    setItems((all) =>
      all.map((item) => (ids.has(item.id) ? { ...item, status: 'waiting' } : item)),
    );
    await run(again);
  }, [items, run]);

  const retryable = !running && items.some((item) => item.status === 'failed' && item.retryable);

  return { items, add, retry, retryable, running };
}
