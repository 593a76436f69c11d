import type { OcclusionArea } from '@kurio/shared/occlusion';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OcclusionDrawing } from './occlusion-drawing';

/** The drawing as the editor holds it: its areas in state, each change also told to `onChange`. */
function Holder({ initial, onChange }: { initial: OcclusionArea[]; onChange: (areas: OcclusionArea[]) => void }) {
  const [areas, setAreas] = useState(initial);
  return (
    <OcclusionDrawing
      image="/api/card/media/00000000-0000-4000-8000-000000000000"
      alt="A heart"
      areas={areas}
      onChange={(next) => {
        onChange(next);
        setAreas(next);
      }}
    />
  );
}

/** Renders the drawing; the answer holds its latest areas. */
function renderDrawing(initial: OcclusionArea[]) {
  const latest = { areas: initial };
  render(
    <MantineProvider>
      <Holder
        initial={initial}
        onChange={(next) => {
          latest.areas = next;
        }}
      />
    </MantineProvider>,
  );
  return latest;
}

const area = (name: RegExp) => screen.getByRole('button', { name });
const rounded = (areas: OcclusionArea[]) => areas.map((one) => one.map((value) => Math.round(value * 1000) / 1000));

describe('OcclusionDrawing with the keyboard', () => {
  it('moves a focused area with the arrow keys and resizes it with Shift+arrows, never past the image', async () => {
    const latest = renderDrawing([[1, 0.1, 0.2, 0.3, 0.1]]);
    area(/^Area 1:/).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(rounded(latest.areas)).toEqual([[1, 0.12, 0.21, 0.3, 0.1]]);
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowUp}{/Shift}');
    expect(rounded(latest.areas)).toEqual([[1, 0.12, 0.21, 0.31, 0.09]]);
    expect(area(/^Area 1:/)).toHaveAccessibleName('Area 1: left 12%, top 21%, width 31%, height 9%');
    expect(area(/^Area 1:/)).toHaveFocus();
    // Left past the edge stops at it; shrinking stops at the smallest size.
    for (let step = 0; step < 30; step++) await userEvent.keyboard('{ArrowLeft}{Shift>}{ArrowUp}{/Shift}');
    expect(rounded(latest.areas)).toEqual([[1, 0, 0.21, 0.31, 0.02]]);
  });

  it('"Add area" adds one in the middle with the next number and focuses it; Delete removes the focused one', async () => {
    const latest = renderDrawing([[1, 0.1, 0.1, 0.2, 0.2]]);
    await userEvent.click(screen.getByRole('button', { name: 'Add area' }));
    expect(latest.areas).toEqual([
      [1, 0.1, 0.1, 0.2, 0.2],
      [2, 0.4, 0.4, 0.2, 0.2],
    ]);
    expect(area(/^Area 2:/)).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    expect(latest.areas).toEqual([[1, 0.1, 0.1, 0.2, 0.2]]);
    // Focus goes to the area that remains, then to "Add area" when none is left.
    expect(area(/^Area 1:/)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(latest.areas).toEqual([]);
    expect(screen.getByRole('button', { name: 'Add area' })).toHaveFocus();
  });

  it('tells each area how the keys work, and draws a new area with a pointer drag', () => {
    const latest = renderDrawing([]);
    const surface = screen.getByRole('img', { name: 'A heart' }).parentElement!;
    surface.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 100 }) as DOMRect;
    fireEvent.pointerDown(surface, { button: 0, pointerId: 1, clientX: 20, clientY: 10 });
    fireEvent.pointerMove(surface, { pointerId: 1, clientX: 80, clientY: 60 });
    fireEvent.pointerUp(surface, { pointerId: 1 });
    expect(rounded(latest.areas)).toEqual([[1, 0.1, 0.1, 0.3, 0.5]]);
    expect(area(/^Area 1:/)).toHaveAccessibleDescription(/Shift\+arrows resize it/);
  });
});
