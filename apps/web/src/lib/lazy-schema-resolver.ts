import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form resolver for a shared zod schema that is loaded on the form's first validation, so a prerendered form
 * page does not evaluate zod while it starts (the resolver itself does not import zod).
 */
export function lazySchemaResolver<Values extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<Values, Values>>,
): Resolver<Values> {
  let resolver: Promise<Resolver<Values>> | undefined;
  return async (values, context, options) => {
    resolver ??= loadSchema().then((schema) => zodResolver(schema) as Resolver<Values>);
    return (await resolver)(values, context, options);
  };
}
