import { type DocumentSections, documentMessages } from '@kurio/shared/card-documents';
import { detectUploadType } from '../../../platform/uploads/upload-type';
import { DomainError } from '../../domain-error';
import { docxSections } from './document-docx';
import { pdfSections } from './document-pdf';
import { finishSections, markdownSections } from './document-sections';

const refuse = (code: string, message: string) =>
  new DomainError('invalid', code, message, { fieldErrors: { document: message } });

/**
 * A document's text in sections for the generator (docs/product.md §2): typed by its bytes, never by its name;
 * PDF by unpdf, DOCX by mammoth, text and Markdown as Markdown. Nothing is stored.
 */
export async function readDocumentSections(bytes: Buffer, fileName: string): Promise<DocumentSections> {
  if (bytes.length === 0) throw refuse('validation', documentMessages.fileEmpty);
  const type = await detectUploadType(bytes, fileName);
  if (type?.extension === 'doc') throw refuse('documentOldWord', documentMessages.oldWord);
  let result: DocumentSections;
  if (type?.extension === 'pdf') {
    const { pages, sections } = await pdfSections(bytes);
    result = { kind: 'pdf', pages, sections: finishSections(sections) };
  } else if (type?.extension === 'docx') {
    result = { kind: 'docx', sections: finishSections(await docxSections(bytes)) };
  } else if (type?.extension === 'txt') {
    result = { kind: 'text', sections: finishSections(markdownSections(bytes.toString('utf8'))) };
  } else {
    throw refuse('documentType', documentMessages.fileType);
  }
  if (result.sections.length === 0) throw refuse('documentEmpty', documentMessages.noText);
  return result;
}
