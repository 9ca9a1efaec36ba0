import { litterCreateSchema, type LitterCreateInput } from '@/features/litters/schema';
import { z } from '@/lib/validation/zod';
import { toInput, type LitterFields } from './litter-fields';

/**
 * The API's own schema over the form's values (the same messages in the browser and server).
 * Loaded when the form is first checked (lib/client/lazy-resolver.ts), as it brings zod.
 */
export const litterFormSchema = z.preprocess(
  (fields) => toInput(fields as LitterFields),
  litterCreateSchema,
) as unknown as z.ZodType<LitterCreateInput, LitterFields>;
