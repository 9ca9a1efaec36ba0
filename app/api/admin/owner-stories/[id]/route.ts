import { decideOwnerStory } from '@/features/stories/server/owner-moderation';
import { versionedWrite } from '@/lib/server/http/versioned';
import { OWNER_STORY } from '@/features/stories/openapi';
import { ownerStoryDecisionSchema } from '@/features/stories/schema';

/** 409 once another decision came first. */
export const PATCH = versionedWrite(
  {
    body: ownerStoryDecisionSchema,
    summary:
      '`approve` the chosen `photoIds` (they join the gallery with the dog’s name; the ' +
      'others are deleted) and the story (`text`: the breeder’s edit, marked as edited), ' +
      '`reject` everything, or `edit` an approved story’s text',
    responses: { 200: OWNER_STORY, 404: 'storyNotFound' },
    versioned: { description: OWNER_STORY },
  },
  ({ params, body }, version) => decideOwnerStory(params.id, { ...body, version }),
);
