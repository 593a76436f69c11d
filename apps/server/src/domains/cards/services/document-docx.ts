import { documentMessages } from '@kurio/shared/card-documents';
import { zipSync } from 'fflate';
import { maxDocxUnpackedBytes } from '../../../platform/uploads/upload-type';
import { unzipWithin } from '../../../platform/uploads/zip-bounds';
import { DomainError } from '../../domain-error';
import { markdownSections, type RawSection } from './document-sections';

/** Word's Title style starts a section like its headings do. */
const styleMap = ["p[style-name='Title'] => h1:fresh", "p[style-name='Subtitle'] => h2:fresh"];

const unreadable = () =>
  new DomainError('invalid', 'documentUnreadable', documentMessages.unreadable, {
    fieldErrors: { document: documentMessages.unreadable },
  });

/**
 * A DOCX's text in sections at its headings. mammoth unpacks every part it reads, following the ZIP's central
 * directory, which may point at data the bounded pass never saw: it reads the parts that pass the bounds
 * (docs/decisions/085, 134), stored again uncompressed.
 */
export async function docxSections(bytes: Buffer): Promise<RawSection[]> {
  const parts = unzipWithin(bytes, maxDocxUnpackedBytes, () => true);
  if (!parts) throw unreadable();
  // The Word reader and the HTML-to-Markdown DOM are loaded by the first Word document, not at start-up (decision 185).
  const [{ default: mammoth }, { htmlToMarkdownConverter }] = await Promise.all([
    import('mammoth'),
    import('./html-markdown'),
  ]);
  const turndown = htmlToMarkdownConverter();
  // Pictures carry no text to make cards from, and inline as large data URLs.
  turndown.remove(['img']);
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ buffer: Buffer.from(zipSync(parts, { level: 0 })) }, { styleMap })).value;
  } catch {
    throw unreadable();
  }
  return markdownSections(turndown.turndown(html));
}
