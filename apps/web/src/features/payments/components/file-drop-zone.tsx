import { acceptAttribute } from '@kurio/shared/uploads';
import { Button, CloseButton, Group, Text } from '@mantine/core';
import { type DragEvent, useId, useRef, useState } from 'react';
import classes from './file-drop-zone.module.css';

interface FileDropZoneProps {
  label: string;
  file: File | undefined;
  error?: string;
  disabled?: boolean;
  onChange: (file: File | undefined) => void;
}

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** docs/product.md §2: optional file by drag-drop or browse; the drop area is highlighted while a file is over it. */
export function FileDropZone({ label, file, error, disabled, onChange }: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragOver, setDragOver] = useState(false);
  const labelId = useId();
  const errorId = useId();

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragOver(false);
    if (disabled) return;
    const dropped = event.dataTransfer.files[0];
    if (dropped) onChange(dropped);
  };

  return (
    <div>
      <Text id={labelId} size="sm" fw={500} mb={4}>
        {label}
      </Text>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop target; the Browse button is the keyboard path. */}
      <div
        className={classes.zone}
        data-drag-over={dragOver || undefined}
        data-invalid={error ? true : undefined}
        data-testid="drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
      >
        {file ? (
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" truncate>
              {file.name} ({formatSize(file.size)})
            </Text>
            <CloseButton aria-label={`Remove ${file.name}`} onClick={() => onChange(undefined)} disabled={disabled} />
          </Group>
        ) : (
          <Text size="sm" c="gray.7" ta="center">
            {dragOver ? 'Drop the file here' : 'Drag a file here, or'}{' '}
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => input.current?.click()}
              disabled={disabled}
              aria-describedby={error ? errorId : undefined}
            >
              browse
            </Button>
            <br />
            PDF, TXT, DOC or DOCX, up to 10 MB
          </Text>
        )}
        <input
          ref={input}
          type="file"
          accept={acceptAttribute}
          hidden
          aria-labelledby={labelId}
          onChange={(event) => {
            onChange(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
      </div>
      {error && (
        <Text id={errorId} size="sm" c="red.8" mt={4} role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}
