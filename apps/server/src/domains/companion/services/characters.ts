import type { Character } from '@kurio/shared/companion';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companionCharacters } from '../../../db/schema/index';
import { avatarUrl } from './avatars';
import { type BuiltInCharacter, builtInCharacters, findBuiltInCharacter } from './built-in-characters';

type CharacterRow = typeof companionCharacters.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const fromBuiltIn = (character: BuiltInCharacter): Character => ({
  id: character.id,
  name: character.name,
  systemPrompt: character.systemPrompt,
  profileImageUrl: avatarUrl(character.avatar.style, character.avatar.seed),
  builtIn: true,
  voice: character.voice,
});

const fromRow = (row: CharacterRow): Character => ({
  id: row.id,
  name: row.name,
  systemPrompt: row.systemPrompt,
  profileImageUrl: avatarUrl('funEmoji', row.id),
  builtIn: false,
  voice: { rate: 0.9, pitch: 1.1 },
});

/** The built-in characters, then the parent's own in the order they were made. */
export async function listCharacters(db: Db, userId: string): Promise<Character[]> {
  const rows = await db
    .select()
    .from(companionCharacters)
    .where(eq(companionCharacters.userId, userId))
    .orderBy(asc(companionCharacters.createdAt));
  return [...builtInCharacters.map(fromBuiltIn), ...rows.map(fromRow)];
}

async function findOwnRow(db: Db, userId: string, id: string): Promise<CharacterRow | undefined> {
  if (!uuidPattern.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(companionCharacters)
    .where(and(eq(companionCharacters.id, id), eq(companionCharacters.userId, userId)))
    .limit(1);
  return row;
}

/** A built-in character or one of this parent's own; another account's character is not found. */
export async function findCharacter(db: Db, userId: string, id: string): Promise<Character | undefined> {
  const builtIn = findBuiltInCharacter(id);
  if (builtIn) return fromBuiltIn(builtIn);
  const row = await findOwnRow(db, userId, id);
  return row && fromRow(row);
}

export async function createCharacter(
  db: Db,
  userId: string,
  input: { name: string; systemPrompt: string },
): Promise<Character> {
  const [row] = await db
    .insert(companionCharacters)
    .values({ userId, ...input })
    .returning();
  return fromRow(row!);
}

/** Updates one of the parent's own characters; undefined when it is not theirs (built-ins are read-only). */
export async function updateCharacter(
  db: Db,
  userId: string,
  id: string,
  input: { name: string; systemPrompt: string },
): Promise<Character | undefined> {
  if (!uuidPattern.test(id)) return undefined;
  const [row] = await db
    .update(companionCharacters)
    .set(input)
    .where(and(eq(companionCharacters.id, id), eq(companionCharacters.userId, userId)))
    .returning();
  return row && fromRow(row);
}

export async function deleteCharacter(db: Db, userId: string, id: string): Promise<boolean> {
  if (!uuidPattern.test(id)) return false;
  const rows = await db
    .delete(companionCharacters)
    .where(and(eq(companionCharacters.id, id), eq(companionCharacters.userId, userId)))
    .returning({ id: companionCharacters.id });
  return rows.length > 0;
}

export { uuidPattern };
