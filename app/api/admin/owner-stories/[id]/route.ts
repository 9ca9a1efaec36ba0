import { json, route } from '@/lib/server/http/route';
import { decideOwnerStory } from '@/features/stories/server/owner-moderation';
import { writeVersion } from '@/lib/server/versions';
import { idSchema } from '@/lib/validation/common';
import { ownerStoryDecisionSchema } from '@/features/stories/schema';

/** Approve (the chosen photos), reject, or edit a story; 409 once another decision came first. */
export const PATCH = route(
  { access: 'admin', params: { id: idSchema }, body: ownerStoryDecisionSchema },
  async ({ request, params, body }) =>
    json(
      await decideOwnerStory(params.id, { ...body, version: writeVersion(request, body.version) }),
    ),
);
