import { z } from '@/lib/validation/zod';
import { infoVersion } from './version';

/** Where the kennel's name is drawn on public photos. */
export const WATERMARK_CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type WatermarkCorner = (typeof WATERMARK_CORNERS)[number];

/** A form's checkbox ("on", absent) or JSON's boolean. */
const checkbox = z.preprocess(
  (value) => (value === 'on' || value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: 'invalidValue' }),
);

/** `PUT /api/admin/watermark`: the whole setting, with the version it was based on. */
export const watermarkSettingsSchema = z.strictObject({
  enabled: checkbox,
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
