// What an upload may be (the interview-guide order, documents for cards), free of zod for the screens that only
// need the limits.

export const maxUploadBytes = 10 * 1024 * 1024;

/** What each accepted upload type is called by browsers and by its bytes. */
export const acceptedUploads = [
  { mime: 'application/pdf', extension: 'pdf' },
  { mime: 'text/plain', extension: 'txt' },
  { mime: 'application/msword', extension: 'doc' },
  { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' },
] as const;
export const acceptAttribute = acceptedUploads.map((type) => `.${type.extension},${type.mime}`).join(',');
