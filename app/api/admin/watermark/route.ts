import { json, route } from '@/lib/server/http/route';
import { resumeWatermarkJob } from '@/lib/server/images/remark';
import { writeVersion } from '@/lib/server/versions';
import { readWatermarkSettings, saveWatermarkSettings } from '@/lib/server/watermark-settings';
import { watermarkSettingsSchema } from '@/lib/validation/watermark';

/** The watermark on public photos: the setting and the photos still to re-make. */
export const GET = route({ access: 'admin' }, async () => {
  // After a restart the job resumes here too (or on the first admin screen).
  resumeWatermarkJob();
  return json(await readWatermarkSettings());
});

/** PUT semantics; 409 `editConflict` with the current setting when based on an older one. */
export const PUT = route(
  { access: 'admin', body: watermarkSettingsSchema },
  async ({ request, body }) =>
    json(await saveWatermarkSettings({ ...body, version: writeVersion(request, body.version) })),
);
