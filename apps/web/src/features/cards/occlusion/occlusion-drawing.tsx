import type { OcclusionArea } from '@kurio/shared/occlusion';
import { Box, Button, Group, Kbd, Text } from '@mantine/core';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import classes from './occlusion.module.css';
import { centredArea, describeArea, keyStep, moveArea, nextAreaNumber, placeOf, resizeArea } from './occlusion-draft';
import { useAreaDrag } from './use-area-drag';

const arrows: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The areas after a key pressed on area `index`: arrows move it, Shift+arrows resize it, Delete or Backspace
 * removes it; null for any other key.
 */
function areasAfterKey(areas: OcclusionArea[], index: number, event: KeyboardEvent): OcclusionArea[] | null {
  if (event.key === 'Delete' || event.key === 'Backspace') return areas.filter((_, other) => other !== index);
  const arrow = arrows[event.key];
  if (!arrow) return null;
  const [dx, dy] = [arrow[0] * keyStep, arrow[1] * keyStep];
  const area = areas[index]!;
  const changed = event.shiftKey ? resizeArea(area, dx, dy) : moveArea(area, dx, dy);
  return areas.map((other, position) => (position === index ? changed : other));
}

/**
 * Areas drawn over an image, in fractions of its size so they fit any display. A pointer draws a new area by
 * dragging over the image and moves one by dragging it. Each area is a button: arrow keys move it, Shift+arrow
 * resizes it, Delete (or Backspace) removes it; "Add area" puts a new one in the middle.
 */
export function OcclusionDrawing({
  image,
  alt,
  areas,
  onChange,
}: {
  image: string;
  alt: string;
  areas: OcclusionArea[];
  onChange: (areas: OcclusionArea[]) => void;
}) {
  const surface = useRef<HTMLDivElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  /** The area to focus once drawn (-1: "Add area"): the one added or moved, or the one after a deleted one. */
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const drag = useAreaDrag(surface, areas, onChange, setFocusIndex);
  const help = useId();

  useEffect(() => {
    if (focusIndex === null) return;
    (buttons.current[focusIndex] ?? addButton.current)?.focus();
    setFocusIndex(null);
  }, [focusIndex]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = areasAfterKey(areas, index, event);
    if (!next) return;
    event.preventDefault();
    onChange(next);
    if (next.length < areas.length) setFocusIndex(next.length > 0 ? Math.min(index, next.length - 1) : -1);
  };

  return (
    <Box>
      <div ref={surface} className={classes.surface} {...drag.surfaceHandlers}>
        <img src={image} alt={alt} className={classes.image} draggable={false} />
        {drag.shown.map((area, index) => (
          <button
            // Areas are only appended or removed, so while drawn an index names one area.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className={classes.area}
            style={placeOf(area)}
            aria-label={describeArea(area)}
            aria-describedby={help}
            onPointerDown={(event) => {
              event.stopPropagation();
              drag.start(event, index);
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span aria-hidden="true">{area[0]}</span>
          </button>
        ))}
      </div>
      <Group gap="sm" mt="xs" wrap="wrap">
        <Button
          ref={addButton}
          variant="light"
          size="xs"
          onClick={() => {
            onChange([...areas, centredArea(nextAreaNumber(areas))]);
            setFocusIndex(areas.length);
          }}
        >
          Add area
        </Button>
        <Text id={help} size="xs" c="dimmed">
          Drag on the image to draw an area. On an area: <Kbd>←</Kbd> <Kbd>→</Kbd> <Kbd>↑</Kbd> <Kbd>↓</Kbd> move it,{' '}
          <Kbd>Shift</Kbd>+arrows resize it, <Kbd>Delete</Kbd> removes it.
        </Text>
      </Group>
    </Box>
  );
}
