import {
  ADMIN,
  backOfficeNav,
  expect,
  expectNoAxeViolations,
  openAsAdmin,
  signIn,
  signInAsAdmin,
  staffScreens,
  test,
} from './fixtures';
import { sendInquiry } from './records';

test('a wrong password shows "Login Failed" and keeps the login form', async ({ page }) => {
  await signIn(page, ADMIN.email, 'not the password');
  const toast = page.getByRole('alert');
  await expect(toast).toContainText('Login Failed');
  await expect(toast).toContainText('Invalid username or password');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});

test('signing in (e-mail in capitals) opens the home with its overview and cards, and no placeholder', async ({
  page,
}) => {
  await signIn(page, ADMIN.email.toUpperCase());
  await expect(page.getByTestId('toast')).toContainText('Logged in successfully');
  await expect(page.getByRole('heading', { name: 'Quick Overview' })).toBeVisible();
  for (const label of ['Total inquiries', 'Pending feedback', 'Chat sessions', 'Active users', 'Property managers']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /Inquiries & Feedback/ })).toHaveAttribute('href', '/admin-dashboard');
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /test e-?mail/i })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('an admin sends a test e-mail from the E-mail Log and sees it there', async ({ page, tag }) => {
  const to = `check${tag}@elevate.example`;
  await openAsAdmin(page, '/admin-mail');
  await page.getByRole('button', { name: 'Send a test e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a test e-mail' });
  await expect(dialog.getByLabel('Send to')).toHaveValue(ADMIN.email);
  await dialog.getByLabel('Send to').fill(to);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('Test e-mail queued');
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('mail-row').filter({ hasText: to });
  await expect(row).toContainText('test e-mail');
  // The log asks again while the message is on its way: the row turns Sent without a reload.
  await expect(row).toContainText('Sent', { timeout: 15_000 });
});

test('one navigation reaches every screen, groups them, highlights the current one, and Logout ends the session', {
  tag: '@phone',
}, async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Quick Overview' })).toBeVisible();
  await page.goto('/admin-sitemap');
  let nav = await backOfficeNav(page);
  await expect(nav.getByRole('link', { name: 'Sitemap' })).toHaveAttribute('aria-current', 'page');
  for (const group of ['Intake', 'Conversations', 'Partnerships', 'Assistant', 'Team', 'Site'])
    await expect(nav.getByText(group, { exact: true })).toBeVisible();
  const screens = [
    'Home',
    'Dashboard',
    'E-mail Log',
    'Chat Sessions',
    'CRM Prospects',
    'Property Managers',
    'Timeline Management',
    'Manager Requests',
    'Reviews',
    'Chatbot Training',
    'Training Suggestions',
    'Test Chatbot',
    'Users',
    'Sitemap',
  ];
  for (const name of screens) await expect(nav.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveCount(1);
  // On a desktop screen from 1280 px up the navigation is one column that never wraps: every link on one line.
  if (test.info().project.name === 'desktop') {
    for (const name of screens) {
      const box = (await nav.getByRole('link', { name: new RegExp(`^${name}`) }).boundingBox())!;
      expect(box.height, name).toBeLessThanOrEqual(48);
    }
  }
  await nav.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin-users$/);
  nav = await backOfficeNav(page);
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  await nav.locator('xpath=..').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByTestId('toast')).toContainText('You have been logged out successfully');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.goto('/admin-users');
  await expect(page.getByTestId('please-log-in')).toContainText('Please log in to access this page');
});

test('a back-office screen visited without a session asks to log in', async ({ page }) => {
  await page.goto('/admin-dashboard');
  await expect(page.getByTestId('please-log-in')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/admin');
  await expectNoAxeViolations(page);
});

test('signed-out visits to the back office and the portal ask nothing that fails (no 401 in the console)', async ({
  page,
}) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.goto('/property-manager');
  await expect(page.getByLabel('Location Code')).toBeVisible();
  expect(failed).toEqual([]);
});

test('the sitemap lists the seven homepage sections as the live page shows them, then the other pages', async ({
  page,
}) => {
  await openAsAdmin(page, '/admin-sitemap');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Home page', 'Other pages']);
  const sections = page.getByRole('region', { name: 'Home page' }).getByRole('heading', { level: 3 });
  await expect(sections).toHaveText([
    '1. Opening',
    '2. Solutions',
    '3. Markets',
    '4. Technology',
    '5. About',
    '6. Client reviews',
    '7. Contact',
  ]);
  await expect(page.getByRole('link', { name: 'View on the site: Client reviews' })).toHaveAttribute(
    'href',
    '/#reviews',
  );
  // What a visitor finds, not how it is built.
  await expect(page.getByRole('main')).not.toContainText(/\d+ ms|fade|component/i);
  const pages = page.getByRole('region', { name: 'Other pages' });
  await expect(pages.getByRole('heading', { level: 3 })).toHaveText(['Market pages', 'About Us', 'Customer Service']);
  await expect(pages.getByRole('link', { name: 'Hotels' })).toHaveAttribute('href', '/hotels');
  await expect(pages.getByRole('link', { name: 'View on the site: Customer Service' })).toHaveAttribute(
    'href',
    '/customer-service',
  );
  await expect(page.getByRole('link', { name: 'Live homepage' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/admin-dashboard');
});

test('the e-mail log shows the messages an inquiry sent, with a preview', async ({ page, request, tag }) => {
  const inquiry = await sendInquiry(request, {
    firstName: `Mail${tag}`,
    lastName: 'Check',
    email: `mail${tag}@example.com`,
  });
  await openAsAdmin(page, '/admin-mail');
  // The confirmation is fixed text (nothing the visitor typed): its row is found by the address it went to.
  const row = page.getByTestId('mail-row').filter({ hasText: inquiry.email });
  await expect(row).toContainText('We received your request');
  await expect(row).toContainText('Sent');
  // Queued moments ago, the exact time on hover.
  await expect(row.locator('time')).toHaveText(/^(just now|\d+ min\. ago)$/);
  await expect(row.locator('time')).toHaveAttribute('title', /\d{4}, \d{1,2}:\d{2}\s[AP]M$/);
  await row.getByRole('button', { name: 'Preview' }).click();
  const dialog = page.getByRole('dialog', { name: 'We received your request' });
  await expect(dialog).toContainText('within 24 hours');
  await expectNoAxeViolations(page);
});

test('Ctrl+K or Jump to opens a palette that finds a screen or a record and goes there', { tag: '@phone' }, async ({
  page,
  request,
  isMobile,
  tag,
}) => {
  test.slow(); // a dozen searches and page changes, each waited for: past 30 s on a slow machine
  const inquiry = await sendInquiry(request, {
    firstName: `Palette${tag}`,
    lastName: 'Quill',
    email: `palette${tag}@example.com`,
  });
  await signInAsAdmin(page);
  const palette = page.getByRole('dialog', { name: 'Jump to a screen or record' });
  const open = async () => {
    if (isMobile) {
      // No keyboard on a phone: the drawer's Jump to button, which closes the drawer behind it.
      await (await backOfficeNav(page))
        .locator('xpath=..')
        .getByRole('button', { name: /Jump to/ })
        .click();
      await expect(page.getByRole('dialog', { name: 'Back office navigation' })).toHaveCount(0);
    } else {
      await page.keyboard.press('Control+k');
    }
    await expect(palette).toBeVisible();
  };
  await open();
  await expect(palette.getByRole('option', { name: 'Dashboard' })).toBeVisible();
  await expectNoAxeViolations(page);

  const box = palette.getByLabel('Screen or record');
  await box.fill('zzzqqq');
  await expect(palette.getByText('Nothing matches')).toBeVisible();
  await box.fill('training sugg');
  await expect(palette.getByRole('option', { name: 'Training Suggestions' })).toBeVisible();
  await expect(palette.getByRole('option', { name: 'Dashboard' })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(palette).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin-training-suggestions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Training Suggestions' })).toBeVisible();

  // A record: the inquiry by its e-mail opens the dashboard searched for it.
  await open();
  await box.fill(`palette${tag}`);
  const record = palette.getByRole('option', { name: new RegExp(`Inquiry.*Palette${tag} Quill`) });
  await expect(record).toBeVisible();
  await record.click();
  await expect(palette).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin-dashboard\?search=/);
  await expect(page.getByLabel('Search').first()).toHaveValue(inquiry.email);
  await expect(page.getByRole('button', { name: `Palette${tag} Quill` })).toBeVisible();

  if (!isMobile) {
    // The same keys close it again; closed, it forgets what was typed.
    await page.keyboard.press('Control+k');
    await expect(palette).toBeVisible();
    await expect(box).toHaveValue('');
    await box.fill('rev');
    await page.keyboard.press('Control+k');
    await expect(palette).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(box).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(palette).toHaveCount(0);
  }
});

// Every staff screen, one test each: a scan takes seconds on a busy machine, and fourteen in one test outran its time.
for (const path of staffScreens)
  test(`${path} passes an accessibility scan`, { tag: '@phone' }, async ({ page }) => {
    await openAsAdmin(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
