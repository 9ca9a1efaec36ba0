import { addHealthCertificate } from '@/features/health/server/certificates';
import { route } from '@/lib/server/http/route';
import { uploadAnswer } from '@/lib/server/http/upload-answer';
import { parseImageUpload } from '@/lib/server/images/multipart';
import { idSchema } from '@/lib/validation/common';

export const POST = route(
  {
    access: 'admin',
    params: { id: idSchema },
    doc: {
      summary:
        'Upload a health certificate’s scan (one JPEG or PNG): stored privately, shown ' +
        'publicly with the kennel’s name across it; name its id as `certificateId` of a ' +
        'structured health test',
      multipart: true,
      responses: {
        201: 'The certificate (`images[0]`: id, public src, signed privateSrc)',
        404: 'Unknown dog',
        413: 'Too large',
        415: 'Not an image',
        503: 'Photo processing busy (Retry-After)',
      },
    },
  },
  async ({ request, params }) =>
    uploadAnswer(await addHealthCertificate(params.id, await parseImageUpload(request))),
);
