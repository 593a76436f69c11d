import type { TranscriptEntry } from '@kurio/shared/lessons';
import type { Nodes, Parents } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString as textOf } from 'mdast-util-to-string';

/** A transcript sentence without timing: speech has no clock to seek on, only sentence order. */
export type SpokenSentence = Pick<TranscriptEntry, 'sentence' | 'isParagraphEnd'>;

/** The blocks read as one paragraph each; containers (lists, quotes) are walked into. */
const spokenBlocks = new Set(['heading', 'paragraph', 'tableRow']);

function blocksOf(node: Nodes, blocks: string[]): string[] {
  if (spokenBlocks.has(node.type)) {
    const text = textOf(node).replace(/\s+/g, ' ').trim();
    if (text) blocks.push(text);
  } else if (node.type !== 'code' && node.type !== 'html' && 'children' in node) {
    for (const child of (node as Parents).children) blocksOf(child, blocks);
  }
  return blocks;
}

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/**
 * A created lesson as the sentences to read aloud: each heading, paragraph and list item of the Markdown (code
 * and raw HTML are skipped) split into sentences by the platform's Unicode sentence rules, the last sentence of
 * each block ending its paragraph.
 */
export function markdownSentences(markdown: string): SpokenSentence[] {
  return blocksOf(fromMarkdown(markdown), []).flatMap((block) => {
    const sentences = [...segmenter.segment(block)].map((part) => part.segment.trim()).filter(Boolean);
    return sentences.map((sentence, index) => ({ sentence, isParagraphEnd: index === sentences.length - 1 }));
  });
}
