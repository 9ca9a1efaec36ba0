import { json, route } from '@/lib/server/http/route';
import { resumeWatermarkJob } from '@/lib/server/images/remark';
import { writeVersion } from '@/lib/server/versions';
import { readWatermarkSettings, saveWatermarkSettings } from '@/lib/server/watermark-settings';
import { watermarkSettingsSchema } from '@/lib/validation/watermark';

const SETTING =
  '`{enabled, corner, text, pending, version}`: `text` is the kennel’s name (the mark), ' +
  '`pending` the public photos not yet re-made with the current setting';

export const GET = route(
  {
    access: 'admin',
    doc: {
      summary: 'The watermark setting and the background job’s remaining photos',
      responses: { 200: SETTING },
    },
  },
  async () => {
    // After a restart the job resumes here too (or on the first admin screen).
    resumeWatermarkJob();
    return json(await readWatermarkSettings());
  },
);

/** PUT semantics; 409 `editConflict` with the current setting when based on an older one. */
export const PUT = route(
  {
    access: 'admin',
    body: watermarkSettingsSchema,
    doc: {
      summary:
        'Switches the kennel’s name on public photos on or off and picks its corner ' +
        '(`top-left`, `top-right`, `bottom-left`, `bottom-right`); existing public photos are ' +
        're-made in the background under new file keys. Private photos are never marked.',
      responses: { 200: SETTING },
      versioned: { description: SETTING },
    },
  },
  async ({ request, body }) =>
    json(await saveWatermarkSettings({ ...body, version: writeVersion(request, body.version) })),
);
