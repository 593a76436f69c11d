import { cardTypeLabels, cardTypes } from '@kurio/shared/card-render';
import type { CardInput, NoteInput } from '@kurio/shared/cards';
import { makeCloze } from '@kurio/shared/cloze';
import { Button, Checkbox, Group, Kbd, NativeSelect, Stack, Text } from '@mantine/core';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { GrowingTextarea } from '../../../components/growing-textarea';
import { OcclusionEditor } from '../occlusion/occlusion-editor';
import { NotePreview, type SavedNote } from './note-preview';

type NoteForm = UseFormReturn<CardInput, unknown, NoteInput>;

/** Ctrl+Shift+C (⌘⇧C on a Mac), the shortcut Anki's editor uses for a new cloze deletion. */
const isMakeClozeKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && event.shiftKey && event.key.toLowerCase() === 'c';

/** The question (or cloze text) with the make-cloze action. */
function QuestionField({ form, cloze }: { form: NoteForm; cloze: boolean }) {
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const questionField = form.register('question');
  const [selectFirst, setSelectFirst] = useState(false);

  const onMakeCloze = () => {
    const field = textarea.current;
    if (!field) return;
    const { selectionStart: start, selectionEnd: end, value } = field;
    setSelectFirst(start === end);
    if (start === end) return field.focus();
    const made = makeCloze(value, start, end);
    form.setValue('question', made.text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    if (!cloze) form.setValue('type', 'cloze', { shouldDirty: true });
    requestAnimationFrame(() => {
      field.focus();
      field.setSelectionRange(made.cursor, made.cursor);
    });
  };

  return (
    <>
      <GrowingTextarea
        label={cloze ? 'Text' : 'Question'}
        minRows={2}
        {...questionField}
        ref={(element) => {
          questionField.ref(element);
          textarea.current = element;
        }}
        onKeyDown={(event) => {
          if (!isMakeClozeKey(event)) return;
          event.preventDefault();
          onMakeCloze();
        }}
        aria-keyshortcuts="Control+Shift+C"
        error={form.formState.errors.question?.message}
      />
      <Group gap="sm">
        <Button variant="light" size="xs" onClick={onMakeCloze} aria-keyshortcuts="Control+Shift+C">
          Make cloze
        </Button>
        <Text size="xs" c={selectFirst ? 'red.8' : 'dimmed'} role={selectFirst ? 'alert' : undefined}>
          {selectFirst ? 'Select the words to hide first.' : 'Hides the selected words: '}
          {!selectFirst && (
            <>
              <Kbd>Ctrl</Kbd>+<Kbd>Shift</Kbd>+<Kbd>C</Kbd>
            </>
          )}
        </Text>
      </Group>
    </>
  );
}

const typeDescriptions: Record<(typeof cardTypes)[number], string> = {
  basic: 'One card: question → answer',
  reversed: 'Two cards: question → answer, and answer → question',
  cloze: 'One card per deletion: {{c1::hidden text}} or {{c1::hidden text::hint}}',
  occlusion: 'One card per area hidden on an image',
};

/**
 * A note's fields: its type, question (or cloze text) with the make-cloze action or, for image occlusion, the image
 * and its areas; answer, typed answer, preview. `saved` is the note as stored, when editing one: the preview
 * then counts the cards the save makes.
 */
export function NoteEditor({ form, saved }: { form: NoteForm; saved?: SavedNote }) {
  const { errors } = form.formState;
  const type = form.watch('type') ?? 'basic';
  const [question, answer] = form.watch(['question', 'answer']);
  const cloze = type === 'cloze';
  const occlusion = type === 'occlusion';
  // An image occlusion card never asks for a typed answer.
  useEffect(() => {
    if (occlusion && form.getValues('typeAnswer')) form.setValue('typeAnswer', false);
  }, [occlusion, form]);

  return (
    <Stack gap="sm">
      <NativeSelect
        label="Card type"
        description={typeDescriptions[type]}
        data={cardTypes.map((value) => ({ value, label: cardTypeLabels[value] }))}
        {...form.register('type')}
      />
      {occlusion ? <OcclusionEditor form={form} /> : <QuestionField form={form} cloze={cloze} />}
      <GrowingTextarea
        label={cloze || occlusion ? 'Extra (markdown, optional)' : 'Answer (markdown)'}
        minRows={cloze || occlusion ? 2 : 4}
        {...form.register('answer')}
        error={errors.answer?.message}
      />
      {!occlusion && <Checkbox label="Type the answer before it is shown" {...form.register('typeAnswer')} />}
      {!occlusion && <NotePreview note={{ type, question, answer }} saved={saved} />}
    </Stack>
  );
}
