import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { giveConsent, signUp, withSignIn } from '../../helpers/http';
import { multipartBody } from '../../helpers/upload-samples';

/** Text only the owner wrote: if it shows up in someone else's response, their data leaked. */
export const ownerMarkers = {
  card: 'owner-private-card-question',
  character: 'Ownerbot Private',
  child: 'Ownerkid',
  question: 'owner-private-lesson-question',
  companion: 'owner private companion message',
};

/** A sentence of the fixture lesson 1 (test/fixtures/lesson-content). */
export const lessonSentence = 'Keep one tenth of everything you earn.';

export interface Owner {
  sid: string;
  userId: string;
  email: string;
  cardIds: number[];
  deckId: number;
  characterId: string;
  childId: string;
  conversationId: string;
  proCheckoutId: string;
  guideCheckoutId: string;
  createdLessonId: string;
  /** An image kept from the owner's Anki import. */
  mediaId: string;
  /** The owner's finished Anki import job. */
  importJobId: string;
}

async function call(app: FastifyInstance, sid: string, options: InjectOptions) {
  const response = await app.inject({ ...options, headers: { ...withSignIn(sid), ...options.headers } });
  if (response.statusCode !== 200) throw new Error(`${options.method} ${options.url}: ${response.body}`);
  return response.json();
}

const checkoutIdOf = (url: string) => decodeURIComponent(url.split('/').at(-1)!);

/** Requests as the owner: `call` as is, `post` with a JSON body. */
interface OwnerClient {
  sid: string;
  call: (options: InjectOptions) => ReturnType<typeof call>;
  post: (url: string, payload: unknown, method?: InjectOptions['method']) => ReturnType<typeof call>;
}

/** The same package again as an import job, waited for, so the owner's data no longer changes under the probes. */
async function importAsJob(call: OwnerClient['call'], apkg: ReturnType<typeof multipartBody>): Promise<string> {
  const job = await call({
    method: 'POST',
    url: '/api/card/import/apkg/jobs',
    headers: apkg.headers,
    payload: apkg.payload,
  });
  for (let status = job.status; status === 'running'; ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    status = (await call({ url: `/api/card/import/apkg/jobs/${job.id}` })).status;
  }
  return job.id;
}

/** Two cards, a review, an Anki import with an image (the image's media id) and the same as an import job. */
async function addCards({ call, post }: OwnerClient) {
  const { cards } = await post('/api/card/create', {
    deck: 'Owner deck',
    cards: [
      { question: ownerMarkers.card, answer: 'secret answer' },
      { question: `${ownerMarkers.card} 2`, answer: 'another' },
    ],
  });
  await post('/api/card/review', { id: cards[0].id, quality: 4 });
  const apkg = multipartBody(
    { scheduling: 'fresh' },
    {
      name: 'biology.apkg',
      type: 'application/octet-stream',
      bytes: readFileSync(new URL('../../fixtures/other-tools/biology.apkg', import.meta.url)),
      field: 'package',
    },
  );
  await call({ method: 'POST', url: '/api/card/import/apkg', headers: apkg.headers, payload: apkg.payload });
  const imported = await call({ url: '/api/card/list?q=chlorophyll' });
  const mediaId = /\/api\/card\/media\/([0-9a-f-]{36})/.exec(imported.cards[0].question)![1]!;
  const importJobId = await importAsJob(call, apkg);
  return { cardIds: cards.map((card: { id: number }) => card.id), deckId: cards[0].deckId, mediaId, importJobId };
}

/** A character, a child profile, and the child's chat with the character. */
async function addCompanion({ post }: OwnerClient) {
  const { character } = await post('/api/companion/characters', {
    name: ownerMarkers.character,
    systemPrompt: 'You are a kind helper for the owner.',
  });
  const { child } = await post('/api/companion/children', {
    name: ownerMarkers.child,
    ageBand: '7-9',
    interests: 'dinosaurs',
    personality: '',
    parentGoal: '',
  });
  const { session: conversation } = await post('/api/companion/sessions', {
    assistantId: character.id,
    childId: child.id,
  });
  await post(`/api/companion/sessions/${conversation.id}/messages`, { content: ownerMarkers.companion });
  return { characterId: character.id, childId: child.id, conversationId: conversation.id };
}

/** Progress and a question on lesson 1, and a created lesson; the created lesson's id. */
async function addLessons(app: FastifyInstance, { sid, post }: OwnerClient): Promise<string> {
  await post('/api/lessons/1/progress', { completed: true, positionMs: 1000 }, 'PUT');
  await post('/api/lessons/1/history', {
    sentence: lessonSentence,
    messages: [{ id: 'owner-m1', sender: 'user', content: ownerMarkers.question, createdMs: 1_700_000_000_000 }],
  });
  const written = await app.inject({
    method: 'POST',
    url: '/api/lesson/create',
    headers: { ...withSignIn(sid), accept: 'text/event-stream' },
    payload: { topic: 'volcano' },
  });
  const savedEvent = /^event: saved\ndata: (.*)$/m.exec(written.body);
  if (!savedEvent) throw new Error(`POST /api/lesson/create saved nothing: ${written.body}`);
  return JSON.parse(savedEvent[1]!).lesson.id;
}

/** An active quest with an episode done. */
async function addQuest({ call, post }: OwnerClient) {
  const quests = await call({ url: '/api/quest/data' });
  const book = quests.books[0];
  await post('/api/quest/active', { bookId: book.id });
  await post('/api/quest/episode', { bookId: book.id, episodeId: book.episodes[0].id, completed: true });
}

/** A Pro checkout and an interview-guide order. */
async function addCheckouts({ call, post }: OwnerClient, email: string) {
  const pro = await post('/api/create-checkout-session', { plan: 'pro', interval: 'monthly' });
  const form = multipartBody({ role: 'Owner role', timeframe: 'about-week', email });
  const guide = await call({
    method: 'POST',
    url: '/api/create-checkout-session',
    headers: form.headers,
    payload: form.payload,
  });
  return { proCheckoutId: checkoutIdOf(pro.url), guideCheckoutId: checkoutIdOf(guide.url) };
}

/**
 * A user with data in every area: cards, a review and an imported image, a character and a chat, lesson and
 * created-lesson, quest and checkout rows.
 */
export async function createOwner(app: FastifyInstance): Promise<Owner> {
  const { sid, userId, email } = await signUp(app, { name: 'Owner' });
  await giveConsent(app, sid);
  const owner: OwnerClient = {
    sid,
    call: (options) => call(app, sid, options),
    post: (url, payload, method = 'POST') =>
      call(app, sid, { method, url, payload: payload as InjectOptions['payload'] }),
  };
  const cards = await addCards(owner);
  const companion = await addCompanion(owner);
  const createdLessonId = await addLessons(app, owner);
  await addQuest(owner);
  const checkouts = await addCheckouts(owner, email);
  return { sid, userId, email, ...cards, ...companion, ...checkouts, createdLessonId };
}

/** Everything the owner can see of their data, as one comparable string (the export, the chat, the sign-in). */
export async function ownerSnapshot(app: FastifyInstance, owner: Owner): Promise<unknown> {
  const { exportedAt: _when, ...data } = await call(app, owner.sid, { url: '/api/account/export' });
  const chat = await call(app, owner.sid, { url: `/api/companion/sessions/${owner.conversationId}` });
  const status = await call(app, owner.sid, { url: '/api/user/status' });
  return { data, chat, status };
}
