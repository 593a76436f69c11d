import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardQuestion } from './card-question';

describe('CardQuestion', () => {
  it('shows an imported image and emphasis inside the heading, and keeps other Markdown as text', () => {
    render(
      <h2>
        <CardQuestion>{'What colour is **chlorophyll**?\n\n![leaf](/api/card/media/1) # not a title'}</CardQuestion>
      </h2>,
    );
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.querySelector('strong')).toHaveTextContent('chlorophyll');
    expect(screen.getByRole('img', { name: 'leaf' })).toHaveAttribute('src', '/api/card/media/1');
    expect(heading).toHaveTextContent('What colour is chlorophyll? # not a title');
    expect(heading.querySelector('p, h1')).toBeNull();
  });

  it('drops a script link the URL filter refuses', () => {
    render(<CardQuestion>{'![x](javascript:alert(1))'}</CardQuestion>);
    expect(screen.getByRole('img', { name: 'x' })).not.toHaveAttribute('src', expect.stringContaining('javascript'));
  });
});
