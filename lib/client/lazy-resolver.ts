import type { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';

type Schema = Parameters<typeof zodResolver>[0];

/**
 * A react-hook-form resolver whose zod schema loads when the form is first checked (a field left,
 * or the form sent), not with the screen: the schemas bring zod, a large script the screen's
 * first paint does not need. The server checks with the same schema. A load that fails (offline)
 * is tried again on the next check.
 */
export function lazyZodResolver<Fields extends FieldValues, Output = Fields>(
  loadSchema: () => Promise<Schema>,
): Resolver<Fields, unknown, Output> {
  let loading: Promise<Resolver<Fields, unknown, Output>> | undefined;
  return async (values, context, options) => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([resolvers, schema]) => resolvers.zodResolver(schema) as Resolver<Fields, unknown, Output>,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return (await loading)(values, context, options);
  };
}
