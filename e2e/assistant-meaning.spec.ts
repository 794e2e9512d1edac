import { askWithSources, openChat, panelOf } from './chat-panel';
import { expect, openAsAdmin, test } from './fixtures';

// The assistant by meaning: a visitor names their kind of property, follows the answer's source to the market
// page with the chat still open, asks a follow-up there; an admin sees why an answer was given on /test-chatbot.

test('a visitor asks about their hospital, follows the source to the market page and asks a follow-up there', async ({
  page,
}) => {
  await openChat(page);
  const { answer, sources } = await askWithSources(page, 'we run a hospital, could you put a market in it?', 3);
  expect(sources).toContain('Can you put a market in a hospital or medical facility?');
  // The page the answer draws on, by its name, as a link to its section.
  const source = answer.getByTestId('chat-sources').getByRole('link', { name: 'Medical Facilities' });
  await expect(source).toHaveAttribute('href', '/medical-facilities#overview');

  await source.click();
  await expect(page).toHaveURL(/\/medical-facilities/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/./);
  await expect(panelOf(page)).toBeVisible();
  const followUp = await askWithSources(page, 'and how much would that cost us?', 5);
  await expect(followUp.answer).toContainText('$0');
  expect(followUp.sources).toContain('How much does a micro market cost?');
});

test('an admin sees on the test page why the assistant answered: the topic, the words as read, the sources', async ({
  page,
}) => {
  await openAsAdmin(page, '/test-chatbot');
  const chat = page.getByRole('region', { name: 'Live chat' });
  await chat.getByRole('textbox', { name: 'Message' }).fill('do you work with hopsitals');
  await chat.getByRole('button', { name: 'Send message' }).click();
  await expect(chat.getByTestId('test-chat-message')).toHaveCount(2);
  const why = page.getByRole('region', { name: 'Why this answer' });
  await expect(why).toContainText('Topic: Can you put a market in a hospital or medical facility?');
  await expect(why).toContainText('hopsitals → hospital');
  await expect(why).toContainText('Closest sources');
  await expect(why.getByRole('listitem').first()).toContainText('score');
});
