import { expect, type Locator, type Page } from '@playwright/test';
import { ADMIN, openAsAdmin, signInAsAdmin, test } from './fixtures';
import { kioskFault, sendFeedback, sendInquiry } from './records';

// The back-office lists at 390 px: nothing scrolls sideways, and a row's text and its controls are on screen.
// Tagged @phone-only: the phone project alone runs them (playwright.config.ts).
test.use({ viewport: { width: 390, height: 844 } });

/** Neither the page nor anything inside `area` (the list, a dialog) scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, area: Locator) {
  const pageWidths = await page.evaluate(() => {
    const root = document.scrollingElement as Element;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(pageWidths.scrollWidth).toBeLessThanOrEqual(pageWidths.clientWidth);
  const scrollers = await area.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((element) => {
        const overflow = getComputedStyle(element).overflowX;
        return (overflow === 'auto' || overflow === 'scroll') && element.scrollWidth > element.clientWidth;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );
  expect(scrollers, 'elements that scroll sideways').toEqual([]);
}

/**
 * The element is wholly inside the viewport once the page, and any box that scrolls up and down around it (a
 * dialog's body), is scrolled vertically to it. Scrolled by hand: scrollIntoView would also scroll an inner sideways
 * scroller and hide the very problem looked for.
 */
async function expectOnScreen(locator: Locator) {
  await expect(locator).toBeVisible();
  await locator.evaluate((element) => {
    const centre = (box: { top: number; height: number }, viewTop: number, viewHeight: number) =>
      box.top + box.height / 2 - (viewTop + viewHeight / 2);
    for (let box = element.parentElement; box; box = box.parentElement) {
      const overflowY = getComputedStyle(box).overflowY;
      if (box.scrollHeight > box.clientHeight && (overflowY === 'auto' || overflowY === 'scroll')) {
        const view = box.getBoundingClientRect();
        box.scrollTop += centre(element.getBoundingClientRect(), view.top, box.clientHeight);
      }
    }
    window.scrollBy(0, centre(element.getBoundingClientRect(), 0, window.innerHeight));
  });
  await expect(locator).toBeInViewport({ ratio: 1 });
}

test('the inquiry and feedback lists fit a phone, and a row opens from its name', { tag: '@phone-only' }, async ({
  page,
  request,
  tag,
}) => {
  const inquiry = await sendInquiry(request, {
    firstName: `Alexandria${tag}`,
    lastName: 'Montgomery-Whitfield',
    email: `alexandria.montgomery${tag}@very-long-hospital-domain.example`,
    phone: '(555) 010-1234',
    facilityType: 'medical',
    companyName: 'Saint Bartholomew Regional Medical Center',
  });
  const feedback = await sendFeedback(
    request,
    kioskFault(tag, 'Lobby market, North Tower', 'Kiosk frozen at checkout after scanning a drink'),
  );

  await openAsAdmin(page, '/admin-dashboard');
  const inquiries = page.getByRole('region', { name: 'Contact inquiries' });
  await inquiries.getByLabel('Search').fill(tag);
  const card = inquiries.getByRole('listitem').filter({ hasText: inquiry.email });
  const name = card.getByRole('button', { name: `Alexandria${tag} Montgomery-Whitfield` });
  await expectOnScreen(name);
  await expectOnScreen(card.getByText(inquiry.email));
  await expectOnScreen(card.getByText('Open', { exact: true }));
  await expectNoSidewaysScroll(page, inquiries);
  await name.click();
  await expect(page.getByRole('dialog', { name: `Alexandria${tag} Montgomery-Whitfield` })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Customer Feedback' }).click();
  const feedbackList = page.getByRole('region', { name: 'Customer feedback' });
  await feedbackList.getByLabel('Search').fill(tag);
  const feedbackCard = feedbackList.getByRole('listitem').filter({ hasText: feedback.email });
  await expectOnScreen(feedbackCard.getByRole('button', { name: feedback.subject }));
  await expectOnScreen(feedbackCard.getByText('Urgent'));
  await expectNoSidewaysScroll(page, feedbackList);
  // A tap on the card outside its name opens it too, as a click on the table row does.
  await feedbackCard.getByText(feedback.email).click();
  await expect(page.getByRole('dialog', { name: feedback.subject })).toBeVisible();
});

test('the users list, the activity log and one user’s activity fit a phone with every action on screen', {
  tag: '@phone-only',
}, async ({ page, tag }) => {
  const email = `kai.lopez.with.a.long.address${tag}@elevate.example`;
  await signInAsAdmin(page);
  const person = {
    firstName: 'Kai',
    lastName: `Lopez${tag}`,
    email,
    role: 'support',
    department: 'Field Service and Installations',
  };
  const created = await page.request.post('/api/admin/users', { data: { ...person, password: 'a long password 1' } });
  expect(created.status()).toBe(201);
  // More of the admin's work since signing in than the dialog shows at once: the sign-in is further down its list.
  const { id } = (await created.json()) as { id: number };
  for (let edit = 1; edit <= 8; edit++) {
    const edited = await page.request.put(`/api/admin/users/${id}`, { data: { ...person, notes: `Edit ${edit}` } });
    expect(edited.status(), await edited.text()).toBe(200);
  }

  await page.goto('/admin-users');
  const users = page.getByRole('region', { name: 'Users' });
  await users.getByLabel('Search').fill(tag);
  const row = page.getByTestId('user-row').filter({ hasText: email });
  await expectOnScreen(row.getByText(`Kai Lopez${tag}`));
  await expectOnScreen(row.getByText('Field Service and Installations'));
  // Edit and the menu of the others, each a 44 px target.
  const actions = row.getByRole('button');
  await expect(actions).toHaveText(['Edit', '']);
  for (const action of await actions.all()) {
    await expectOnScreen(action);
    expect((await action.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect((await action.boundingBox())?.width).toBeGreaterThanOrEqual(44);
  }
  await row.getByRole('button', { name: `More actions for Kai Lopez${tag}` }).click();
  const menu = page.getByRole('menu', { name: `More actions for Kai Lopez${tag}` });
  for (const item of await menu.getByRole('menuitem').all()) {
    await expect(item).toBeInViewport({ ratio: 1 });
    expect((await item.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  }
  await page.keyboard.press('Escape');
  await expectNoSidewaysScroll(page, users);

  await page.getByRole('tab', { name: 'Activity Log' }).click();
  const log = page.getByRole('region', { name: 'Activity log' });
  const entry = log.getByRole('listitem').filter({ hasText: email }).first();
  await expectOnScreen(entry.getByRole('heading', { name: 'Create user' }));
  await expectOnScreen(entry.getByText(email));
  await expectNoSidewaysScroll(page, log);

  await page.getByRole('tab', { name: 'Users' }).click();
  await users.getByLabel('Search').fill(ADMIN.email);
  const own = page.getByTestId('user-row').filter({ hasText: ADMIN.email });
  await own.getByRole('button', { name: /^More actions for / }).click();
  await page.getByRole('menuitem', { name: 'View Activity' }).click();
  const dialog = page.getByRole('dialog', { name: 'User Activity' });
  await expectOnScreen(dialog.getByRole('heading', { name: 'Login' }).first());
  await expectNoSidewaysScroll(page, dialog);
});

test('the e-mail log fits a phone with Preview and Resend on screen', { tag: '@phone-only' }, async ({
  page,
  request,
  tag,
}) => {
  const inquiry = await sendInquiry(request, {
    firstName: `Mail${tag}`,
    lastName: 'Check',
    email: `a.rather.long.mailbox.name${tag}@very-long-hospital-domain.example`,
  });
  await openAsAdmin(page, '/admin-mail');
  const mail = page.getByRole('region', { name: 'E-mail log' });
  // The confirmation is fixed text (nothing the visitor typed): its row is found by the address it went to.
  const row = page.getByTestId('mail-row').filter({ hasText: inquiry.email });
  await expectOnScreen(row.getByText('We received your request'));
  await expectOnScreen(row.getByText(inquiry.email));
  await expectOnScreen(row.getByRole('button', { name: 'Preview' }));
  await expectOnScreen(row.getByRole('button', { name: 'Resend' }));
  await expectNoSidewaysScroll(page, mail);
  await row.getByRole('button', { name: 'Preview' }).click();
  const dialog = page.getByRole('dialog', { name: 'We received your request' });
  await expect(dialog).toContainText('within 24 hours');
});
