import type { Character } from '@kurio/shared/companion';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { conversationsQueryKey } from '../api/conversations';
import { sendMessage } from '../api/send-message';
import { startConversation } from '../api/start-conversation';
import { createVoiceMachine, type VoiceMachine, type VoiceSnapshot } from '../voice/voice-machine';
import { browserClock, createBrowserRecognizer, createBrowserSynthesizer } from '../voice/web-speech';

/**
 * Runs the voice machine of docs/product.md §4 for one character with the browser's speech APIs. The conversation
 * becomes a server conversation on the child's first words; every reply comes from the server.
 */
export function useVoiceConversation(character: Character) {
  const queryClient = useQueryClient();
  const [machine, setMachine] = useState<VoiceMachine | null>(null);
  const [snapshot, setSnapshot] = useState<VoiceSnapshot | null>(null);
  const conversationId = useRef<Promise<string> | null>(null);
  // The server will not start a conversation before a parent agreed (decision 146); the screen says so kindly.
  const [needsConsent, setNeedsConsent] = useState(false);

  useEffect(() => {
    conversationId.current = null;
    const created = createVoiceMachine({
      recognizer: createBrowserRecognizer(),
      synthesizer: createBrowserSynthesizer(character.voice),
      clock: browserClock,
      getReply: async (text) => {
        conversationId.current ??= startConversation(character.id).then(({ session }) => session.id);
        const id = await conversationId.current.catch((error) => {
          conversationId.current = null;
          if (error instanceof ApiError && error.code === 'consentRequired') setNeedsConsent(true);
          throw error;
        });
        const { reply } = await sendMessage(id, text);
        return reply.content;
      },
      onChange: setSnapshot,
    });
    setMachine(created);
    setSnapshot(created.snapshot());
    return () => {
      created.reset();
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
    };
  }, [character.id, character.voice, queryClient]);

  return { machine, snapshot, needsConsent };
}
