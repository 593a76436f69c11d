import { describe, expect, it } from 'vitest';
import { markdownSentences } from './markdown-sentences';

describe('markdownSentences', () => {
  it('reads headings, paragraphs and list items as paragraphs of sentences, without Markdown marks', () => {
    const markdown = [
      '# Volcano',
      '',
      'A **volcano** is an opening in the crust. Lava comes out of it!',
      '',
      '## Key points',
      '',
      '- It can be *active* or dormant.',
      '- See [the map](https://example.com) for more.',
    ].join('\n');
    expect(markdownSentences(markdown)).toEqual([
      { sentence: 'Volcano', isParagraphEnd: true },
      { sentence: 'A volcano is an opening in the crust.', isParagraphEnd: false },
      { sentence: 'Lava comes out of it!', isParagraphEnd: true },
      { sentence: 'Key points', isParagraphEnd: true },
      { sentence: 'It can be active or dormant.', isParagraphEnd: true },
      { sentence: 'See the map for more.', isParagraphEnd: true },
    ]);
  });

  it('skips code blocks and raw HTML, and joins lines wrapped inside a paragraph', () => {
    const markdown = 'First line\nwraps here. Second sentence.\n\n```js\nconsole.log(1);\n```\n\n<div>raw</div>';
    expect(markdownSentences(markdown).map((entry) => entry.sentence)).toEqual([
      'First line wraps here.',
      'Second sentence.',
    ]);
  });

  it('has nothing to read in an empty lesson', () => {
    expect(markdownSentences('  \n')).toEqual([]);
  });
});
