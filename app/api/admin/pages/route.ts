import { json, route } from '@/lib/server/http/route';
import { listPages } from '@/features/pages/server/pages';

export const GET = route(
  {
    access: 'admin',
    doc: {
      summary: 'The pages: version, last publish, whether the draft differs, missing texts',
      responses: { 200: '`{pages: [{page, version, changed, missing, …}]}`' },
    },
  },
  async () => json({ pages: await listPages() }),
);
