import { expect as baseExpect, test } from '@playwright/test';
import { pngBytes, tinyPdf } from '../../apps/server/test/helpers/upload-samples';
import { expectNoAxeViolations } from './axe';
import { gotoLivePage } from './live-page';

// These journeys cross several pages and a server round trip each; give a loaded CI machine room.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const uniqueEmail = () => `pay-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test('visitor → pricing → yearly → sign up → test checkout → pay → Pro yearly on /membership', async ({ page }) => {
  await gotoLivePage(page, '/pricing');
  await expect(page.getByText('Save 17% with yearly billing')).toBeVisible();
  await page.getByText('Yearly', { exact: true }).click();
  await expect(page.getByText('$99 / year')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Upgrade' }).click();

  await expect(page).toHaveURL('/signup');
  await page.getByLabel('Name').fill('Pat Payer');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/checkout\/test\/cs_test_kurio_/);
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await expect(page.getByText('Kurio Pro, billed yearly')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Pay $99 (test)' }).click();

  await expect(page).toHaveURL(/\/payment\/success\?cs_id=cs_test_kurio_/);
  await expect(page.getByRole('heading', { name: 'Thank you for subscribing!' })).toBeVisible();
  await expect(page).toHaveURL('/membership');
  await expect(page.getByText('pro', { exact: true })).toBeVisible();
  await expect(page.getByText('Yearly')).toBeVisible();
  const nextYear = String(new Date().getFullYear() + 1);
  await expect(page.getByText(/Expires:/).locator('..')).toContainText(nextYear);
  await expect(page.getByRole('link', { name: 'Change Plan' })).toHaveAttribute('href', '/pricing');
  await expectNoAxeViolations(page);

  // Test mode's portal cancels at the end of the period; Pro stays until then.
  await page.getByRole('button', { name: 'Manage subscription' }).click();
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByRole('button', { name: 'Resume subscription' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Kurio' }).click();
  await expect(page.getByText(/Cancelled: Pro stays on until the expiry date/)).toBeVisible();
});

test('a cancelled checkout cannot be confirmed later: the success page says it ended', async ({ page }) => {
  await gotoLivePage(page, '/signup');
  await page.getByLabel('Name').fill('Cam Canceller');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).not.toHaveURL('/signup');
  await gotoLivePage(page, '/pricing');
  await page.getByRole('button', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/checkout\/test\/cs_test_kurio_/);
  const csId = page.url().split('/').pop()!;
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).not.toHaveURL(/\/checkout\/test\//);

  await gotoLivePage(page, `/payment/success?cs_id=${csId}`);
  await expect(page.getByRole('heading', { name: 'This checkout has ended' })).toBeVisible();
  await expect(page.getByText(/nothing was charged/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'See Pro plans' })).toHaveAttribute('href', '/pricing');
  await expectNoAxeViolations(page);
  await gotoLivePage(page, '/membership');
  await expect(page.getByText('free', { exact: true })).toBeVisible();
});

test('order form: every validation message, drag-over highlight, a renamed binary refused, a real PDF paid', async ({
  page,
}) => {
  await gotoLivePage(page, '/interview-guide');
  await expect(page.getByText('Delivered to your email within 24 hours')).toBeVisible();
  await expect(page.getByText('Full refund within 30 days if it does not help you')).toBeVisible();

  await page.getByRole('button', { name: 'Pay $50' }).click();
  await expect(page.getByText('Role is required')).toBeVisible();
  await expect(page.getByText('Please select a timeframe')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Role you are interviewing for').fill('   ');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Pay $50' }).click();
  await expect(page.getByText('Role is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expectNoAxeViolations(page);

  const fileInput = page.locator('input[type=file]');
  await fileInput.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: pngBytes });
  await expect(page.getByText('Please upload a PDF, TXT, DOC, or DOCX file')).toBeVisible();
  await fileInput.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 'a'),
  });
  await expect(page.getByText('File size must be less than 10MB')).toBeVisible();

  const zone = page.getByTestId('drop-zone');
  const dragData = await page.evaluateHandle(() => new DataTransfer());
  await zone.dispatchEvent('dragover', { dataTransfer: dragData });
  await expect(zone).toHaveAttribute('data-drag-over', 'true');
  await zone.dispatchEvent('dragleave', { dataTransfer: dragData });
  await expect(zone).not.toHaveAttribute('data-drag-over');

  // A PNG named resume.pdf passes the browser's name check; the server reads its bytes and refuses it.
  const disguised = await page.evaluateHandle(
    (bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], 'resume.pdf', { type: 'application/pdf' }));
      return transfer;
    },
    [...pngBytes],
  );
  await zone.dispatchEvent('drop', { dataTransfer: disguised });
  await expect(page.getByText('resume.pdf')).toBeVisible();
  await page.getByLabel('Role you are interviewing for').fill('Group Product Manager');
  await page.getByLabel('When is your interview?').selectOption('2-3-days');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByRole('button', { name: 'Pay $50' }).click();
  await expect(page.getByText('Something went wrong. Please try again or contact support.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay $50' })).toBeEnabled();

  await page.getByRole('button', { name: 'Remove resume.pdf' }).click();
  await fileInput.setInputFiles({ name: 'job.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  // Hold the real request a moment so the submitting state can be seen.
  await page.route('/api/create-checkout-session', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Pay $50' }).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expect(page).toHaveURL(/\/checkout\/test\/cs_test_kurio_/);
  await expect(page.getByText('Product manager interview prep guide')).toBeVisible();
  await page.getByRole('button', { name: 'Pay $50 (test)' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
});

const footerPages = [
  ['/features', 'Features'],
  ['/about', 'About Kurio'],
  ['/blog', 'Blog'],
  ['/careers', 'Careers'],
  ['/help', 'Help'],
  ['/community', 'Community'],
  ['/api', 'API reference'],
  ['/privacy', 'Privacy'],
  ['/terms', 'Terms of use'],
  ['/cookies', 'Cookies'],
  ['/pricing', 'Pricing'],
  ['/interview-guide', 'Product manager interview prep guide'],
  ['/test', 'Device check'],
] as const;

test('every footer link leads to its page', async ({ page }) => {
  await gotoLivePage(page, '/');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  const links = ['Features', 'About', 'Blog', 'Careers', 'Help', 'Community', 'API', 'Privacy', 'Terms', 'Cookies'];
  for (const label of [...links, 'Interview guide']) {
    const link = footer.getByRole('link', { name: label, exact: true });
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(href!);
    const heading = footerPages.find(([path]) => path === href)![1];
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('the API reference lists endpoints from /api/openapi.json', async ({ page }) => {
  await page.goto('/api');
  await expect(page.getByText('/api/create-checkout-session')).toBeVisible();
  await expect(page.getByText('/api/user/login', { exact: true })).toBeVisible();
});
