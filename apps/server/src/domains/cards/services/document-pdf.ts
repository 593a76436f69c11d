import { documentMessages } from '@kurio/shared/card-documents';
import { type PdfTextItem, readPdfText } from '../../../adapters/documents/pdf-text';
import { DomainError } from '../../domain-error';
import type { RawSection } from './document-sections';

interface Line {
  text: string;
  size: number;
  y: number;
  page: number;
}

/** A line this much larger than the body text, and short, is a heading. */
const headingScale = 1.15;
const maxHeadingChars = 150;

const refuse = (code: string, message: string) =>
  new DomainError('invalid', code, message, { fieldErrors: { document: message } });

/** Text items joined into lines, each with its largest font size and its page. */
function pageLines(pages: PdfTextItem[][]): Line[] {
  const lines: Line[] = [];
  pages.forEach((items, index) => {
    let current: Line | undefined;
    const end = () => {
      if (current?.text.trim()) lines.push({ ...current, text: current.text.replace(/\s+/g, ' ').trim() });
      current = undefined;
    };
    for (const item of items) {
      if (item.str) {
        current ??= { text: '', size: 0, y: item.y, page: index + 1 };
        current.text += item.str.replace(/[\p{Cc}\p{Cs}]/gu, ' ');
        if (item.str.trim()) current.size = Math.max(current.size, item.fontSize);
      }
      if (item.hasEOL) end();
    }
    end();
  });
  return lines;
}

/** The font size carrying the most characters: the body text. */
function bodySize(lines: Line[]): number {
  const chars = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.size * 2) / 2;
    chars.set(size, (chars.get(size) ?? 0) + line.text.length);
  }
  return [...chars].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

/** A heading set on two lines: the same size, right below the first. */
const continuesHeading = (first: Line, next: Line) =>
  first.page === next.page &&
  Math.abs(first.size - next.size) < 0.5 &&
  Math.abs(first.y - next.y) <= next.size * 1.6 &&
  first.text.length + next.text.length < maxHeadingChars;

/** Lines joined into paragraphs: a wider gap than a line's own height, or a new page, starts a paragraph. */
function joinLines(lines: Line[]): string {
  let text = '';
  let previous: Line | undefined;
  for (const line of lines) {
    const newParagraph =
      !previous || previous.page !== line.page || Math.abs(previous.y - line.y) > Math.max(line.size, 1) * 1.6;
    text += previous ? (newParagraph ? '\n\n' : ' ') : '';
    text += line.text;
    previous = line;
  }
  return text;
}

/**
 * A PDF's text in sections: at the lines set larger than the body text when there are such headings, else one
 * section a page. A PDF without text is a scan, which Kurio cannot read (docs/decisions/116).
 */
export async function pdfSections(bytes: Buffer): Promise<{ pages: number; sections: RawSection[] }> {
  const extracted = await readPdfText(new Uint8Array(bytes));
  if ('failure' in extracted) {
    if (extracted.failure === 'encrypted') throw refuse('documentEncrypted', documentMessages.encrypted);
    throw refuse(
      'documentUnreadable',
      extracted.failure === 'tooSlow' ? documentMessages.tooSlow : documentMessages.unreadable,
    );
  }
  const lines = pageLines(extracted.pages);
  if (!lines.some((line) => /\p{L}/u.test(line.text))) throw refuse('documentScanned', documentMessages.scanned);

  const body = bodySize(lines);
  const isHeading = (line: Line) =>
    line.size >= body * headingScale && line.text.length <= maxHeadingChars && /\p{L}/u.test(line.text);
  const byPage = !lines.some(isHeading);
  const sections: { title: string; heading?: Line; lines: Line[] }[] = [];
  for (const line of lines) {
    const last = sections.at(-1);
    if (byPage) {
      if (last?.lines[0]?.page === line.page) last.lines.push(line);
      else sections.push({ title: `Page ${line.page}`, lines: [line] });
    } else if (isHeading(line)) {
      if (last?.heading && last.lines.length === 0 && continuesHeading(last.heading, line)) {
        last.title = `${last.title} ${line.text}`;
        last.heading = line;
      } else sections.push({ title: line.text, heading: line, lines: [] });
    } else if (last) last.lines.push(line);
    else sections.push({ title: `Page ${line.page}`, lines: [line] });
  }
  return {
    pages: extracted.totalPages,
    sections: sections.map((section) => ({ title: section.title, text: joinLines(section.lines) })),
  };
}
