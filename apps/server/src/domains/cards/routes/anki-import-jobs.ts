import { routes } from '@kurio/shared/api/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import {
  checkNoImportRunning,
  createImportJob,
  latestImportJob,
  readImportJob,
  requestCancel,
} from '../services/anki-import-job-store';
import { saveApkgUpload } from './apkg-upload';
import { cardUser } from './card-user';

/** Anki imports as jobs (decision 157): start one, poll it, find the latest after a reload, cancel it. */
export function registerAnkiImportJobRoutes(scope: FastifyInstance, ctx: AppContext): void {
  handle(
    scope,
    routes.card.startAnkiImport,
    async (request) => {
      const user = await cardUser(ctx, request);
      // Before a gigabyte is written to disk only to be refused; creating the job checks again.
      await checkNoImportRunning(ctx.db, user.id);
      const { file, scheduling } = await saveApkgUpload(request, user.pro);
      try {
        const job = await createImportJob(ctx.db, user.id, { scheduling });
        // From here the runner owns the file and removes it when the job ends, however it ends.
        ctx.ankiImports.start(job, user, file);
        return job;
      } catch (error) {
        await file.remove();
        throw error;
      }
    },
    {
      description:
        'multipart/form-data as POST /api/card/import/apkg, the package at most 50 MB on the free plan and 1,280 MB ' +
        'on Pro. Stores the package on disk and answers at once with the job ' +
        'that imports it, to poll at GET /api/card/import/apkg/jobs/:id.',
    },
  );

  handle(scope, routes.card.latestAnkiImport, async (request) => {
    const user = await cardUser(ctx, request);
    return { job: await latestImportJob(ctx.db, user.id) };
  });

  handle(scope, routes.card.ankiImportJob, async (request) => {
    const user = await cardUser(ctx, request);
    return readImportJob(ctx.db, user.id, request.params.id);
  });

  handle(
    scope,
    routes.card.cancelAnkiImport,
    async (request) => {
      const user = await cardUser(ctx, request);
      return requestCancel(ctx.db, user.id, request.params.id);
    },
    { description: 'Stops the import at its next batch and takes back everything it wrote.' },
  );
}
