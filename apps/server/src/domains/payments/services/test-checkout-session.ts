import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { checkoutSessions } from '../../../db/schema/index';
import { notFound } from '../../domain-error';

/** A test-mode checkout as its payer may see it: a Pro session belongs to its user, nobody else may open it. */
export async function openTestCheckout(db: Db, id: string, viewerId: string | undefined) {
  const [session] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  if (session?.provider !== 'test') throw notFound('No such checkout.');
  if (session.userId && session.userId !== viewerId) throw notFound('No such checkout.');
  return session;
}
