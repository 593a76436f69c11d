import type { DocumentSection } from '@kurio/shared/card-documents';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DocumentSectionPicker } from './document-section-picker';

const section = (id: number, title: string, chars: number): DocumentSection => ({
  id,
  title,
  chars,
  text: 'x'.repeat(chars),
});
const sections = [
  section(1, 'Photosynthesis', 120),
  section(2, 'The Calvin cycle', 9_000),
  section(3, 'Appendix', 12_000),
];

function Picker() {
  const [selected, setSelected] = useState<number[]>([]);
  return (
    <MantineProvider>
      <DocumentSectionPicker sections={sections} selected={selected} onChange={setSelected} />
    </MantineProvider>
  );
}

describe('DocumentSectionPicker', () => {
  it('is worked by keyboard: Tab to a section, Space to pick it, with the running total', async () => {
    render(<Picker />);
    expect(screen.getByText('0 of 3 chosen · 0 characters of 20,000')).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: /Photosynthesis/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: /Photosynthesis/ })).toBeChecked();
    expect(screen.getByText('1 of 3 chosen · 120 characters of 20,000')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveAttribute('data-indeterminate', 'true');
  });

  it('selects all and none, and says when the choice is more than one generation reads', async () => {
    render(<Picker />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('3 of 3 chosen · 21,120 characters of 20,000')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Pick sections of at most 20,000 characters in all');
    await userEvent.click(screen.getByRole('checkbox', { name: /Appendix/ }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
  });
});
