import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/index';
import type { GoogleIdentity } from './google';
import { findUserByEmail, insertUser, type UserRow } from './users';

/** Finds the account for a verified Google identity: by Google id, then by email (linking it), else creates one. */
export async function findOrCreateGoogleUser(db: Db, identity: GoogleIdentity): Promise<UserRow> {
  const [bySub] = await db.select().from(users).where(eq(users.googleSub, identity.sub)).limit(1);
  if (bySub) return bySub;
  const byEmail = await findUserByEmail(db, identity.email);
  if (byEmail) {
    const [linked] = await db
      .update(users)
      .set({ googleSub: identity.sub })
      .where(eq(users.id, byEmail.id))
      .returning();
    return linked ?? byEmail;
  }
  const created = await insertUser(db, { name: identity.name, email: identity.email, googleSub: identity.sub });
  if (created) return created;
  // Another request created it between our lookup and insert.
  const raced = await findUserByEmail(db, identity.email);
  if (!raced) throw new Error('google user vanished');
  return raced;
}
