import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RatingButtons } from './rating-buttons';

describe('RatingButtons (docs/product.md §9)', () => {
  it('shows the six ratings best first and sends the quality', async () => {
    const onRate = vi.fn();
    render(
      <MantineProvider>
        <RatingButtons onRate={onRate} disabled={false} />
      </MantineProvider>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '5 Super easy',
      '4 Easy',
      '3 Okay',
      '2 Hard',
      '1 Very hard',
      '0 Totally forgot',
    ]);
    await userEvent.click(screen.getByRole('button', { name: '2 Hard' }));
    expect(onRate).toHaveBeenCalledWith(2);
  });
});
