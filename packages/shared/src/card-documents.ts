import { z } from 'zod';
import { maxSourceTextChars } from './card-generation';
import { maxUploadBytes } from './uploads';

/** docs/product.md §9: a document for the generator is capped like every other upload. */
export const maxDocumentBytes = maxUploadBytes;
/** A section longer than the generator takes at once is cut into parts at paragraph breaks. */
export const maxSectionChars = maxSourceTextChars;
/** At most this many sections are offered; a document with more is cut at the last one. */
export const maxDocumentSections = 200;

export const documentMessages = {
  fileRequired: 'Choose a PDF, Word (.docx), Markdown or text file',
  fileType: 'Kurio reads PDF, Word (.docx), Markdown and plain-text files. Please choose one of those.',
  oldWord: 'This is an old Word (.doc) file. Save it as .docx in Word and upload that.',
  fileSize: 'The file is too large (at most 10 MB).',
  fileEmpty: 'The file is empty. Please choose another file.',
  scanned: 'This PDF has no text layer — it looks scanned. Kurio can’t read scanned pages yet.',
  encrypted: 'This PDF is password-protected. Save a copy without the password and upload that.',
  unreadable: 'This file could not be read. It may be damaged; export it again and retry.',
  tooSlow: 'This PDF took too long to read. Try a smaller part of it, or print it to PDF again.',
  noText: 'This file holds no text to make cards from.',
  pickSection: 'Pick at least one section',
  tooMuchText: `Pick sections of at most ${maxSourceTextChars.toLocaleString('en-US')} characters in all`,
} as const;

export const documentSectionSchema = z.object({
  /** Position in the document, from 1; stable for one extraction. */
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  chars: z.number().int(),
});
export type DocumentSection = z.infer<typeof documentSectionSchema>;

/**
 * POST /api/card/document (multipart `document`) answers the document's text in sections for the learner to
 * pick; nothing is stored. The chosen sections' text is then the generator's `sourceText`.
 */
export const documentSectionsResponseSchema = z.object({
  /** How the document was read, for the picker's caption. */
  kind: z.enum(['pdf', 'docx', 'text']),
  pages: z.number().int().optional(),
  sections: z.array(documentSectionSchema),
});
export type DocumentSections = z.infer<typeof documentSectionsResponseSchema>;
