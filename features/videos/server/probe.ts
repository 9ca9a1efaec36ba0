import { MAX_VIDEO_SECONDS } from '@/features/videos/limits';

/** The part of `ffprobe -print_format json -show_format -show_streams` the checks read. */
export interface ProbeResult {
  format?: { format_name?: string; duration?: string };
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    duration?: string;
    tags?: { rotate?: string };
    side_data_list?: { rotation?: number }[];
  }[];
}

export interface ProbedVideo {
  durationSeconds: number;
  /** As shown: a phone's portrait clip is stored landscape with a rotation. */
  width: number;
  height: number;
  hasAudio: boolean;
}

/**
 * A clip the site takes: an MP4 or QuickTime container (ffprobe names the whole family
 * `mov,mp4,m4a,3gp,3g2,mj2`) with a video stream, at most MAX_VIDEO_SECONDS long. Otherwise the
 * `apiErrors` key of the refusal.
 */
export function checkProbe(
  probe: ProbeResult,
): { ok: true; video: ProbedVideo } | { ok: false; code: 'videoNotVideo' | 'videoTooLong' } {
  const formats = (probe.format?.format_name ?? '').split(',');
  const video = probe.streams?.find((s) => s.codec_type === 'video');
  if (!formats.includes('mp4') && !formats.includes('mov'))
    return { ok: false, code: 'videoNotVideo' };
  if (!video || !video.width || !video.height) return { ok: false, code: 'videoNotVideo' };
  const duration = Number(probe.format?.duration ?? video.duration);
  if (!Number.isFinite(duration) || duration <= 0) return { ok: false, code: 'videoNotVideo' };
  // ffprobe rounds to microseconds: a clip of "60 s" may read 60.02.
  if (duration > MAX_VIDEO_SECONDS + 0.5) return { ok: false, code: 'videoTooLong' };
  const rotation = Math.abs(
    Number(
      video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ??
        video.tags?.rotate ??
        0,
    ),
  );
  const turned = rotation % 180 === 90;
  return {
    ok: true,
    video: {
      durationSeconds: duration,
      width: turned ? video.height : video.width,
      height: turned ? video.width : video.height,
      hasAudio: probe.streams?.some((s) => s.codec_type === 'audio') ?? false,
    },
  };
}

/** The frame size a clip is converted to: the long side at most 1280 px, both sides even. */
export function targetSize(width: number, height: number, longSide = 1280) {
  const scale = Math.min(1, longSide / Math.max(width, height));
  const even = (n: number) => Math.max(2, Math.round((n * scale) / 2) * 2);
  return { width: even(width), height: even(height) };
}
