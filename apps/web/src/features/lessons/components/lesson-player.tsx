import type { LessonDetail } from '@kurio/shared/lessons';
import { Group, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DownloadButton } from '../../../components/download-button';
import { paths } from '../../../config/paths';
import { useSession } from '../../../session/use-session';
import { useAudioPlayer } from '../hooks/use-audio-player';
import { useLessonCards } from '../hooks/use-lesson-cards';
import { useLessonChat } from '../hooks/use-lesson-chat';
import { useLessonDownload } from '../hooks/use-lesson-download';
import { useProgressSaver } from '../hooks/use-progress-saver';
import { useRaiseHandHistory } from '../hooks/use-raise-hand-history';
import { currentSentenceIndex, skipSeconds } from '../lib/playback-time';
import { AskTutorButton } from './ask-tutor-button';
import { AudioControls } from './audio-controls';
import { ChatFrame } from './chat-frame';
import { ChatPane } from './chat-pane';
import classes from './lesson-player.module.css';
import { MakeCardAction } from './make-card-action';
import { PlayerHeading } from './player-heading';
import { SpeedSelect } from './speed-select';
import { Transcript } from './transcript';

/** While playing, the position is saved this often (and on pause, seek and leaving). */
const saveEveryMs = 5000;

/** docs/product.md §2 lesson player for a lesson with narration. */
export function LessonPlayer({ lesson, startAtMs }: { lesson: LessonDetail; startAtMs: number }) {
  const player = useAudioPlayer({ durationSeconds: lesson.durationMs / 1000, startAtSeconds: startAtMs / 1000 });
  const { transcript } = lesson;
  const currentIndex = currentSentenceIndex(transcript, player.time * 1000);
  const [announcement, setAnnouncement] = useState('');
  const history = useRaiseHandHistory(lesson.id);
  const saveProgress = useProgressSaver(lesson.id);
  const { signedIn } = useSession();
  const cards = useLessonCards(lesson.title);
  const download = useLessonDownload(lesson, lesson);
  const mobile = useMediaQuery('(max-width: 767.98px)') ?? false;
  const fullScript = useMemo(
    () =>
      transcript
        .map((entry) => entry.sentence + (entry.isParagraphEnd ? '\n\n' : ' '))
        .join('')
        .trim(),
    [transcript],
  );

  const { audioRef, playing, pause, play, seek } = player;
  const positionMs = useCallback(() => (audioRef.current?.currentTime ?? 0) * 1000, [audioRef]);

  const seekTo = (seconds: number) => {
    const target = seek(seconds);
    // Announced only on seeks: reading every sentence aloud would talk over the narration.
    setAnnouncement(`Now at: ${transcript[currentSentenceIndex(transcript, target * 1000)]!.sentence}`);
    saveProgress({ positionMs: target * 1000 });
  };
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
    skip: (delta) => seekTo(player.time + delta),
    skipStep: skipSeconds,
  });

  // Save the position while playing, when playback stops, and when leaving; the end marks the lesson done.
  const wasPlaying = useRef(false);
  useEffect(() => {
    if (playing) {
      wasPlaying.current = true;
      const timer = setInterval(() => saveProgress({ positionMs: positionMs() }), saveEveryMs);
      return () => clearInterval(timer);
    }
    if (!wasPlaying.current) return;
    const ended = audioRef.current?.ended;
    saveProgress(ended ? { positionMs: positionMs(), completed: true } : { positionMs: positionMs() });
  }, [playing, saveProgress, positionMs, audioRef]);
  useEffect(() => () => saveProgress({ positionMs: positionMs() }), [saveProgress, positionMs]);

  return (
    <div className={classes.player}>
      <section className={classes.lesson} aria-labelledby="lesson-title">
        <PlayerHeading
          back={paths.home}
          backLabel="Back to home"
          title={lesson.title}
          action={<DownloadButton variant="icon" {...download} />}
        />
        <div className={classes.scroll} data-scroll>
          <Transcript
            transcript={transcript}
            currentIndex={currentIndex}
            hasHistory={(sentence) => (history.bySentence.get(sentence)?.length ?? 0) > 0}
            seekEnabled={!chatOpen}
            onSeek={(index) => seekTo(transcript[index]!.startMs / 1000)}
          />
        </div>
        <div className={classes.controls}>
          <div className={classes.controlsInner}>
            <AudioControls
              playing={playing}
              time={player.time}
              duration={player.duration}
              disabled={chatOpen}
              onToggle={togglePlay}
              onSkip={(delta) => seekTo(player.time + delta)}
              onSeek={seek}
              onSeekEnd={seekTo}
            />
            <Group justify="center" mt="sm" gap="sm" wrap="nowrap">
              <SpeedSelect rate={player.rate} disabled={chatOpen} onChange={player.setRate} />
              <AskTutorButton disabled={chatOpen} onClick={openChat} />
            </Group>
          </div>
        </div>
      </section>
      {chatSentence !== null && (
        <ChatFrame fullScreen={mobile}>
          <ChatPane
            key={chatSentence}
            lessonId={lesson.id}
            fullScript={fullScript}
            sentence={chatSentence}
            history={history.bySentence.get(chatSentence) ?? []}
            save={history.append}
            onClose={closeChat}
            answerAction={(answer, question) => (
              <MakeCardAction
                signedIn={signedIn}
                status={cards.status(answer.id)}
                onMake={() => void cards.make(answer.id, question.content, answer.content)}
              />
            )}
          />
        </ChatFrame>
      )}
      <audio {...player.audioProps} src={lesson.audioUrl ?? undefined} />
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </div>
  );
}
