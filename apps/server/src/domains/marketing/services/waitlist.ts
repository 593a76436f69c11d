import { normalizeEmail } from '@kurio/shared/email';
import type { Db } from '../../../db/client';
import { waitlistEntries } from '../../../db/schema/index';

/** Adds the address once, whatever its case; the caller answers the same either way. */
export async function joinWaitlist(db: Db, email: string): Promise<void> {
  await db
    .insert(waitlistEntries)
    .values({ email: normalizeEmail(email) })
    .onConflictDoNothing({ target: waitlistEntries.email });
}
