import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A puppy's page with a video: a 10-second 720p clip made by ffmpeg, uploaded over the
 * admin API to a demo puppy as the admin screen sends it, and waited for until converted.
 * Answers the page's path, or null where this machine has no ffmpeg (the bench then skips it).
 */
export async function addVideoDog(url: string, token: string): Promise<string | null> {
  // Once more on a closed connection: making the clip takes longer than the server keeps an idle
  // pooled connection open.
  const fetch = (input: string, init?: RequestInit) =>
    globalThis.fetch(input, init).catch(() => globalThis.fetch(input, init));
  const dir = mkdtempSync(path.join(tmpdir(), 'kennel-bench-clip-'));
  try {
    const file = path.join(dir, 'clip.mp4');
    const made = spawnSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=duration=10:size=1280x720:rate=30'],
      ...['-f', 'lavfi', '-i', 'sine=duration=10', '-c:v', 'libx264', '-preset', 'veryfast'],
      ...['-c:a', 'aac', '-shortest', file],
    ]);
    if (made.status !== 0) return null;
    const clip = readFileSync(file);
    const auth = { Authorization: `Bearer ${token}` };
    const dogs = (await (await fetch(`${url}/api/dogs?status=available`)).json()) as {
      id: number;
      slug: string;
    }[];
    const dog = dogs[1] ?? dogs[0];
    if (!dog) return null;
    const started = await fetch(`${url}/api/admin/videos`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ target: 'dog', targetId: dog.id, size: clip.length }),
    });
    if (started.status === 503) return null; // No ffmpeg for the server.
    if (started.status !== 201) throw new Error(`video start answered ${started.status}`);
    const { id } = (await started.json()) as { id: number };
    const piece = 4 * 1024 * 1024;
    for (let offset = 0; offset < clip.length; offset += piece) {
      const sent = await fetch(`${url}/api/admin/videos/${id}/file?offset=${offset}`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(clip.subarray(offset, offset + piece)),
      });
      if (sent.status >= 300) throw new Error(`video piece answered ${sent.status}`);
    }
    const deadline = Date.now() + 180_000;
    for (;;) {
      const video = (await (
        await fetch(`${url}/api/admin/videos/${id}`, { headers: auth })
      ).json()) as {
        state: string;
      };
      if (video.state === 'ready') return `/${dog.slug}`;
      if (video.state === 'failed' || Date.now() > deadline) {
        throw new Error(`the bench video ended ${video.state}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
