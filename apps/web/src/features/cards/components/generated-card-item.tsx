import { noteOrdinals, renderCard } from '@kurio/shared/card-render';
import { cardInputSchema } from '@kurio/shared/cards';
import { Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { GrowingTextarea } from '../../../components/growing-textarea';
import type { DraftCard } from '../hooks/generation-state';
import { MarkdownAnswer } from './markdown-answer';

interface Props {
  card: DraftCard;
  position: number;
  onChange: (change: Partial<DraftCard>) => void;
}

/**
 * What the card shows before and after the reveal: a cloze card's text with its first deletion hidden, then shown
 * (as the review draws it, decision 168), with how many cards it makes when it has more deletions.
 */
function shownSides(card: DraftCard): { question: string; answer: string; count: number } {
  if (card.type !== 'cloze') return { question: card.question, answer: card.answer, count: 1 };
  const note = { type: card.type, question: card.question, answer: card.answer };
  const ordinals = noteOrdinals(note);
  return { ...renderCard(note, ordinals[0] ?? 1), count: ordinals.length };
}

/** One generated card: view or edit. Edit works on a draft; Cancel drops it, Done applies it (docs/product.md §4). */
export function GeneratedCardItem({ card, position, onChange }: Props) {
  const cloze = card.type === 'cloze';
  const shown = shownSides(card);
  const [draft, setDraft] = useState<{ question: string; answer: string } | null>(null);
  const [errors, setErrors] = useState<{ question?: string; answer?: string }>({});

  const done = () => {
    if (!draft) return;
    // The card's type decides what the fields must hold (a cloze text needs a deletion, not an answer).
    const parsed = cardInputSchema.safeParse({ type: card.type, ...draft });
    if (!parsed.success) {
      const fieldErrors: typeof errors = {};
      for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as 'question' | 'answer'] ??= issue.message;
      setErrors(fieldErrors);
      return;
    }
    onChange({ question: parsed.data.question, answer: parsed.data.answer });
    setDraft(null);
    setErrors({});
  };

  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={`Card ${position}`}>
      {draft ? (
        <Stack gap="sm">
          <GrowingTextarea
            label={cloze ? 'Text ({{c1::hidden words}})' : 'Question'}
            minRows={2}
            value={draft.question}
            error={errors.question}
            onChange={(event) => setDraft({ ...draft, question: event.currentTarget.value })}
            data-autofocus
          />
          <GrowingTextarea
            label={cloze ? 'Extra (markdown, optional)' : 'Answer (markdown)'}
            minRows={cloze ? 2 : 3}
            value={draft.answer}
            error={errors.answer}
            onChange={(event) => setDraft({ ...draft, answer: event.currentTarget.value })}
          />
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              onClick={() => {
                setDraft(null);
                setErrors({});
              }}
            >
              Cancel
            </Button>
            <Button onClick={done}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="xs">
          {cloze && (
            <Text size="xs" c="dimmed">
              Fill in the blank{shown.count > 1 ? ` · makes ${shown.count} cards` : ''}
            </Text>
          )}
          <Text fw={600}>{shown.question}</Text>
          <MarkdownAnswer>{shown.answer}</MarkdownAnswer>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Checkbox
              label="Save this card"
              checked={card.selected}
              onChange={(event) => onChange({ selected: event.currentTarget.checked })}
            />
            <Button
              variant="light"
              size="xs"
              onClick={() => setDraft({ question: card.question, answer: card.answer })}
              aria-label={`Edit card ${position}`}
            >
              Edit
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
