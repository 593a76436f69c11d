import type { GenerateCardsRequest } from '@kurio/shared/card-generation';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { streamGeneratedCards } from '../api/generate-cards';
import { type DraftCard, generationReducer, idleGeneration } from './generation-state';

/** Runs a streamed generation into the generator's state; Stop (or leaving the page) ends the request. */
export function useCardGeneration() {
  const [state, dispatch] = useReducer(generationReducer, idleGeneration);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const generate = useCallback(async (input: GenerateCardsRequest) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    dispatch({ type: 'start', requested: input.quantity });
    try {
      await streamGeneratedCards(
        input,
        {
          onCard: (card) => dispatch({ type: 'arrive', card, clientId: crypto.randomUUID() }),
          onNote: (note) => dispatch({ type: 'note', note }),
        },
        controller.signal,
      );
      dispatch({ type: 'finish' });
    } catch (error) {
      if (!controller.signal.aborted) dispatch({ type: 'fail', error });
    }
  }, []);

  const stop = useCallback(() => {
    running.current?.abort();
    dispatch({ type: 'stop' });
  }, []);

  const update = useCallback(
    (clientId: string, change: Partial<DraftCard>) => dispatch({ type: 'update', clientId, change }),
    [],
  );

  return { state, generate, stop, update };
}
