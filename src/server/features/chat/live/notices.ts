import type { SiteConfig } from '../../../../contracts/site';

/** What the chat says as a hand-off moves on (docs/product/live-chat.md); stored as the assistant's messages. */
export const notices = {
  fetching: () =>
    "I'm fetching a person from our team for you. You can keep typing: they will see this whole conversation.",
  unstaffed: (site: SiteConfig) =>
    `Nobody from our team is free to chat right now. Leave your name and e-mail below and we will get back to you within 24 hours, or call us at **${site.phone}** (${site.hours}).`,
  missed: (site: SiteConfig) =>
    `Sorry, nobody from our team could take the chat just now. Leave your name and e-mail below and we will get back to you within 24 hours, or call us at **${site.phone}**.`,
  agentLeft: () =>
    "The person who had this chat had to leave. I'm fetching someone else from our team: you can keep typing.",
  joined: (name: string) => `${name} from our team has joined the chat.`,
  staffLeft: (name: string) =>
    `${name} has ended the chat. I'm here again if you have more questions, and you can ask for a person at any time.`,
  managerEnded: (name: string) =>
    `${name}, a manager on our team, has ended the chat. I'm here again if you have more questions, and you can ask for a person at any time.`,
  visitorLeft: () => 'You ended the chat with our team. I am here again if you have more questions.',
  contactKept: (name: string) =>
    `Thank you, ${name}. Our team has your details and the conversation, and will get back to you within 24 hours.`,
};
