import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { MarkdownAnswer } from '../src/features/cards/components/markdown-answer';
import { ChatMessageList } from '../src/features/lessons/components/chat-message-list';
import { LessonPanel } from '../src/features/lessons/components/lesson-panel';

/** Markdown an AI answer, an imported card or a pasted note could carry; each tries to run `window.__xss = 1`. */
const payloads = [
  '[plain](javascript:window.__xss=1)',
  '[mixed case](JaVaScRiPt:window.__xss=1)',
  '[entity](&#106;avascript:window.__xss=1)',
  '[tab](java&#x09;script:window.__xss=1)',
  '<javascript:window.__xss=1>',
  '[reference][evil]\n\n[evil]: javascript:window.__xss=1',
  '![image link](javascript:window.__xss=1)',
  '[vb](vbscript:msgbox(1))',
  '[data](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==)',
  '<img src=x onerror="window.__xss=1">',
  '![broken](x" onerror="window.__xss=1)',
  '<svg onload="window.__xss=1"></svg>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<a href="javascript:window.__xss=1">raw anchor</a>',
  '<script>window.__xss=1</script>',
  '<details open ontoggle="window.__xss=1">x</details>',
  '[title](https://ok.example "t\\" onmouseover=\\"window.__xss=1")',
  '[safe link](https://ok.example/path)',
].join('\n\n');

const renderers: Record<string, (markdown: string) => ReactNode> = {
  'card answer': (markdown) => <MarkdownAnswer>{markdown}</MarkdownAnswer>,
  'lesson tutor chat': (markdown) => (
    <ChatMessageList
      typing={false}
      messages={[{ id: 'm1', sender: 'assistant', content: markdown, createdMs: 1_700_000_000_000 }]}
    />
  ),
  'created lesson': (markdown) => <LessonPanel lesson={markdown} writing={false} onCollapse={() => {}} />,
};

const allowedUrl = /^(https?:|mailto:|ircs?:|xmpp:|\/|#|$)/i;

describe('markdown renders hostile input inert', () => {
  for (const [where, element] of Object.entries(renderers)) {
    it(`in the ${where}: no script-capable elements, no event handlers, no javascript/data URLs`, () => {
      const { container } = render(
        <QueryClientProvider client={new QueryClient()}>
          <MantineProvider>{element(payloads)}</MantineProvider>
        </QueryClientProvider>,
      );
      expect(container.querySelectorAll('script, iframe, svg, object, embed, details, form')).toHaveLength(0);
      for (const node of container.querySelectorAll('*')) {
        for (const attribute of node.getAttributeNames()) expect(attribute, node.outerHTML).not.toMatch(/^on/i);
        for (const attribute of ['href', 'src', 'action', 'formaction', 'xlink:href']) {
          const value = node.getAttribute(attribute);
          if (value !== null) expect(value.trim(), node.outerHTML).toMatch(allowedUrl);
        }
      }
      // The payloads are still shown (as text or as harmless links), and real links keep working.
      expect(container.querySelector('a[href="https://ok.example/path"]')).toHaveTextContent('safe link');
      expect(container.textContent).toContain('mixed case');
      expect((window as { __xss?: number }).__xss).toBeUndefined();
    });
  }
});
