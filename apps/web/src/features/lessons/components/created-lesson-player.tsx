import { aiLimits } from '@kurio/shared/ai';
import type { CreatedLesson } from '@kurio/shared/created-lessons';
import type { LessonChatMessage } from '@kurio/shared/lessons';
import { Alert } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { paths } from '../../../config/paths';
import { useAppStore } from '../../../stores/app-store';
import { useLessonChat } from '../hooks/use-lesson-chat';
import { browserSpeech, useSpeechPlayer, useSpeechVoices } from '../hooks/use-speech-player';
import { markdownSentences } from '../lib/markdown-sentences';
import { ChatPane } from './chat-pane';
import { PlayerHeading } from './player-heading';
import { PlayerLayout } from './player-layout';
import { SpeechControls } from './speech-controls';
import { Transcript } from './transcript';

/** docs/product.md §8: why a created lesson has no voice on this device. */
export const noVoiceNotes = {
  noSynthesis:
    'This browser cannot read aloud, so this lesson has no voice here. You can still read it, move through it sentence by sentence and ask the tutor about any sentence.',
  noVoices:
    'This device has no voices installed for reading aloud, so this lesson has no voice here. You can still read it, move through it sentence by sentence and ask the tutor about any sentence.',
} as const;

/** The browser's reading of the sentences, in the voice and at the speed the learner chose on this device. */
function useLessonSpeech(texts: string[]) {
  const synth = useMemo(browserSpeech, []);
  const voices = useSpeechVoices(synth);
  const { voiceURI, rate } = useAppStore((state) => state.speech);
  const setSpeech = useAppStore((state) => state.setSpeech);
  const voice = voices.find((candidate) => candidate.voiceURI === voiceURI) ?? null;
  const player = useSpeechPlayer({ sentences: texts, synth, voice, rate });
  return { player, synth, voices, voice, rate, setSpeech, canSpeak: synth !== null && voices.length > 0 };
}

/** Questions about a created lesson are kept for this visit only. */
function useAskedThisVisit() {
  const [asked, setAsked] = useState<Map<string, LessonChatMessage[]>>(new Map());
  const save = (sentence: string, messages: LessonChatMessage[]) =>
    setAsked((current) => new Map(current).set(sentence, [...(current.get(sentence) ?? []), ...messages]));
  return { asked, save };
}

/** docs/product.md §2 created-lesson player: the lesson read aloud by the browser, sentence by sentence. */
export function CreatedLessonPlayer({ lesson }: { lesson: CreatedLesson }) {
  const sentences = useMemo(() => markdownSentences(lesson.markdown), [lesson.markdown]);
  const texts = useMemo(() => sentences.map((entry) => entry.sentence), [sentences]);
  const fullScript = useMemo(() => texts.join(' ').slice(0, aiLimits.fullScript), [texts]);
  const { player, synth, voices, voice, rate, setSpeech, canSpeak } = useLessonSpeech(texts);
  const { asked, save } = useAskedThisVisit();
  const { pause, play, previous, next } = player;
  const currentSentence = useCallback(() => texts[player.index], [texts, player.index]);
  const { chatSentence, chatOpen, openChat, closeChat, togglePlay } = useLessonChat({
    playing: player.playing,
    canPlay: canSpeak,
    play,
    pause,
    currentSentence,
    skip: (step) => (step < 0 ? previous() : next()),
    skipStep: 1,
  });

  return (
    <PlayerLayout
      heading={
        <PlayerHeading back={paths.lessonCreator} backLabel="Back to the lesson assistant" title={lesson.title} />
      }
      transcript={
        <>
          {!canSpeak && (
            <Alert color="gray" title="No voice on this device" maw="46rem" mx="auto" mb="md">
              {synth === null ? noVoiceNotes.noSynthesis : noVoiceNotes.noVoices}
            </Alert>
          )}
          {player.failed && (
            <Alert color="red" title="The voice stopped" maw="46rem" mx="auto" mb="md" role="alert">
              The browser could not read this sentence aloud. Press play to try again, or choose another voice.
            </Alert>
          )}
          <Transcript
            transcript={sentences}
            currentIndex={player.index}
            hasHistory={(sentence) => (asked.get(sentence)?.length ?? 0) > 0}
            seekEnabled={!chatOpen}
            onSeek={player.goTo}
          />
        </>
      }
      controls={
        <SpeechControls
          index={player.index}
          count={texts.length}
          playing={player.playing}
          chatOpen={chatOpen}
          canSpeak={canSpeak}
          voices={voices}
          voiceURI={voice?.voiceURI ?? ''}
          rate={rate}
          onPrevious={previous}
          onToggle={togglePlay}
          onNext={next}
          onVoice={(voiceURI) => setSpeech({ voiceURI })}
          onRate={(value) => setSpeech({ rate: value })}
          onAsk={openChat}
        />
      }
      chat={
        chatSentence !== null && (
          <ChatPane
            key={chatSentence}
            title={lesson.title}
            fullScript={fullScript}
            sentence={chatSentence}
            history={asked.get(chatSentence) ?? []}
            save={save}
            onClose={closeChat}
          />
        )
      }
    />
  );
}
