import { routes } from '@kurio/shared/api/routes';
import { companionMessages } from '@kurio/shared/companion';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { enforceRateLimits, requireUser } from '../../accounts/routes/public';
import { notFound } from '../../domain-error';
import { findCharacter, listCharacters } from '../services/characters';
import { childForConversation, childNameOf } from '../services/children';
import {
  conversationMessages,
  createConversation,
  deleteAllConversations,
  deleteConversation,
  findConversation,
  listConversations,
} from '../services/conversations';
import { listParentAlerts } from '../services/parent-alerts';
import { requireConsent } from '../services/parent-consent';
import { requireTalkTime } from '../services/talk-time';
import { markConversationSeen } from '../services/transcript-retention';

const newConversationsPerUser = { limit: 120, windowMs: 60 * 60_000 };

export function registerConversationRoutes(app: FastifyInstance, ctx: AppContext): void {
  handle(app, routes.companion.listConversations, async (request) => {
    const user = await requireUser(ctx, request);
    const [conversations, characters] = await Promise.all([
      listConversations(ctx.db, user.id),
      listCharacters(ctx.db, user.id),
    ]);
    const names = new Map(characters.map((character) => [character.id, character.name]));
    return {
      sessions: conversations.map((conversation) => ({
        ...conversation,
        assistantName: names.get(conversation.assistantId) ?? null,
      })),
    };
  });

  handle(app, routes.companion.startConversation, async (request) => {
    const user = await requireUser(ctx, request);
    // The key is stored in rate_limits and predates the word conversation.
    await requireConsent(ctx.db, user.id);
    await enforceRateLimits(ctx, [{ key: `companion:sessions:${user.id}`, rule: newConversationsPerUser }]);
    const character = await findCharacter(ctx.db, user.id, request.body.assistantId);
    if (!character) throw notFound(companionMessages.characterNotFound);
    const child = await childForConversation(ctx.db, user.id, request.body.childId);
    if (child) await requireTalkTime(ctx.db, child, ctx.clock());
    const conversation = await createConversation(ctx.db, {
      userId: user.id,
      assistantId: character.id,
      childId: child?.id ?? null,
    });
    const session = { id: conversation.id, assistantId: character.id, assistantName: character.name };
    return { session: { ...session, childName: child?.name ?? null, messages: [] } };
  });

  handle(app, routes.companion.conversation, async (request) => {
    const user = await requireUser(ctx, request);
    const conversation = await findConversation(ctx.db, user.id, request.params.id);
    if (!conversation) throw notFound(companionMessages.conversationNotFound);
    const [messages, character, childName] = await Promise.all([
      conversationMessages(ctx.db, conversation.id),
      findCharacter(ctx.db, user.id, conversation.assistantId),
      childNameOf(ctx.db, conversation.id),
      // Opening it in the parents area is what lets a flagged conversation expire (decision 148).
      markConversationSeen(ctx.db, conversation.id),
    ]);
    return {
      session: {
        id: conversation.id,
        assistantId: conversation.assistantId,
        assistantName: character?.name ?? null,
        childName: childName || null,
        messages,
      },
    };
  });

  handle(app, routes.companion.deleteConversation, async (request) => {
    const user = await requireUser(ctx, request);
    if (!(await deleteConversation(ctx.db, user.id, request.params.id))) {
      throw notFound(companionMessages.conversationNotFound);
    }
    return { deleted: 1 };
  });

  handle(app, routes.companion.listAlerts, async (request) => {
    const user = await requireUser(ctx, request);
    return { alerts: await listParentAlerts(ctx.db, user.id), emailConfigured: ctx.mailer !== undefined };
  });

  handle(app, routes.companion.deleteAllConversations, async (request) => {
    const user = await requireUser(ctx, request);
    return { deleted: await deleteAllConversations(ctx.db, user.id) };
  });
}
