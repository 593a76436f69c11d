import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownAnswer } from './markdown-answer';

const renderAnswer = (markdown: string) =>
  render(
    <MantineProvider>
      <MarkdownAnswer>{markdown}</MarkdownAnswer>
    </MantineProvider>,
  );

describe('MarkdownAnswer (docs/product.md §5 URL schemes)', () => {
  it('keeps http, https, mailto, irc, ircs, xmpp and relative links', () => {
    const schemes = [
      'https://a.example',
      'http://b.example',
      'mailto:c@example.com',
      'irc://d',
      'ircs://e',
      'xmpp:f@g',
      '/cards',
    ];
    renderAnswer(schemes.map((url, i) => `[link${i}](${url})`).join(' '));
    schemes.forEach((url, i) => {
      expect(screen.getByText(`link${i}`).closest('a')).toHaveAttribute('href', url);
    });
  });

  it('drops javascript: and data: URLs and never renders raw HTML', () => {
    const { container } = renderAnswer(
      '[bad](javascript:alert(1)) ![img](data:image/png;base64,AAAA) <script>alert(1)</script> <b>raw</b> **bold**',
    );
    expect(screen.getByText('bad').closest('a')?.getAttribute('href') ?? '').toBe('');
    expect(container.querySelector('img')?.getAttribute('src') ?? '').toBe('');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('strong')).toHaveTextContent('bold');
  });
});
