import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect as baseExpect, test } from '@playwright/test';
import { basicCollection, legacyPackage } from '../../apps/server/src/domains/cards/test/anki-fixtures';
import { expectNoAxeViolations } from './axe';
import { gotoLivePage } from './live-page';
import { signUp } from './sign-up';

// The machine is shared: allow for a slow first request (PGlite warm-up, argon2 under load).
const expect = baseExpect.configure({ timeout: 30_000 });

let scratch: string;
test.beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'kurio-e2e-anki-'));
});
test.afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A package of `notes` Basic notes, each card reviewed twice, written to the scratch folder. */
async function packageFile(name: string, notes: number) {
  const collection = basicCollection(notes, 'Pharmacology', Math.floor(Date.UTC(2024, 0, 1) / 1000));
  const first = Date.UTC(2024, 1, 1);
  collection.revlog = collection.notes.flatMap((_, index) => [
    { id: first + index * 10, cid: index + 1, ease: 3, type: 0 },
    { id: first + 86_400_000 + index * 10, cid: index + 1, ease: 3, type: 1 },
  ]);
  const file = path.join(scratch, name);
  writeFileSync(file, await legacyPackage(collection));
  return file;
}

test('imports an Anki package as a job: progress, a reload, then the report; a package past the plan is refused', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page);
  await gotoLivePage(page, '/dashboard');
  await page.getByLabel('Import a file').click();
  await page.locator('input[type="file"]').setInputFiles(await packageFile('pharmacology.apkg', 90));
  await page.getByRole('radio', { name: 'Keep Anki’s scheduling' }).check();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel import' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  const report = page.getByRole('status').filter({ hasText: 'Anki import finished' });
  await expect(report).toContainText('Imported 90 cards, keeping Anki’s scheduling.');
  await expect(report).toContainText('Review history: 180 reviews imported.');
  await expectNoAxeViolations(page);

  await page.getByLabel('Import a file').click();
  await page.locator('input[type="file"]').setInputFiles(await packageFile('too-many.apkg', 20));
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
  await expect(refused).toContainText(
    'This package has 20 notes and the free plan holds up to 100 cards (you can add 10 more).',
  );
  await expectNoAxeViolations(page);
});
