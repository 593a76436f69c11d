import { documentMessages } from '@kurio/shared/card-documents';
import mammoth from 'mammoth';
import { DomainError } from '../../domain-error';
import { markdownSections, type RawSection } from './document-sections';
import { htmlToMarkdownConverter } from './html-markdown';

const turndown = htmlToMarkdownConverter();
// Pictures carry no text to make cards from, and inline as large data URLs.
turndown.remove(['img']);

/** Word's Title style starts a section like its headings do. */
const styleMap = ["p[style-name='Title'] => h1:fresh", "p[style-name='Subtitle'] => h2:fresh"];

/**
 * A DOCX's text in sections at its headings. The caller has bounded the ZIP first (docs/decisions/085), since
 * mammoth unpacks every part it reads.
 */
export async function docxSections(bytes: Buffer): Promise<RawSection[]> {
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ buffer: bytes }, { styleMap })).value;
  } catch {
    const message = documentMessages.unreadable;
    throw new DomainError('invalid', 'documentUnreadable', message, { fieldErrors: { document: message } });
  }
  return markdownSections(turndown.turndown(html));
}
