import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { checkouts } from '../../../db/schema/index';
import { notFound } from '../../domain-error';

/** A test-mode checkout as its payer may see it: a Pro checkout belongs to its user, nobody else may open it. */
export async function openTestCheckout(db: Db, id: string, viewerId: string | undefined) {
  const [checkout] = await db.select().from(checkouts).where(eq(checkouts.id, id));
  if (checkout?.provider !== 'test') throw notFound('No such checkout.');
  if (checkout.userId && checkout.userId !== viewerId) throw notFound('No such checkout.');
  return checkout;
}
