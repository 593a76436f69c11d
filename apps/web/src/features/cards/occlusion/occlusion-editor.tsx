import type { CardInput, NoteInput } from '@kurio/shared/cards';
import {
  maxOcclusionImageBytes,
  occlusionImageTypes,
  occlusionMessages,
  occlusionModeLabels,
  occlusionModes,
  occlusionNumbers,
} from '@kurio/shared/occlusion';
import { FileInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { useUploadCardImage } from '../api/upload-card-image';
import { type OcclusionDraft, readDraft } from './occlusion-draft';
import { OcclusionDrawing } from './occlusion-drawing';

type NoteForm = UseFormReturn<CardInput, unknown, NoteInput>;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The image occlusion part of the note editor: the image, the mode, a header and the areas, kept in the form's
 * `question` as the server stores them; the shared schema checks them on save.
 */
export function OcclusionEditor({ form }: { form: NoteForm }) {
  const draft = readDraft(form.watch('question') ?? '');
  const upload = useUploadCardImage();
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const error = form.formState.errors.question?.message;

  const change = (next: Partial<OcclusionDraft>) =>
    form.setValue('question', JSON.stringify({ ...draft, ...next }), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setFileProblem(null);
    if (!chosen) return;
    // The server decides by the bytes; these checks only spare an upload bound to fail.
    if (!(occlusionImageTypes as readonly string[]).includes(chosen.type))
      return setFileProblem(occlusionMessages.imageType);
    if (chosen.size > maxOcclusionImageBytes) return setFileProblem(occlusionMessages.imageTooLarge);
    try {
      change({ image: (await upload.mutateAsync(chosen)).url });
    } catch (problem) {
      setFileProblem(problem instanceof ApiError ? problem.message : 'The image could not be uploaded. Try again.');
    }
  };

  return (
    <Stack gap="sm">
      <FileInput
        label={draft.image ? 'Replace the image' : 'Image'}
        description="PNG, JPEG or WebP, at most 5 MB"
        placeholder="Choose image"
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        accept={occlusionImageTypes.join(',')}
        value={file}
        onChange={(chosen) => void choose(chosen)}
        error={fileProblem}
        disabled={upload.isPending}
      />
      {upload.isPending && <Text size="sm">Uploading the image…</Text>}
      <Radio.Group
        label="Mode"
        value={draft.mode}
        onChange={(mode) => change({ mode: mode as OcclusionDraft['mode'] })}
      >
        <Stack gap={4} mt={4}>
          {occlusionModes.map((mode) => (
            <Radio key={mode} value={mode} label={occlusionModeLabels[mode]} />
          ))}
        </Stack>
      </Radio.Group>
      <TextInput
        label="Header (optional)"
        value={draft.header}
        onChange={(event) => change({ header: event.currentTarget.value })}
      />
      {draft.image && (
        <OcclusionDrawing
          image={draft.image}
          alt={draft.header || 'The image to hide areas of'}
          areas={draft.areas}
          onChange={(areas) => change({ areas })}
        />
      )}
      <Text size="sm" aria-live="polite">
        {draft.areas.length === 0
          ? 'No area yet: each area you draw makes a card.'
          : `${plural(draft.areas.length, 'area')}, ${plural(occlusionNumbers(draft).length, 'card')}`}
      </Text>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
