import { expect, type Page, test } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';
import { gotoLivePage } from './live-page';

// A fake microphone the browser grants without asking, so the check has a real device to open.
test.use({
  permissions: ['microphone'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

const card = (page: Page, name: string) =>
  page.locator('.mantine-Card-root', { has: page.getByRole('heading', { name, exact: true }) });

test('/test runs each device check and says pass or fail with what to do', async ({ page }) => {
  await gotoLivePage(page, '/test');
  for (const name of ['Microphone permission', 'Speech recognition', 'Speech synthesis', 'Audio playback']) {
    await expect(card(page, name)).toContainText('Not run');
  }
  await page.getByRole('button', { name: 'Run the checks' }).click();

  await expect(card(page, 'Microphone permission')).toContainText('PassMicrophone access is allowed.', {
    ignoreCase: true,
  });
  await expect(card(page, 'Speech recognition')).toContainText('Speech recognition is available in this browser.');
  await expect(card(page, 'Audio playback')).toContainText('Pass', { ignoreCase: true, timeout: 20_000 });
  // Whether this machine has a text-to-speech voice varies; either way the check ends with a verdict and a reason.
  await expect(card(page, 'Speech synthesis')).toContainText(/(pass|fail).*(spoke|Install a text-to-speech voice)/i, {
    timeout: 20_000,
  });
});
