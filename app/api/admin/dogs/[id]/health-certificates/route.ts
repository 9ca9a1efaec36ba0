import { addHealthCertificate } from '@/features/health/server/certificates';
import { route } from '@/lib/server/http/route';
import { uploadAnswer } from '@/lib/server/http/upload-answer';
import { parseImageUpload } from '@/lib/server/images/multipart';
import { idSchema } from '@/lib/validation/common';

/** A health certificate's scan (JPEG/PNG): stored privately, shown publicly watermarked. */
export const POST = route(
  { access: 'admin', params: { id: idSchema } },
  async ({ request, params }) =>
    uploadAnswer(await addHealthCertificate(params.id, await parseImageUpload(request))),
);
