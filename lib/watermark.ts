/** Where the kennel's name is drawn on public photos; no imports: the schema reads it. */
export const WATERMARK_CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type WatermarkCorner = (typeof WATERMARK_CORNERS)[number];
