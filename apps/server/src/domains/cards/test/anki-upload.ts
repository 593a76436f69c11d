import { withSignIn } from '../../../../test/helpers/http';
import type { TestApp } from '../../../../test/helpers/test-app';
import { multipartBody } from '../../../../test/helpers/upload-samples';

/** Uploads a package as the web app does: to the one-request import, or to `url` (the import jobs). */
export function importApkg(
  app: TestApp['app'],
  sid: string,
  bytes: Buffer,
  scheduling = 'fresh',
  url = '/api/card/import/apkg',
) {
  const body = multipartBody(
    { scheduling },
    { name: 'deck.apkg', type: 'application/octet-stream', bytes, field: 'package' },
  );
  return app.inject({
    method: 'POST',
    url,
    headers: { ...withSignIn(sid), ...body.headers },
    payload: body.payload,
  });
}
