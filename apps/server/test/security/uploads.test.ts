import { orderMessages } from '@kurio/shared/checkout';
import { maxUploadBytes } from '@kurio/shared/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guideOrders, guideOrderUploads } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { type MultipartFile, multipartBody } from '../helpers/upload-samples';
import { docxZipBomb, smallDocx } from './helpers/zip-samples';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const validOrder = { role: 'Data Engineer', timeframe: '2-3-days', email: 'upload@example.com' };
const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let address = 0;
const order = (file: MultipartFile) => {
  const body = multipartBody(validOrder, file);
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    headers: body.headers,
    payload: body.payload,
    remoteAddress: `10.9.0.${address}`,
  });
};

const storedRows = async () => ({
  orders: (await t.database.db.select().from(guideOrders)).length,
  uploads: (await t.database.db.select().from(guideOrderUploads)).length,
});

/** Refused with this status and message on the file field, and no order or upload row left behind. */
async function expectRefused(file: MultipartFile, status: number, message: string) {
  const before = await storedRows();
  const response = await order(file);
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ code: expect.any(String), message, fieldErrors: { prepMaterial: message } });
  expect(await storedRows()).toEqual(before);
}

// ELF and PE headers: what a Linux or Windows program starts with.
const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 1)]);
const pe = Buffer.alloc(256);
pe.write('MZ', 0, 'latin1');
pe.writeUInt32LE(0x80, 0x3c);
pe.write('PE\0\0', 0x80, 'latin1');

describe('interview guide uploads', () => {
  it('refuses executables renamed to .pdf and .docx, judged by their bytes', async () => {
    await expectRefused({ name: 'resume.pdf', type: 'application/pdf', bytes: elf }, 400, orderMessages.fileType);
    await expectRefused({ name: 'resume.pdf', type: 'application/pdf', bytes: pe }, 400, orderMessages.fileType);
    await expectRefused({ name: 'resume.docx', type: docxType, bytes: pe }, 400, orderMessages.fileType);
  });

  it('refuses a zip bomb posing as DOCX, whether its headers tell the truth or lie', async () => {
    const honest = docxZipBomb({ lying: false });
    const lying = docxZipBomb({ lying: true });
    expect(honest.length).toBeLessThan(3 * 1024 * 1024);
    await expectRefused({ name: 'notes.docx', type: docxType, bytes: honest }, 400, orderMessages.fileType);
    await expectRefused({ name: 'notes.docx', type: docxType, bytes: lying }, 400, orderMessages.fileType);
  });

  it('still takes a real DOCX', async () => {
    const response = await order({ name: 'notes.docx', type: docxType, bytes: smallDocx() });
    expect(response.statusCode).toBe(200);
  });

  it('takes exactly 10 MB and refuses 10 MB + 1 byte with the size message', async () => {
    const exact = await order({ name: 'notes.txt', type: 'text/plain', bytes: Buffer.alloc(maxUploadBytes, 'a') });
    expect(exact.statusCode).toBe(200);
    await expectRefused(
      { name: 'notes.txt', type: 'text/plain', bytes: Buffer.alloc(maxUploadBytes + 1, 'a') },
      413,
      orderMessages.fileSize,
    );
  }, 60_000);

  it('refuses an empty file, but not a form with no file chosen', async () => {
    await expectRefused(
      { name: 'notes.pdf', type: 'application/pdf', bytes: Buffer.alloc(0) },
      400,
      orderMessages.fileEmpty,
    );
    const noFile = await order({ name: '', type: 'application/octet-stream', bytes: Buffer.alloc(0) });
    expect(noFile.statusCode).toBe(200);
  });

  it('answers a body cut off mid-upload with a 400 and stores nothing', async () => {
    const before = await storedRows();
    const { payload, headers } = multipartBody(validOrder, {
      name: 'a.txt',
      type: 'text/plain',
      bytes: Buffer.alloc(5000, 'a'),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers,
      payload: payload.subarray(0, payload.length - 2000),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'badRequest', message: 'The form could not be read. Please try again.' });
    expect(await storedRows()).toEqual(before);
  });
});
