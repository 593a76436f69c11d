import { type GoodbyeCode, goodbyes } from '@kurio/shared/children';
import type { Character } from '@kurio/shared/companion';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { conversationsQueryKey } from '../api/conversations';
import { sendMessage } from '../api/send-message';
import { startConversation } from '../api/start-conversation';
import { createVoiceMachine, type VoiceMachine, type VoiceSnapshot } from '../voice/voice-machine';
import { browserClock, createBrowserRecognizer, createBrowserSynthesizer } from '../voice/web-speech';

const isGoodbye = (code: string): code is GoodbyeCode => Object.hasOwn(goodbyes, code);

/**
 * Runs the voice machine of docs/product.md §4 for one character and child with the browser's speech APIs. The conversation
 * becomes a server conversation on the child's first words; every reply comes from the server.
 */
export function useVoiceConversation(character: Character, childId: string | undefined) {
  const queryClient = useQueryClient();
  const [machine, setMachine] = useState<VoiceMachine | null>(null);
  const [snapshot, setSnapshot] = useState<VoiceSnapshot | null>(null);
  const conversationId = useRef<Promise<string> | null>(null);
  // The server will not start a conversation before a parent agreed (decision 146); the screen says so kindly.
  const [needsConsent, setNeedsConsent] = useState(false);
  // Out of today's minutes or in quiet hours, the server says no; the character says its goodbye and stops.
  const [goodbye, setGoodbye] = useState<string | null>(null);

  useEffect(() => {
    conversationId.current = null;
    const created = createVoiceMachine({
      recognizer: createBrowserRecognizer(),
      synthesizer: createBrowserSynthesizer(character.voice),
      clock: browserClock,
      getReply: async (text) => {
        try {
          conversationId.current ??= startConversation(character.id, childId).then(({ session }) => session.id);
          const id = await conversationId.current.catch((error) => {
            conversationId.current = null;
            throw error;
          });
          const { reply } = await sendMessage(id, text);
          return reply.content;
        } catch (error) {
          if (error instanceof ApiError && error.code === 'consentRequired') setNeedsConsent(true);
          if (error instanceof ApiError && isGoodbye(error.code)) {
            setGoodbye(error.message);
            return error.message;
          }
          throw error;
        }
      },
      onChange: setSnapshot,
    });
    setMachine(created);
    setSnapshot(created.snapshot());
    return () => {
      created.reset();
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
    };
  }, [character.id, character.voice, childId, queryClient]);

  return { machine, snapshot, needsConsent, goodbye };
}
