import 'server-only';
import { readFile, rm } from 'node:fs/promises';
import { MAX_VIDEO_SECONDS } from '@/features/videos/limits';
import { runTool, ToolFailed } from './ffmpeg';
import { checkProbe, targetSize, type ProbeResult, type ProbedVideo } from './probe';

/** How long one conversion may run before it is killed (VIDEO_TIMEOUT_SECONDS). */
const timeoutMs = () => (Number(process.env.VIDEO_TIMEOUT_SECONDS) || 600) * 1000;

/** Threads one ffmpeg may use (VIDEO_THREADS): the pages need the other cores. */
const threads = () => String(Math.max(1, Number(process.env.VIDEO_THREADS) || 2));

export class VideoRefused extends Error {
  constructor(readonly code: 'videoNotVideo' | 'videoTooLong') {
    super(code);
  }
}

/** ffprobe's reading of `file`, checked (VideoRefused when it is no clip the site takes). */
export async function probeVideo(file: string): Promise<ProbedVideo> {
  let probe: ProbeResult;
  try {
    const out = await runTool(
      'ffprobe',
      // Read as MP4/MOV only: no other demuxer (a playlist naming local files or URLs) runs.
      ['-v', 'error', '-f', 'mov', '-print_format', 'json', '-show_format', '-show_streams', file],
      { timeoutMs: 30_000 },
    );
    probe = JSON.parse(out) as ProbeResult;
  } catch (error) {
    if (error instanceof ToolFailed || error instanceof SyntaxError)
      throw new VideoRefused('videoNotVideo');
    throw error;
  }
  const checked = checkProbe(probe);
  if (!checked.ok) throw new VideoRefused(checked.code);
  return checked.video;
}

export interface ConvertedVideo {
  data: Buffer;
  poster: Buffer;
  width: number;
  height: number;
  durationMs: number;
}

/**
 * Converts `source` into what every phone plays: H.264 (High profile, 8-bit 4:2:0) with AAC in
 * MP4, the index at the front (`+faststart`: playback starts before the whole file is there), the
 * long side at most 1280 px, at most 30 frames a second, and no metadata (a phone's clip names
 * where it was filmed). The poster is a frame from the first second, as PNG for the photo pipeline.
 *
 * The upload's own durations (`mvhd`, `tkhd`, `mdhd`) may lie: the output stops a second past the
 * limit, and a clip whose output (written here, so its durations are true) is still over the
 * limit is refused (VideoRefused) rather than cut short without the breeder knowing.
 */
export async function convertVideo(
  source: string,
  work: string,
  probed: ProbedVideo,
): Promise<ConvertedVideo> {
  const output = `${work}.mp4`;
  const poster = `${work}.png`;
  const { width, height } = targetSize(probed.width, probed.height);
  try {
    await runTool(
      'ffmpeg',
      [
        ...['-hide_banner', '-nostdin', '-v', 'error', '-y', '-f', 'mov', '-i', source],
        ...['-map', '0:v:0', '-map', '0:a:0?', '-map_metadata', '-1', '-sn', '-dn'],
        ...['-vf', `scale=${width}:${height},setsar=1`, '-fpsmax', '30'],
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'high', '-level', '4.0'],
        ...['-pix_fmt', 'yuv420p', '-crf', '23', '-maxrate', '3M', '-bufsize', '6M'],
        ...['-c:a', 'aac', '-b:a', '128k', '-ac', '2'],
        ...['-t', String(MAX_VIDEO_SECONDS + 1)],
        ...['-movflags', '+faststart', '-threads', threads(), output],
      ],
      { timeoutMs: timeoutMs() },
    );
    const { durationSeconds } = await probeVideo(output);
    const at = Math.min(1, durationSeconds / 2).toFixed(2);
    await runTool(
      'ffmpeg',
      [
        ...['-hide_banner', '-nostdin', '-v', 'error', '-y', '-ss', at, '-i', output],
        ...['-frames:v', '1', '-threads', threads(), poster],
      ],
      { timeoutMs: 60_000 },
    );
    return {
      data: await readFile(output),
      poster: await readFile(poster),
      width,
      height,
      durationMs: Math.round(durationSeconds * 1000),
    };
  } finally {
    await rm(output, { force: true });
    await rm(poster, { force: true });
  }
}
