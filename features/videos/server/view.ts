import 'server-only';
import type { VideoRow } from '@/lib/db/schema';
import type { VideoState, VideoTarget } from '@/features/videos/limits';
import { uploadUrl } from '@/lib/server/images';
import { privateFileUrl } from '@/lib/server/private-links';
import { isPrivateKey } from '@/lib/server/storage';

/** A video as pages show it: ready, with its file and poster (public or signed links). */
export interface PlayableVideo {
  id: number;
  src: string;
  /** The poster variant closest above 640 px wide (the `<video poster>` takes one URL). */
  poster: string;
  width: number;
  height: number;
  durationSeconds: number;
}

/** A video as the admin sees it, in any state. */
export interface AdminVideo {
  id: number;
  target: VideoTarget;
  targetId: number;
  state: VideoState;
  size: number;
  received: number;
  /** Why it failed: an `apiErrors` key. */
  error: string | null;
  position: number;
  version: number;
  video: PlayableVideo | null;
}

const link = (key: string) => (isPrivateKey(key) ? privateFileUrl(key) : uploadUrl(key));

export function playable(row: VideoRow): PlayableVideo | null {
  if (row.state !== 'ready' || !row.fileKey || !row.width || !row.height) return null;
  const variants = [...row.variants].sort((a, b) => a.width - b.width);
  const poster = variants.find((v) => v.width >= 640) ?? variants.at(-1);
  return {
    id: row.id,
    src: link(row.fileKey),
    poster: poster ? link(poster.key) : '',
    width: row.width,
    height: row.height,
    durationSeconds: Math.round((row.durationMs ?? 0) / 1000),
  };
}

export function targetOf(row: VideoRow): { target: VideoTarget; targetId: number } {
  if (row.dogId !== null) return { target: 'dog', targetId: row.dogId };
  if (row.litterId !== null) return { target: 'litter', targetId: row.litterId };
  return { target: 'diary', targetId: row.diaryEntryId! };
}

export function adminVideo(row: VideoRow): AdminVideo {
  return {
    id: row.id,
    ...targetOf(row),
    state: row.state,
    size: row.size,
    received: row.received,
    error: row.error,
    position: row.position,
    version: row.version,
    video: playable(row),
  };
}
