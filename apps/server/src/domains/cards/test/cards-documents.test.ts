import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { multipartBody, pngBytes, tinyPdf } from '../../../../test/helpers/upload-samples';
import { docxZipBomb } from '../../../../test/security/helpers/zip-samples';

let t: TestApp;
let sid: string;
beforeAll(async () => {
  t = await createTestApp();
  sid = (await signUp(t.app)).sid;
});
afterAll(() => t.close());

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../test/fixtures/other-tools/${name}`, import.meta.url));

async function upload(bytes: Buffer, name: string, type = 'application/octet-stream', signedIn = sid) {
  const body = multipartBody({}, { name, type, bytes, field: 'document' });
  return t.app.inject({
    method: 'POST',
    url: '/api/card/document',
    headers: { ...withSignIn(signedIn), ...body.headers },
    payload: body.payload,
  });
}

interface Section {
  id: number;
  title: string;
  text: string;
  chars: number;
}
const titles = (sections: Section[]) => sections.map((section) => section.title);

const lectureTitles = ['Photosynthesis', 'The light reactions', 'The Calvin cycle', 'Limiting factors'];

describe('card/document', () => {
  it('reads a PDF printed by Chromium into sections at its headings, lines joined into sentences', async () => {
    const response = await upload(fixture('lecture.pdf'), 'lecture.pdf', 'application/pdf');
    expect(response.statusCode).toBe(200);
    const { kind, pages, sections } = response.json();
    expect({ kind, pages }).toEqual({ kind: 'pdf', pages: 2 });
    expect(titles(sections)).toEqual(lectureTitles);
    expect(sections[0]).toEqual({
      id: 1,
      title: 'Photosynthesis',
      text:
        'Photosynthesis is the process by which plants turn light, water and carbon dioxide into sugar and oxygen.' +
        '\n\nChlorophyll is the green pigment that absorbs red and blue light.',
      chars: sections[0].text.length,
    });
    expect(sections[2].text).toContain('Rubisco is the enzyme that attaches carbon dioxide to ribulose bisphosphate.');
  });

  it('offers a PDF without headings page by page', async () => {
    const { kind, pages, sections } = (await upload(fixture('plain-notes.pdf'), 'notes.pdf')).json();
    expect({ kind, pages }).toEqual({ kind: 'pdf', pages: 2 });
    expect(titles(sections)).toEqual(['Page 1', 'Page 2']);
    expect(sections[0].text).toMatch(/^Photosynthesis is the process by which plants turn light, water and carbon/);
    expect(sections[0].text).toContain('which releases oxygen.');
    // Wrapped lines join into one paragraph; a gap between paragraphs stays a paragraph break.
    expect(sections[1].text).toBe(
      'The Calvin cycle is the set of reactions in the stroma that fixes carbon dioxide into sugar. Rubisco is the ' +
        'enzyme that attaches carbon dioxide to ribulose bisphosphate.\n\nA limiting factor is the condition in ' +
        'shortest supply, which sets the rate of photosynthesis. Light intensity, temperature and carbon dioxide ' +
        'concentration are the usual limiting factors.',
    );
  });

  it('reads a DOCX written by the docx library at its headings', async () => {
    const response = await upload(fixture('lecture.docx'), 'lecture.docx');
    expect(response.statusCode).toBe(200);
    const { kind, sections } = response.json();
    expect(kind).toBe('docx');
    expect(titles(sections)).toEqual(lectureTitles);
    expect(sections[1].text).toBe(
      'The thylakoid is a membrane sac inside the chloroplast where the light reactions happen.\n\n' +
        'Photolysis is the splitting of water by light energy, which releases oxygen.',
    );
  });

  it('reads Markdown at every heading level and plain text as one section, whatever the file is called', async () => {
    const markdown =
      '# Cells\n\nA cell is the unit of life.\n\n## Nucleus\n\nThe nucleus holds the DNA.\n\n```\n# not a heading\n```\n';
    const md = (await upload(Buffer.from(markdown), 'notes.pdf', 'application/pdf')).json();
    expect(md).toMatchObject({ kind: 'text' });
    expect(md.sections).toEqual([
      { id: 1, title: 'Cells', text: 'A cell is the unit of life.', chars: 27 },
      { id: 2, title: 'Nucleus', text: 'The nucleus holds the DNA.\n\n```\n# not a heading\n```', chars: 51 },
    ]);
    const plain = (
      await upload(Buffer.from('Osmosis is the movement of water.\nIt crosses membranes.'), 'a.txt')
    ).json();
    expect(plain.sections).toEqual([
      {
        id: 1,
        title: 'The whole text',
        text: 'Osmosis is the movement of water.\nIt crosses membranes.',
        chars: 55,
      },
    ]);
  });

  it('cuts a section longer than one generation takes into parts at paragraph breaks', async () => {
    const paragraph = `${'Mitochondria make energy for the cell. '.repeat(100).trim()}`;
    const long = `# Energy\n\n${Array.from({ length: 12 }, () => paragraph).join('\n\n')}`;
    const { sections } = (await upload(Buffer.from(long), 'energy.md')).json();
    expect(titles(sections)).toEqual(['Energy (part 1 of 3)', 'Energy (part 2 of 3)', 'Energy (part 3 of 3)']);
    for (const section of sections) expect(section.chars).toBeLessThanOrEqual(20_000);
    expect(sections.map((s: Section) => s.text).join('\n\n')).toBe(long.slice('# Energy\n\n'.length));
  });

  it('refuses a scanned PDF with no text layer, with a message that says so', async () => {
    const response = await upload(fixture('scanned.pdf'), 'scan.pdf', 'application/pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'documentScanned',
      message: 'This PDF has no text layer — it looks scanned. Kurio can’t read scanned pages yet.',
      fieldErrors: { document: 'This PDF has no text layer — it looks scanned. Kurio can’t read scanned pages yet.' },
    });
    expect((await upload(tinyPdf(), 'blank.pdf')).json().code).toBe('documentScanned');
  });

  it('answers 4xx, never 500, for wrong, broken, hostile, empty or oversized files', async () => {
    const cases: [Buffer, string, number, string][] = [
      [pngBytes, 'notes.txt', 400, 'documentType'],
      [Buffer.from('%PDF-1.7\n1 0 obj broken'), 'broken.pdf', 400, 'documentUnreadable'],
      [docxZipBomb({ lying: false }), 'bomb.docx', 400, 'documentType'],
      [docxZipBomb({ lying: true }), 'lying.docx', 400, 'documentType'],
      [
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(600).fill(0)]),
        'old.doc',
        400,
        'documentOldWord',
      ],
      [Buffer.from('# Only a heading\n'), 'empty.md', 400, 'documentEmpty'],
      [Buffer.alloc(0), 'zero.txt', 400, 'validation'],
      [Buffer.alloc(10 * 1024 * 1024 + 1, 'a'), 'huge.txt', 413, 'payloadTooLarge'],
    ];
    for (const [bytes, name, status, code] of cases) {
      const response = await upload(bytes, name);
      expect({ name, status: response.statusCode, code: response.json().code }).toEqual({ name, status, code });
      expect(response.json().message).toMatch(/\w/);
    }
  });

  it('needs a sign-in and a multipart body', async () => {
    const body = multipartBody({}, { name: 'a.txt', type: 'text/plain', bytes: Buffer.from('hi'), field: 'document' });
    expect((await t.app.inject({ method: 'POST', url: '/api/card/document', ...body })).statusCode).toBe(401);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/card/document',
      headers: withSignIn(sid),
      payload: { document: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('turns the chosen sections into cards offline, through the generator', async () => {
    const { sections } = (await upload(fixture('lecture.pdf'), 'lecture.pdf')).json();
    const chosen = [sections[1], sections[2]].map((section: Section) => section.text).join('\n\n');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/card/generate',
      headers: withSignIn(sid),
      payload: { topic: 'Photosynthesis', quantity: 2, sourceText: chosen },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().cards).toEqual([
      {
        question: 'What is the thylakoid?',
        answer: 'A membrane sac inside the chloroplast where the light reactions happen.',
      },
      { question: 'What is Photolysis?', answer: 'The splitting of water by light energy, which releases oxygen.' },
    ]);
  });
});
