import { describe, expect, it } from 'vitest';
import { fileProblem, orderMessages } from '../src/checkout';
import { maxUploadBytes } from '../src/uploads';

describe('fileProblem (the browser-side check of the order file)', () => {
  it('takes a PDF, TXT, DOC or DOCX up to 10 MB', () => {
    expect(fileProblem({ name: 'cv.pdf', type: 'application/pdf', size: maxUploadBytes })).toBeUndefined();
    expect(fileProblem({ name: 'notes.TXT', type: '', size: 12 })).toBeUndefined();
  });

  it('refuses other types, files over 10 MB and empty files, with the message the server gives', () => {
    expect(fileProblem({ name: 'app.exe', type: 'application/x-msdownload', size: 10 })).toBe(orderMessages.fileType);
    expect(fileProblem({ name: 'cv.pdf', type: 'application/pdf', size: maxUploadBytes + 1 })).toBe(
      orderMessages.fileSize,
    );
    expect(fileProblem({ name: 'cv.pdf', type: 'application/pdf', size: 0 })).toBe(orderMessages.fileEmpty);
  });
});
