import { describe, expect, it } from 'vitest';
import { parseRange } from '@/lib/server/http/range';
import { checkProbe, targetSize, type ProbeResult } from '@/features/videos/server/probe';
import { videoStartSchema } from '@/features/videos/schema';

// Videos: what ffprobe reads decides what is taken; a Range header decides
// which bytes go out.

const MP4 = 'mov,mp4,m4a,3gp,3g2,mj2';
const clip = (
  overrides: Partial<ProbeResult['format']> = {},
  streams?: ProbeResult['streams'],
) => ({
  format: { format_name: MP4, duration: '12.480000', ...overrides },
  streams: streams ?? [
    { codec_type: 'video', codec_name: 'h264', width: 1920, height: 1080 },
    { codec_type: 'audio', codec_name: 'aac' },
  ],
});

describe('the ffprobe checks', () => {
  it('takes an MP4 or MOV clip with a video stream up to 60 s', () => {
    expect(checkProbe(clip())).toEqual({
      ok: true,
      video: { durationSeconds: 12.48, width: 1920, height: 1080, hasAudio: true },
    });
    // 60 s as a phone writes it, a little over by rounding.
    expect(checkProbe(clip({ duration: '60.020000' })).ok).toBe(true);
  });

  it('refuses a clip over 60 s', () => {
    expect(checkProbe(clip({ duration: '61.000000' }))).toEqual({
      ok: false,
      code: 'videoTooLong',
    });
  });

  it('refuses other containers, a file without a video stream and one without a duration', () => {
    for (const format_name of ['matroska,webm', 'avi', 'png_pipe', 'image2', '']) {
      expect(checkProbe(clip({ format_name })), format_name).toEqual({
        ok: false,
        code: 'videoNotVideo',
      });
    }
    expect(checkProbe(clip({}, [{ codec_type: 'audio', codec_name: 'aac' }])).ok).toBe(false);
    expect(checkProbe(clip({ duration: 'N/A' })).ok).toBe(false);
    expect(checkProbe({}).ok).toBe(false);
  });

  it('reads a portrait phone clip (stored turned) as portrait', () => {
    const turned = clip({}, [
      {
        codec_type: 'video',
        width: 1920,
        height: 1080,
        side_data_list: [{ rotation: -90 }],
      },
    ]);
    expect(checkProbe(turned)).toMatchObject({ ok: true, video: { width: 1080, height: 1920 } });
  });

  it('sizes the conversion to at most 1280 px on the long side, even, never larger', () => {
    expect(targetSize(1920, 1080)).toEqual({ width: 1280, height: 720 });
    expect(targetSize(1080, 1920)).toEqual({ width: 720, height: 1280 });
    expect(targetSize(640, 360)).toEqual({ width: 640, height: 360 });
    expect(targetSize(3840, 1646)).toEqual({ width: 1280, height: 548 });
  });

  it('refuses an upload start without a positive size or a known owner kind', () => {
    expect(videoStartSchema.safeParse({ target: 'dog', targetId: 1, size: 10 }).success).toBe(true);
    expect(videoStartSchema.safeParse({ target: 'dog', targetId: 1, size: 0 }).success).toBe(false);
    expect(videoStartSchema.safeParse({ target: 'gallery', id: 1, size: 10 }).success).toBe(false);
  });
});

describe('the Range header', () => {
  it('reads one byte range, open-ended or from the end', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    // An end past the file is cut to it.
    expect(parseRange('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('is unsatisfiable from past the end (416)', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=1000-1001', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });

  it('ignores what it cannot serve as one range: the whole file goes out', () => {
    for (const header of [
      null,
      '',
      'bytes=',
      'bytes=-',
      'items=0-1',
      'bytes=5-1',
      'bytes=0-1,5-9',
      'bytes=a-b',
    ]) {
      expect(parseRange(header, 1000), String(header)).toBeNull();
    }
  });
});
