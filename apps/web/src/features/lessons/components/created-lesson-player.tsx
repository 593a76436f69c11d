import { aiLimits } from '@kurio/shared/ai';
import type { CreatedLesson } from '@kurio/shared/created-lessons';
import type { LessonChatMessage } from '@kurio/shared/lessons';
import { ActionIcon, Alert, Group, NativeSelect, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import { paths } from '../../../config/paths';
import { useAppStore } from '../../../stores/app-store';
import { useLessonChat } from '../hooks/use-lesson-chat';
import { browserSpeech, useSpeechPlayer, useSpeechVoices } from '../hooks/use-speech-player';
import { markdownSentences } from '../lib/markdown-sentences';
import { AskTutorButton } from './ask-tutor-button';
import { ChatFrame } from './chat-frame';
import { ChatPane } from './chat-pane';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon } from './icons';
import classes from './lesson-player.module.css';
import { PlayerHeading } from './player-heading';
import { SpeedSelect } from './speed-select';
import { Transcript } from './transcript';

/** docs/product.md §8: why a created lesson has no voice on this device. */
export const noVoiceNotes = {
  noSynthesis:
    'This browser cannot read aloud, so this lesson has no voice here. You can still read it, move through it sentence by sentence and ask the tutor about any sentence.',
  noVoices:
    'This device has no voices installed for reading aloud, so this lesson has no voice here. You can still read it, move through it sentence by sentence and ask the tutor about any sentence.',
} as const;

/** docs/product.md §2 created-lesson player: the lesson read aloud by the browser, sentence by sentence. */
export function CreatedLessonPlayer({ lesson }: { lesson: CreatedLesson }) {
  const sentences = useMemo(() => markdownSentences(lesson.markdown), [lesson.markdown]);
  const texts = useMemo(() => sentences.map((entry) => entry.sentence), [sentences]);
  const fullScript = useMemo(() => texts.join(' ').slice(0, aiLimits.fullScript), [texts]);
  const synth = useMemo(browserSpeech, []);
  const voices = useSpeechVoices(synth);
  const { voiceURI, rate } = useAppStore((state) => state.speech);
  const setSpeech = useAppStore((state) => state.setSpeech);
  const voice = voices.find((candidate) => candidate.voiceURI === voiceURI) ?? null;
  const player = useSpeechPlayer({ sentences: texts, synth, voice, rate });
  const canSpeak = synth !== null && voices.length > 0;
  const mobile = useMediaQuery('(max-width: 767.98px)') ?? false;
  // Questions about a created lesson are kept for this visit only.
  const [asked, setAsked] = useState<Map<string, LessonChatMessage[]>>(new Map());

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
  const saveAsked = (sentence: string, messages: LessonChatMessage[]) =>
    setAsked((current) => new Map(current).set(sentence, [...(current.get(sentence) ?? []), ...messages]));

  return (
    <div className={classes.player}>
      <section className={classes.lesson} aria-labelledby="lesson-title">
        <PlayerHeading back={paths.create} backLabel="Back to the lesson assistant" title={lesson.title} />
        <div className={classes.scroll} data-scroll>
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
        </div>
        <div className={classes.controls}>
          <div className={classes.controlsInner}>
            <fieldset aria-label="Speech controls" className={classes.speechControls}>
              <Text size="sm" c="gray.7" className={classes.counter}>
                Sentence {Math.min(player.index + 1, texts.length)} of {texts.length}
              </Text>
              <Group gap="xs" wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  size="xl"
                  radius="xl"
                  aria-label="Previous sentence"
                  disabled={chatOpen}
                  onClick={previous}
                >
                  <PreviousIcon size={24} />
                </ActionIcon>
                <ActionIcon
                  size={52}
                  radius="xl"
                  aria-label={player.playing ? 'Pause' : 'Play'}
                  disabled={chatOpen || !canSpeak}
                  onClick={togglePlay}
                >
                  {player.playing ? <PauseIcon size={26} /> : <PlayIcon size={26} />}
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  size="xl"
                  radius="xl"
                  aria-label="Next sentence"
                  disabled={chatOpen}
                  onClick={next}
                >
                  <NextIcon size={24} />
                </ActionIcon>
              </Group>
              <span className={classes.balance} />
            </fieldset>
            <Group justify="center" mt="sm" gap="sm">
              <NativeSelect
                aria-label="Voice"
                size="sm"
                maw={220}
                disabled={chatOpen || !canSpeak}
                value={voice?.voiceURI ?? ''}
                onChange={(event) => setSpeech({ voiceURI: event.currentTarget.value || null })}
                data={[
                  { value: '', label: 'Default voice' },
                  ...voices.map((option) => ({ value: option.voiceURI, label: `${option.name} (${option.lang})` })),
                ]}
              />
              <SpeedSelect
                rate={rate}
                disabled={chatOpen || !canSpeak}
                onChange={(value) => setSpeech({ rate: value })}
              />
              <AskTutorButton disabled={chatOpen || texts.length === 0} onClick={openChat} />
            </Group>
          </div>
        </div>
      </section>
      {chatSentence !== null && (
        <ChatFrame fullScreen={mobile}>
          <ChatPane
            key={chatSentence}
            title={lesson.title}
            fullScript={fullScript}
            sentence={chatSentence}
            history={asked.get(chatSentence) ?? []}
            save={saveAsked}
            onClose={closeChat}
          />
        </ChatFrame>
      )}
    </div>
  );
}
