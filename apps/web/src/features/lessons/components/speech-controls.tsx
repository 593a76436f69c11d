import { ActionIcon, type ActionIconProps, Group, NativeSelect, Text } from '@mantine/core';
import { AskTutorButton } from './ask-tutor-button';
import { NextIcon, PreviousIcon } from './icons';
import classes from './lesson-player.module.css';
import { PlayPauseButton } from './play-pause-button';
import { SpeedSelect } from './speed-select';

interface Props {
  index: number;
  count: number;
  playing: boolean;
  /** docs/product.md §2: everything is disabled in chat mode. */
  chatOpen: boolean;
  /** False on a device with no voice: the lesson can still be read and moved through. */
  canSpeak: boolean;
  voices: SpeechSynthesisVoice[];
  voiceURI: string;
  rate: number;
  onPrevious: () => void;
  onToggle: () => void;
  onNext: () => void;
  onVoice: (voiceURI: string | null) => void;
  onRate: (rate: number) => void;
  onAsk: () => void;
}

/** The created-lesson player's controls: sentence by sentence, with the voice and speed of the reading. */
export function SpeechControls(props: Props) {
  const { index, count, chatOpen, canSpeak } = props;
  return (
    <>
      <fieldset aria-label="Speech controls" className={classes.speechControls}>
        <Text size="sm" c="gray.7" className={classes.counter}>
          Sentence {Math.min(index + 1, count)} of {count}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <SentenceButton label="Previous sentence" disabled={chatOpen} onClick={props.onPrevious}>
            <PreviousIcon size={24} />
          </SentenceButton>
          <PlayPauseButton playing={props.playing} disabled={chatOpen || !canSpeak} onToggle={props.onToggle} />
          <SentenceButton label="Next sentence" disabled={chatOpen} onClick={props.onNext}>
            <NextIcon size={24} />
          </SentenceButton>
        </Group>
        <span className={classes.balance} />
      </fieldset>
      <Group justify="center" mt="sm" gap="sm">
        <NativeSelect
          aria-label="Voice"
          size="sm"
          maw={220}
          disabled={chatOpen || !canSpeak}
          value={props.voiceURI}
          onChange={(event) => props.onVoice(event.currentTarget.value || null)}
          data={[
            { value: '', label: 'Default voice' },
            ...props.voices.map((option) => ({ value: option.voiceURI, label: `${option.name} (${option.lang})` })),
          ]}
        />
        <SpeedSelect rate={props.rate} disabled={chatOpen || !canSpeak} onChange={props.onRate} />
        <AskTutorButton disabled={chatOpen || count === 0} onClick={props.onAsk} />
      </Group>
    </>
  );
}

function SentenceButton({
  label,
  disabled,
  onClick,
  children,
}: ActionIconProps & { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" size="xl" radius="xl" aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </ActionIcon>
  );
}
