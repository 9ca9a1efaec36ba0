import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, DOG, expectError, signupAdmin } from './support/client';
import { form, jpeg } from './support/images';
import { startServer, type TestServer } from './support/server';

// Videos: what a phone sends is checked before anything is kept, converted to
// H.264/AAC in MP4 with the index first, served in byte ranges; a diary's video only through a
// signed link. The clips are made with ffmpeg here, small and short.

const MB = 1024 * 1024;
let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;
let clips: string;
let dogId: number;
let diaryId: number;

/** Makes a clip with ffmpeg's test sources (picture and a tone). */
function clip(name: string, seconds: number, size: string, codecs: string[]): string {
  const file = path.join(clips, name);
  execFileSync('ffmpeg', [
    ...[
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc=duration=${seconds}:size=${size}:rate=10`,
    ],
    ...['-f', 'lavfi', '-i', `sine=duration=${seconds}`, ...codecs, '-shortest', file],
  ]);
  return file;
}

beforeAll(async () => {
  clips = mkdtempSync(path.join(tmpdir(), 'kennel-clips-'));
  server = await startServer();
  call = client(server.url);
  token = await signupAdmin(call);
  dogId = (await call<any>('/admin/dogs', { token, json: { ...DOG, name: 'Video Puppy' } })).body
    .id;
  const entry = await call<any>('/admin/diary', {
    token,
    json: { dogId, text: { en: 'First steps on grass.' } },
  });
  expect(entry.status, JSON.stringify(entry.body)).toBe(201);
  diaryId = entry.body.id;
});
afterAll(async () => {
  await server?.stop();
  if (clips) rmSync(clips, { recursive: true, force: true });
});

const admin = (p: string, method = 'GET', json?: unknown) =>
  call<any>(p, { method, token, ...(json === undefined ? {} : { json }) });

/** Sends `data` as the admin's screen does: a start, then pieces of at most 4 MB. */
async function upload(target: string, id: number, data: Buffer) {
  const started = await admin('/admin/videos', 'POST', { target, targetId: id, size: data.length });
  if (started.status !== 201) return started;
  let answer = started;
  for (let offset = 0; offset < data.length; offset += 4 * MB) {
    answer = await call<any>(`/admin/videos/${started.body.id}/file?offset=${offset}`, {
      method: 'PUT',
      token,
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(data.subarray(offset, offset + 4 * MB)),
    });
    if (answer.status >= 300) return answer;
  }
  return answer;
}

async function whenDone(id: number) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const video = (await admin(`/admin/videos/${id}`)).body;
    if (video.state === 'ready' || video.state === 'failed') return video;
    if (Date.now() > deadline) throw new Error(`video ${id} still ${video.state}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** What ffprobe reads in a file: its streams' codecs and the frame size. */
function probe(data: Buffer) {
  const file = path.join(clips, `probe-${randomBytes(4).toString('hex')}.mp4`);
  writeFileSync(file, data);
  const out = execFileSync('ffprobe', [
    ...['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file],
  ]);
  return JSON.parse(out.toString()) as {
    streams: { codec_type: string; codec_name: string; profile?: string; width?: number }[];
    format: { format_name: string; duration?: string };
  };
}

/** The order of an MP4's top-level boxes: `moov` before `mdat` is what `+faststart` does. */
function topLevelBoxes(data: Buffer): string[] {
  const boxes: string[] = [];
  for (let at = 0; at + 8 <= data.length;) {
    let size = data.readUInt32BE(at);
    if (size === 1) size = Number(data.readBigUInt64BE(at + 8));
    boxes.push(data.toString('latin1', at + 4, at + 8));
    if (size < 8) break;
    at += size;
  }
  return boxes;
}

/**
 * Rewrites the durations an MP4's boxes claim (`mvhd`, each track's `tkhd` and `mdhd`) to
 * `seconds`, leaving the samples as they are: the clip still plays as long as it was. Version 0
 * boxes (ISO/IEC 14496-12, 8.2.2, 8.3.2, 8.4.2), as ffmpeg writes short clips: `mvhd` and `mdhd`
 * hold their timescale at 20 and duration at 24 from the box's start, `tkhd` (in the movie's
 * timescale) its duration at 28, after the track's id and a reserved word.
 */
function claimDuration(data: Buffer, seconds: number): Buffer {
  const out = Buffer.from(data);
  let movieScale = 0;
  let patched = 0;
  const walk = (start: number, end: number) => {
    for (let at = start; at + 8 <= end;) {
      const size = out.readUInt32BE(at);
      const type = out.toString('latin1', at + 4, at + 8);
      if (size < 8) throw new Error(`box ${type} at ${at}: size ${size}`);
      if (['mvhd', 'tkhd', 'mdhd'].includes(type)) {
        if (out[at + 8] !== 0) throw new Error(`${type}: version ${out[at + 8]}, not 0`);
        if (type === 'tkhd') out.writeUInt32BE(seconds * movieScale, at + 28);
        else {
          const scale = out.readUInt32BE(at + 20);
          if (type === 'mvhd') movieScale = scale;
          out.writeUInt32BE(seconds * scale, at + 24);
        }
        patched++;
      } else if (['moov', 'trak', 'mdia'].includes(type)) walk(at + 8, at + size);
      at += size;
    }
  };
  walk(0, out.length);
  if (patched < 3) throw new Error(`only ${patched} duration boxes found`);
  return out;
}

/** Files the site holds: the storage's and unfinished uploads'. */
const stored = () =>
  ['uploads', 'video-uploads'].flatMap((dir) => {
    try {
      return readdirSync(path.join(server.dataDir, dir));
    } catch {
      return [];
    }
  });

describe.sequential('videos', () => {
  let ready: any;
  let whole: Buffer;

  it('refuses a clip over 100 MB by its announced size, by Content-Length and as it streams', async () => {
    const before = stored();
    expectError(
      await admin('/admin/videos', 'POST', { target: 'dog', targetId: dogId, size: 100 * MB + 1 }),
      413,
      'videoTooLarge',
    );
    // A piece longer than the upload announced, by its Content-Length…
    const declared = await admin('/admin/videos', 'POST', {
      target: 'dog',
      targetId: dogId,
      size: 1000,
    });
    expect(declared.status).toBe(201);
    expectError(
      await call(`/admin/videos/${declared.body.id}/file?offset=0`, {
        method: 'PUT',
        token,
        body: new Uint8Array(randomBytes(2000)),
      }),
      413,
      'videoTooLarge',
    );
    expectError(await admin(`/admin/videos/${declared.body.id}`), 404, 'videoNotFound');
    // …and sent without one (chunked): counted as it arrives.
    const streamed = await admin('/admin/videos', 'POST', {
      target: 'dog',
      targetId: dogId,
      size: 1000,
    });
    const chunks = [randomBytes(600), randomBytes(600)];
    const answer = await fetch(`${server.url}/api/admin/videos/${streamed.body.id}/file?offset=0`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: new ReadableStream({
        pull(controller) {
          const next = chunks.shift();
          if (next) controller.enqueue(next);
          else controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { message: string }).message).toBe('videoTooLarge');
    expect((await admin(`/admin/videos?target=dog&id=${dogId}`)).body).toEqual({
      available: true,
      videos: [],
    });
    expect(stored()).toEqual(before);
  });

  it('refuses what is no video, and a clip over 60 s, keeping nothing', async () => {
    const before = stored();
    const png = path.join(clips, 'photo.png');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x240', '-frames:v', '1', png],
    ]);
    expectError(await upload('dog', dogId, readFileSync(png)), 422, 'videoNotVideo');
    expectError(await upload('dog', dogId, randomBytes(50_000)), 422, 'videoNotVideo');
    const long = clip('long.mp4', 61, '64x48', ['-c:v', 'libx264', '-preset', 'ultrafast']);
    expectError(await upload('dog', dogId, readFileSync(long)), 422, 'videoTooLong');
    expect((await admin(`/admin/videos?target=dog&id=${dogId}`)).body).toEqual({
      available: true,
      videos: [],
    });
    expect(stored()).toEqual(before);
  });

  it('refuses a clip over 60 s whose container claims less, by what it decodes to', async () => {
    const before = stored();
    const file = path.join(clips, 'lying.mp4');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=70:size=64x64:rate=5'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', file],
    ]);
    const lying = claimDuration(readFileSync(file), 10);
    // ffprobe believes the boxes: the upload's own check is no help here.
    expect(Number(probe(lying).format.duration)).toBeCloseTo(10, 1);
    const accepted = await upload('dog', dogId, lying);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
    const video = await whenDone(accepted.body.id);
    expect(video).toMatchObject({ state: 'failed', error: 'videoTooLong', video: null });
    // The upload is deleted just after the row says so.
    await expect.poll(stored).toEqual(before);
    expect(
      (await admin(`/admin/videos/${video.id}?version=${video.version}`, 'DELETE')).status,
    ).toBe(204);
  });

  it('converts an MP4 to H.264 and AAC with the index first, at most 1280 px, with a poster', async () => {
    const file = clip('big.mp4', 2, '1600x900', ['-c:v', 'libx264', '-preset', 'ultrafast']);
    const accepted = await upload('dog', dogId, readFileSync(file));
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
    expect(accepted.body.state).toBe('processing');
    ready = await whenDone(accepted.body.id);
    expect(ready).toMatchObject({ state: 'ready', target: 'dog', targetId: dogId });
    expect(ready.video).toMatchObject({ width: 1280, height: 720, durationSeconds: 2 });
    const src: string = ready.video.src;
    expect(src).toMatch(/^\/api\/uploads\/[0-9a-f-]+\.mp4$/);
    const response = await fetch(`${server.url}${src}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    whole = Buffer.from(await response.arrayBuffer());
    const probed = probe(whole);
    expect(probed.format.format_name).toContain('mp4');
    expect(probed.streams.map((s) => [s.codec_type, s.codec_name])).toEqual([
      ['video', 'h264'],
      ['audio', 'aac'],
    ]);
    expect(probed.streams[0]!.profile).toBe('High');
    const boxes = topLevelBoxes(whole);
    expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    const poster = await fetch(`${server.url}${ready.video.poster}`);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/webp');
    // The public pages' read lists it.
    const listed = await call<any[]>(`/videos?target=dog&id=${dogId}`);
    expect(listed.body).toEqual([ready.video]);
  });

  it('answers byte ranges (206), a range past the end with 416, and HEAD', async () => {
    const src = `${server.url}${ready.video.src}`;
    const first = await fetch(src, { headers: { range: 'bytes=0-99' } });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-99/${whole.length}`);
    // Next 16 sends a route handler's answer chunked, whatever Content-Length it names.
    expect(Buffer.from(await first.arrayBuffer())).toEqual(whole.subarray(0, 100));
    const open = await fetch(src, { headers: { range: 'bytes=100-' } });
    expect(open.status).toBe(206);
    expect(Buffer.from(await open.arrayBuffer())).toEqual(whole.subarray(100));
    const suffix = await fetch(src, { headers: { range: 'bytes=-10' } });
    expect(suffix.status).toBe(206);
    expect(Buffer.from(await suffix.arrayBuffer())).toEqual(whole.subarray(whole.length - 10));
    const past = await fetch(src, { headers: { range: `bytes=${whole.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${whole.length}`);
    const head = await fetch(src, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('accept-ranges')).toBe('bytes');
    expect(head.headers.get('content-type')).toBe('video/mp4');
    const headRange = await fetch(src, { method: 'HEAD', headers: { range: 'bytes=0-9' } });
    expect(headRange.status).toBe(206);
    expect(headRange.headers.get('content-range')).toBe(`bytes 0-9/${whole.length}`);
  });

  it('keeps a diary video private: only a signed link serves it, in ranges too', async () => {
    const mov = clip('phone.mov', 2, '640x360', ['-c:v', 'mpeg4', '-c:a', 'pcm_s16le']);
    const accepted = await upload('diary', diaryId, readFileSync(mov));
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
    const video = await whenDone(accepted.body.id);
    expect(video.state).toBe('ready');
    const src: string = video.video.src;
    expect(src).toMatch(/^\/api\/files\/private-[0-9a-f-]+\.mp4\?expires=\d+&signature=/);
    const key = src.slice('/api/files/'.length, src.indexOf('?'));
    expect((await fetch(`${server.url}/api/uploads/${key}`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/files/${key}`)).status).toBe(404);
    const signed = await fetch(`${server.url}${src}`, { headers: { range: 'bytes=0-9' } });
    expect(signed.status).toBe(206);
    expect(signed.headers.get('content-type')).toBe('video/mp4');
    const probed = probe(Buffer.from(await (await fetch(`${server.url}${src}`)).arrayBuffer()));
    expect(probed.streams.map((s) => s.codec_name)).toEqual(['h264', 'aac']);
    expect(video.video.poster).toMatch(/^\/api\/files\/private-.+\.webp\?/);
    expect((await call<any[]>(`/videos?target=diary&id=${diaryId}`)).body).toEqual([]);
  });

  it('keeps every video file through a restart (the start-up sweep counts them)', async () => {
    const files = stored().filter((name) => name.endsWith('.mp4'));
    expect(files).toHaveLength(2);
    // A photo written after them: the sweep removes unreferenced files near its time.
    const photo = await call(`/admin/dogs/${dogId}/images`, {
      token,
      body: form([{ name: 'vili.jpg', data: await jpeg(400, 300) }]),
    });
    expect(photo.status).toBe(201);
    const posters = stored().filter((name) => name.endsWith('.webp'));
    await server.restart();
    expect(
      stored()
        .filter((name) => name.endsWith('.webp'))
        .sort(),
    ).toEqual(posters.sort());
    expect(stored().filter((name) => name.endsWith('.mp4'))).toEqual(files);
    expect((await fetch(`${server.url}${ready.video.src}`)).status).toBe(200);
  });

  it('deletes with the version it saw (409 when stale), files and all', async () => {
    expectError(
      await admin(`/admin/videos/${ready.id}?version=${ready.version + 1}`, 'DELETE'),
      409,
      'editConflict',
    );
    expect(
      (await admin(`/admin/videos/${ready.id}?version=${ready.version}`, 'DELETE')).status,
    ).toBe(204);
    expect((await fetch(`${server.url}${ready.video.src}`)).status).toBe(404);
    expect((await fetch(`${server.url}${ready.video.poster}`)).status).toBe(404);
    expect((await admin(`/admin/videos?target=dog&id=${dogId}`)).body).toEqual({
      available: true,
      videos: [],
    });
    expect(stored().filter((name) => name.endsWith('.mp4'))).toHaveLength(1);
  });

  it('deletes the videos of a deleted diary update or puppy, files and all', async () => {
    const mp4s = () => stored().filter((name) => name.endsWith('.mp4'));
    expect(mp4s()).toHaveLength(1); // the diary's
    const entry = (await admin(`/admin/diary/${diaryId}`)).body;
    expect((await admin(`/admin/diary/${diaryId}?version=${entry.version}`, 'DELETE')).status).toBe(
      204,
    );
    expect(mp4s()).toEqual([]);
    const file = clip('again.mp4', 1, '320x240', ['-c:v', 'libx264', '-preset', 'ultrafast']);
    const accepted = await upload('dog', dogId, readFileSync(file));
    expect(accepted.status).toBe(202);
    expect((await whenDone(accepted.body.id)).state).toBe('ready');
    expect(mp4s()).toHaveLength(1);
    const dog = (await admin(`/admin/dogs/${dogId}`)).body;
    expect((await admin(`/admin/dogs/${dogId}?version=${dog.version}`, 'DELETE')).status).toBe(204);
    expect(mp4s()).toEqual([]);
  });

  it('without ffmpeg on the server, says so and takes no video (503 videoUnavailable)', async () => {
    const bare = await startServer({ FFMPEG_PATH: '/nonexistent/ffmpeg' });
    try {
      const bareCall = client(bare.url);
      const bareToken = await signupAdmin(bareCall);
      const dog = await bareCall<any>('/admin/dogs', {
        token: bareToken,
        json: { ...DOG, name: 'No Video' },
      });
      const list = await bareCall<any>(`/admin/videos?target=dog&id=${dog.body.id}`, {
        token: bareToken,
      });
      expect(list.body).toEqual({ available: false, videos: [] });
      expectError(
        await bareCall('/admin/videos', {
          token: bareToken,
          json: { target: 'dog', targetId: dog.body.id, size: 1000 },
        }),
        503,
        'videoUnavailable',
      );
    } finally {
      await bare.stop();
    }
  });

  it('asks for a session on every admin video route', async () => {
    expectError(await call('/admin/videos?target=dog&id=1'), 401);
    expectError(
      await call('/admin/videos', { json: { target: 'dog', targetId: 1, size: 10 } }),
      401,
    );
    expectError(await call('/admin/videos/1'), 401);
    expectError(await call('/admin/videos/1', { method: 'DELETE' }), 401);
    expectError(await call('/admin/videos/1/file?offset=0', { method: 'PUT', body: 'x' }), 401);
  });
});
