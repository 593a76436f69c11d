import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { showWarning } from '../../../stores/warning-bar';

/** Puts the server's field errors on their fields; anything else goes to the warning bar. */
export function applyServerErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
): void {
  const fieldErrors = error instanceof ApiError ? error.body.fieldErrors : undefined;
  let placed = false;
  for (const field of fields) {
    const message = fieldErrors?.[field];
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  if (!placed) showWarning(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
}
