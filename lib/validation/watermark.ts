import { z } from '@/lib/validation/zod';
import { WATERMARK_CORNERS, type WatermarkCorner } from '../watermark';
import { infoVersion } from './version';

export { WATERMARK_CORNERS, type WatermarkCorner };

/** `PUT /api/admin/watermark`: the whole setting, with the version it was based on. */
export const watermarkSettingsSchema = z.strictObject({
  enabled: z.boolean({ error: 'invalidValue' }),
  corner: z.enum(WATERMARK_CORNERS, { error: 'invalidValue' }),
  /** 0 before the first save; a browser must send it. */
  version: infoVersion.optional(),
});

export type WatermarkSettingsInput = z.infer<typeof watermarkSettingsSchema>;

/** What `GET`/`PUT /api/admin/watermark` answer. */
export const watermarkSettingsResponse = z.object({
  enabled: z.boolean(),
  corner: z.enum(WATERMARK_CORNERS),
  /** The text drawn: the kennel's name (site facts). */
  text: z.string(),
  /** Public photos still to be re-made with the current setting (the background job's work). */
  pending: z.int(),
  version: z.int(),
});

export type WatermarkSettings = z.infer<typeof watermarkSettingsResponse>;
