import { type DocumentSection, documentMessages } from '@kurio/shared/card-documents';
import { maxSourceTextChars } from '@kurio/shared/card-generation';
import { Checkbox, Group, Paper, Stack, Text } from '@mantine/core';

interface Props {
  sections: DocumentSection[];
  selected: number[];
  onChange: (selected: number[]) => void;
}

const formatNumber = (count: number) => count.toLocaleString('en-US');
const characters = (count: number) => `${formatNumber(count)} character${count === 1 ? '' : 's'}`;

/**
 * The document's sections as checkboxes (Tab and Space), each with its title and length, a "Select all" that
 * shows a partial choice, and the running total against what one generation reads.
 */
export function DocumentSectionPicker({ sections, selected, onChange }: Props) {
  const chosen = new Set(selected);
  const total = sections.reduce((sum, section) => sum + (chosen.has(section.id) ? section.chars : 0), 0);
  const all = chosen.size === sections.length;
  const over = total > maxSourceTextChars;
  const toggle = (id: number, on: boolean) =>
    onChange(
      sections.map((section) => section.id).filter((sectionId) => (sectionId === id ? on : chosen.has(sectionId))),
    );

  return (
    <Paper withBorder radius="md" p="sm" component="fieldset" m={0}>
      <Text component="legend" fw={600} size="sm" px={4}>
        Sections to make cards from
      </Text>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Checkbox
            label="Select all"
            checked={all}
            indeterminate={chosen.size > 0 && !all}
            onChange={(event) => onChange(event.currentTarget.checked ? sections.map((section) => section.id) : [])}
          />
          <Text size="sm" c={over ? 'red.8' : 'dimmed'} aria-live="polite">
            {chosen.size} of {sections.length} chosen · {characters(total)} of {formatNumber(maxSourceTextChars)}
          </Text>
        </Group>
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none', maxHeight: 360, overflowY: 'auto' }}>
          {sections.map((section) => (
            <li key={section.id}>
              <Checkbox
                checked={chosen.has(section.id)}
                onChange={(event) => toggle(section.id, event.currentTarget.checked)}
                label={section.title}
                description={characters(section.chars)}
                styles={{ label: { overflowWrap: 'anywhere' } }}
              />
            </li>
          ))}
        </Stack>
        {over && (
          <Text size="sm" c="red.8" role="alert">
            {documentMessages.tooMuchText}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
