import multipart from '@fastify/multipart';
import { routes } from '@kurio/shared/api/routes';
import { documentMessages, maxDocumentBytes } from '@kurio/shared/card-documents';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { HttpError } from '../../../http/http-error';
import { readMultipartFile } from '../../../http/multipart-file';
import { enforceRateLimits, requireUser } from '../../accounts/routes/public';
import { readDocumentSections } from '../services/document-import';

const fileField = 'document';
/** Reading a PDF is CPU work on the request's core; a learner uploads a few documents, not hundreds. */
const documentsPerUser = { limit: 60, windowMs: 60 * 60_000 };

/**
 * A PDF, DOCX, Markdown or text file (multipart `document`, at most 10 MB) answered as sections the learner
 * picks for the generator; nothing is stored (docs/decisions/116).
 */
export function registerCardDocumentRoute(app: FastifyInstance, ctx: AppContext): void {
  // Scoped so multipart parsing exists only on this route.
  app.register(async (scope) => {
    await scope.register(multipart);
    handle(
      scope,
      routes.card.readDocument,
      async (request) => {
        const user = await requireUser(ctx, request);
        await enforceRateLimits(ctx, [{ key: `document:user:${user.id}`, rule: documentsPerUser }]);
        const { bytes, fileName } = await readMultipartFile(request, {
          field: fileField,
          maxBytes: maxDocumentBytes,
          tooLarge: documentMessages.fileSize,
        });
        if (bytes.length === 0 && !fileName) {
          throw new HttpError(400, 'validation', documentMessages.fileRequired, {
            [fileField]: documentMessages.fileRequired,
          });
        }
        return readDocumentSections(bytes, fileName);
      },
      {
        description:
          'multipart/form-data: `document`, a PDF, DOCX, Markdown or plain-text file (at most 10 MB), typed ' +
          'by its bytes. Answers its text in sections; a scanned PDF (no text layer) is refused.',
      },
    );
  });
}
