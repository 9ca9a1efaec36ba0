import { json, route } from '@/lib/server/http/route';
import { decideOwnerStory } from '@/features/stories/server/owner-moderation';
import { writeVersion } from '@/lib/server/versions';
import { idSchema } from '@/lib/validation/common';
import { OWNER_STORY } from '@/features/stories/openapi';
import { ownerStoryDecisionSchema } from '@/features/stories/schema';

/** 409 once another decision came first. */
export const PATCH = route(
  {
    access: 'admin',
    params: { id: idSchema },
    body: ownerStoryDecisionSchema,
    doc: {
      summary:
        '`approve` the chosen `photoIds` (they join the gallery with the dog’s name; the ' +
        'others are deleted) and the story (`text`: the breeder’s edit, marked as edited), ' +
        '`reject` everything, or `edit` an approved story’s text',
      responses: { 200: OWNER_STORY, 404: 'storyNotFound' },
      versioned: { description: OWNER_STORY },
    },
  },
  async ({ request, params, body }) =>
    json(
      await decideOwnerStory(params.id, { ...body, version: writeVersion(request, body.version) }),
    ),
);
