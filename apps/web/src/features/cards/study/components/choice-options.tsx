import { Button, Kbd, Stack, Text } from '@mantine/core';
import { useChoiceKeys } from '../hooks/use-choice-keys';

interface Props {
  options: readonly string[];
  /** The option picked, if any. */
  picked?: number;
  /** Once checked, the right option is marked and the options no longer take a pick. */
  rightIndex?: number;
  onPick: (index: number) => void;
  /** Names the group for screen readers. */
  label: string;
}

const color = (i: number, picked?: number, rightIndex?: number) => {
  if (rightIndex === undefined) return i === picked ? 'blue' : 'gray';
  if (i === rightIndex) return 'green';
  return i === picked ? 'red' : 'gray';
};

/** Numbered options to pick with a click or the keys 1–4. */
export function ChoiceOptions({ options, picked, rightIndex, onPick, label }: Props) {
  const checked = rightIndex !== undefined;
  useChoiceKeys(options.length, onPick, !checked);
  return (
    <Stack gap="xs" role="group" aria-label={label}>
      {options.map((option, i) => (
        <Button
          // biome-ignore lint/suspicious/noArrayIndexKey: options are distinct and keep their place.
          key={i}
          variant={i === picked || (checked && i === rightIndex) ? 'light' : 'default'}
          color={color(i, picked, rightIndex)}
          // The tint marks the state; the words keep the page's text colour, as Mantine's light variant text on
          // its own tint is below 4.5:1.
          c="var(--mantine-color-text)"
          justify="flex-start"
          h="auto"
          py="sm"
          aria-pressed={i === picked}
          aria-disabled={checked || undefined}
          onClick={() => !checked && onPick(i)}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
          leftSection={<Kbd>{i + 1}</Kbd>}
        >
          <Text span inherit style={{ overflowWrap: 'anywhere' }}>
            {option}
            {checked && i === rightIndex && ' (right answer)'}
            {checked && i === picked && i !== rightIndex && ' (your answer)'}
          </Text>
        </Button>
      ))}
    </Stack>
  );
}
