import type { ChildProfile } from '@kurio/shared/companion';
import { eq } from 'drizzle-orm';
import type { ChildContext } from '../../../adapters/ai/ai-service';
import type { Db } from '../../../db/client';
import { companionChildProfiles } from '../../../db/schema/index';

const emptyProfile: ChildProfile = { name: '', age: null, interests: '', personality: '', parentGoal: '' };

export async function getChildProfile(db: Db, userId: string): Promise<ChildProfile> {
  const [row] = await db
    .select()
    .from(companionChildProfiles)
    .where(eq(companionChildProfiles.userId, userId))
    .limit(1);
  if (!row) return emptyProfile;
  const { name, age, interests, personality, parentGoal } = row;
  return { name, age, interests, personality, parentGoal };
}

export async function saveChildProfile(db: Db, userId: string, profile: ChildProfile): Promise<ChildProfile> {
  await db
    .insert(companionChildProfiles)
    .values({ userId, ...profile })
    .onConflictDoUpdate({ target: companionChildProfiles.userId, set: { ...profile, updatedAt: new Date() } });
  return profile;
}

/** Only what the parent filled in reaches the AI layer. */
export function toChildContext(profile: ChildProfile): ChildContext {
  return {
    ...(profile.name ? { name: profile.name } : {}),
    ...(profile.age !== null ? { age: profile.age } : {}),
    ...(profile.interests ? { interests: profile.interests } : {}),
    ...(profile.personality ? { personality: profile.personality } : {}),
    ...(profile.parentGoal ? { parentGoal: profile.parentGoal } : {}),
  };
}
