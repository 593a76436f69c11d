import { routes } from '@kurio/shared/api/routes';
import { companionMessages } from '@kurio/shared/companion';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { enforceRateLimits, requireUser } from '../../accounts/routes/public';
import { notFound } from '../../domain-error';
import { findCharacter, listCharacters } from '../services/characters';
import { listParentAlerts } from '../services/parent-alerts';
import { requireConsent } from '../services/parent-consent';
import {
  createSession,
  deleteAllSessions,
  deleteSession,
  findSession,
  listSessions,
  sessionMessages,
} from '../services/sessions';
import { markConversationSeen } from '../services/transcript-retention';

const newSessionsPerUser = { limit: 120, windowMs: 60 * 60_000 };

export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  handle(app, routes.companion.listConversations, async (request) => {
    const user = await requireUser(ctx, request);
    const [sessions, characters] = await Promise.all([listSessions(ctx.db, user.id), listCharacters(ctx.db, user.id)]);
    const names = new Map(characters.map((character) => [character.id, character.name]));
    return {
      sessions: sessions.map((session) => ({ ...session, assistantName: names.get(session.assistantId) ?? null })),
    };
  });

  handle(app, routes.companion.startConversation, async (request) => {
    const user = await requireUser(ctx, request);
    await requireConsent(ctx.db, user.id);
    await enforceRateLimits(ctx, [{ key: `companion:sessions:${user.id}`, rule: newSessionsPerUser }]);
    const character = await findCharacter(ctx.db, user.id, request.body.assistantId);
    if (!character) throw notFound(companionMessages.characterNotFound);
    const session = await createSession(ctx.db, user.id, character.id);
    return { session: { id: session.id, assistantId: character.id, assistantName: character.name, messages: [] } };
  });

  handle(app, routes.companion.conversation, async (request) => {
    const user = await requireUser(ctx, request);
    const session = await findSession(ctx.db, user.id, request.params.id);
    if (!session) throw notFound(companionMessages.sessionNotFound);
    const [messages, character] = await Promise.all([
      sessionMessages(ctx.db, session.id),
      findCharacter(ctx.db, user.id, session.assistantId),
      // Opening it in the parents area is what lets a flagged conversation expire (decision 148).
      markConversationSeen(ctx.db, session.id),
    ]);
    return {
      session: { id: session.id, assistantId: session.assistantId, assistantName: character?.name ?? null, messages },
    };
  });

  handle(app, routes.companion.deleteConversation, async (request) => {
    const user = await requireUser(ctx, request);
    if (!(await deleteSession(ctx.db, user.id, request.params.id))) {
      throw notFound(companionMessages.sessionNotFound);
    }
    return { deleted: 1 };
  });

  handle(app, routes.companion.listAlerts, async (request) => {
    const user = await requireUser(ctx, request);
    return { alerts: await listParentAlerts(ctx.db, user.id), emailConfigured: ctx.mailer !== undefined };
  });

  handle(app, routes.companion.deleteAllConversations, async (request) => {
    const user = await requireUser(ctx, request);
    return { deleted: await deleteAllSessions(ctx.db, user.id) };
  });
}
