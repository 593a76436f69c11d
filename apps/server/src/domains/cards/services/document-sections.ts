import { type DocumentSection, maxDocumentSections, maxSectionChars } from '@kurio/shared/card-documents';
import { marked } from 'marked';

/** A titled run of text before it is numbered and measured. */
export interface RawSection {
  title: string;
  text: string;
}

const untitled = 'Before the first heading';

/** Paragraphs packed into parts of at most `limit` characters; a paragraph longer than that is cut at a space. */
function parts(text: string, limit: number): string[] {
  const out: string[] = [];
  let current = '';
  const flush = () => {
    if (current.trim()) out.push(current.trim());
    current = '';
  };
  for (const paragraph of text.split(/\n{2,}/)) {
    let rest = paragraph;
    while (rest.length > limit) {
      flush();
      const cut = rest.lastIndexOf(' ', limit);
      const at = cut > limit / 2 ? cut : limit;
      out.push(rest.slice(0, at).trim());
      rest = rest.slice(at);
    }
    if (current && current.length + 2 + rest.length > limit) flush();
    current = current ? `${current}\n\n${rest}` : rest;
  }
  flush();
  return out;
}

/**
 * The sections the learner picks from: empty ones dropped, long ones cut into "(part n of m)" so any one
 * section fits a generation, numbered from 1, at most `maxDocumentSections`.
 */
export function finishSections(raw: RawSection[]): DocumentSection[] {
  const sections: DocumentSection[] = [];
  for (const { title, text } of raw) {
    const pieces = parts(text.trim(), maxSectionChars);
    pieces.forEach((piece, index) => {
      const name = pieces.length > 1 ? `${title} (part ${index + 1} of ${pieces.length})` : title;
      sections.push({ id: sections.length + 1, title: name, text: piece, chars: piece.length });
    });
  }
  return sections.slice(0, maxDocumentSections);
}

/** Markdown (or plain text, which reads as Markdown paragraphs) split at every heading, whatever its level. */
export function markdownSections(markdown: string): RawSection[] {
  const sections: RawSection[] = [];
  let current: RawSection = { title: untitled, text: '' };
  for (const token of marked.lexer(markdown)) {
    if (token.type === 'heading') {
      sections.push(current);
      current = { title: token.text.trim().slice(0, 200), text: '' };
    } else {
      current.text += token.raw;
    }
  }
  sections.push(current);
  if (sections.length === 1) current.title = 'The whole text';
  return sections;
}
