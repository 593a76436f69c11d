import type { OcclusionNote } from '@kurio/shared/occlusion';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OcclusionView } from './occlusion-view';

const note = (mode: OcclusionNote['mode']): OcclusionNote => ({
  image: '/api/card/media/00000000-0000-4000-8000-000000000000',
  mode,
  header: 'The heart',
  areas: [
    [1, 0.1, 0.1, 0.2, 0.2],
    [2, 0.5, 0.5, 0.2, 0.2],
    [3, 0.7, 0.1, 0.1, 0.1],
  ],
});

/** The masks drawn over the image, by kind (the end of their CSS module class) and left edge. */
function masks() {
  const image = screen.getByRole('img', { name: 'The heart' });
  return [...image.parentElement!.querySelectorAll('div')].map((mask) => [
    /current|other|revealed/.exec(mask.className)?.[0],
    (mask as HTMLElement).style.left,
  ]);
}

function show(mode: OcclusionNote['mode'], revealed: boolean) {
  render(
    <MantineProvider>
      <OcclusionView occlusion={note(mode)} ordinal={2} revealed={revealed} />
    </MantineProvider>,
  );
}

describe('OcclusionView', () => {
  it('"hide one": masks only the card’s area, then outlines it on the reveal', () => {
    show('hideOne', false);
    expect(masks()).toEqual([['current', '50%']]);
    expect(screen.getByText('What is under the orange area?')).toBeInTheDocument();
  });

  it('"hide all": masks the other areas too, which stay masked after the reveal', () => {
    show('hideAll', true);
    expect(masks()).toEqual([
      ['other', '10%'],
      ['revealed', '50%'],
      ['other', '70%'],
    ]);
    expect(screen.getByText('The outlined area was hidden.')).toBeInTheDocument();
  });
});
