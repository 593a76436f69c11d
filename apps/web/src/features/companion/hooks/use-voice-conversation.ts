import type { Character } from '@kurio/shared/companion';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { sendMessage } from '../api/send-message';
import { sessionsQueryKey } from '../api/sessions';
import { startSession } from '../api/start-session';
import { createVoiceMachine, type VoiceMachine, type VoiceSnapshot } from '../voice/voice-machine';
import { browserClock, createBrowserRecognizer, createBrowserSynthesizer } from '../voice/web-speech';

/**
 * Runs the voice machine of docs/product.md §4 for one character with the browser's speech APIs. The conversation
 * becomes a server session on the child's first words; every reply comes from the server.
 */
export function useVoiceConversation(character: Character) {
  const queryClient = useQueryClient();
  const [machine, setMachine] = useState<VoiceMachine | null>(null);
  const [snapshot, setSnapshot] = useState<VoiceSnapshot | null>(null);
  const sessionId = useRef<Promise<string> | null>(null);
  // The server will not start a conversation before a parent agreed (decision 146); the screen says so kindly.
  const [needsConsent, setNeedsConsent] = useState(false);

  useEffect(() => {
    sessionId.current = null;
    const created = createVoiceMachine({
      recognizer: createBrowserRecognizer(),
      synthesizer: createBrowserSynthesizer(character.voice),
      clock: browserClock,
      getReply: async (text) => {
        sessionId.current ??= startSession(character.id).then(({ session }) => session.id);
        const id = await sessionId.current.catch((error) => {
          sessionId.current = null;
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
      void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    };
  }, [character.id, character.voice, queryClient]);

  return { machine, snapshot, needsConsent };
}
