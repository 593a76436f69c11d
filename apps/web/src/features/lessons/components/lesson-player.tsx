import type { LessonDetail } from '@kurio/shared/lessons';
import { Group, VisuallyHidden } from '@mantine/core';
import { type ComponentProps, useCallback, useMemo } from 'react';
import { useStore } from 'zustand';
import { DownloadButton } from '../../../components/download-button';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../../../sign-in/use-signed-in-user';
import { useAudioPlayer } from '../hooks/use-audio-player';
import { useLessonCards } from '../hooks/use-lesson-cards';
import { useLessonChat } from '../hooks/use-lesson-chat';
import { useLessonDownload } from '../hooks/use-lesson-download';
import { useProgressSaver } from '../hooks/use-progress-saver';
import { useRaiseHandHistory } from '../hooks/use-raise-hand-history';
import { useSavedPosition } from '../hooks/use-saved-position';
import { type SeekAnnouncement, useTranscriptSeek } from '../hooks/use-transcript-seek';
import { type PlaybackClock, usePlaybackTime } from '../lib/playback-clock';
import { currentSentenceIndex, skipSeconds } from '../lib/playback-time';
import { AskTutorButton } from './ask-tutor-button';
import { AudioControls } from './audio-controls';
import { ChatPane } from './chat-pane';
import { MakeCardAction } from './make-card-action';
import { PlayerHeading } from './player-heading';
import { PlayerLayout } from './player-layout';
import { SpeedSelect } from './speed-select';
import { Transcript } from './transcript';

interface LessonChatProps {
  lesson: LessonDetail;
  sentence: string;
  history: ReturnType<typeof useRaiseHandHistory>;
  cards: ReturnType<typeof useLessonCards>;
  onClose: () => void;
}

/** The tutor's chat about a sentence of a course lesson, each answer offered as a card. */
function LessonChat({ lesson, sentence, history, cards, onClose }: LessonChatProps) {
  const { signedIn } = useSignedInUser();
  const fullScript = useMemo(
    () =>
      lesson.transcript
        .map((entry) => entry.sentence + (entry.isParagraphEnd ? '\n\n' : ' '))
        .join('')
        .trim(),
    [lesson.transcript],
  );
  return (
    <ChatPane
      key={sentence}
      lessonId={lesson.id}
      fullScript={fullScript}
      sentence={sentence}
      history={history.bySentence.get(sentence) ?? []}
      save={history.append}
      onClose={onClose}
      answerAction={(answer, question) => (
        <MakeCardAction
          signedIn={signedIn}
          status={cards.status(answer.id)}
          onMake={() => void cards.make(answer.id, question.content, answer.content)}
        />
      )}
    />
  );
}

/** The transcript with the sentence being played marked: it redraws when the voice reaches the next one. */
function NarratedTranscript({
  clock,
  ...props
}: Omit<ComponentProps<typeof Transcript>, 'currentIndex'> & {
  transcript: LessonDetail['transcript'];
  clock: PlaybackClock;
}) {
  const currentIndex = usePlaybackTime(clock, (seconds) => currentSentenceIndex(props.transcript, seconds * 1000));
  return <Transcript {...props} currentIndex={currentIndex} />;
}

function SeekAnnouncer({ announcement }: { announcement: SeekAnnouncement }) {
  return <VisuallyHidden aria-live="polite">{useStore(announcement, (state) => state.text)}</VisuallyHidden>;
}

/** docs/product.md §2 lesson player for a lesson with narration. */
export function LessonPlayer({ lesson, startAtMs }: { lesson: LessonDetail; startAtMs: number }) {
  const player = useAudioPlayer({ durationSeconds: lesson.durationMs / 1000, startAtSeconds: startAtMs / 1000 });
  const { transcript } = lesson;
  const history = useRaiseHandHistory(lesson.id);
  const saveProgress = useProgressSaver(lesson.id);
  const cards = useLessonCards(lesson.title);
  const download = useLessonDownload(lesson, lesson);
  const { audioRef, playing, pause, play, seek, clock } = player;
  const positionMs = useCallback(() => (audioRef.current?.currentTime ?? 0) * 1000, [audioRef]);
  useSavedPosition(saveProgress, playing, audioRef, positionMs);

  const { seekTo, seekToSentence, announcement } = useTranscriptSeek(transcript, seek, saveProgress);
  const { bySentence } = history;
  const hasHistory = useCallback((sentence: string) => (bySentence.get(sentence)?.length ?? 0) > 0, [bySentence]);
  const currentSentence = useCallback(
    () => transcript[currentSentenceIndex(transcript, positionMs())]?.sentence,
    [transcript, positionMs],
  );
  const { chatSentence, chatOpen, openChat, closeChat, togglePlay } = useLessonChat({
    playing,
    canPlay: true,
    play,
    pause,
    currentSentence,
    skip: (delta) => seekTo(clock.get() + delta),
    skipStep: skipSeconds,
  });

  return (
    <PlayerLayout
      heading={
        <PlayerHeading
          back={paths.home}
          backLabel="Back to home"
          title={lesson.title}
          action={<DownloadButton variant="icon" {...download} />}
        />
      }
      transcript={
        <NarratedTranscript
          clock={clock}
          transcript={transcript}
          hasHistory={hasHistory}
          seekEnabled={!chatOpen}
          onSeek={seekToSentence}
        />
      }
      controls={
        <>
          <AudioControls
            playing={playing}
            clock={clock}
            duration={player.duration}
            disabled={chatOpen}
            onToggle={togglePlay}
            onSkip={(delta) => seekTo(clock.get() + delta)}
            onSeek={seek}
            onSeekEnd={seekTo}
          />
          <Group justify="center" mt="sm" gap="sm" wrap="nowrap">
            <SpeedSelect rate={player.rate} disabled={chatOpen} onChange={player.setRate} />
            <AskTutorButton disabled={chatOpen} onClick={openChat} />
          </Group>
        </>
      }
      chat={
        chatSentence !== null && (
          <LessonChat lesson={lesson} sentence={chatSentence} history={history} cards={cards} onClose={closeChat} />
        )
      }
    >
      <audio {...player.audioProps} src={lesson.audioUrl ?? undefined} />
      <SeekAnnouncer announcement={announcement} />
    </PlayerLayout>
  );
}
