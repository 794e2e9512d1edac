export { queueFormMails } from './form-mails';
export type { Mailer } from './mailer';
export { chatHandoffNotification } from './templates/chat-handoff';
export { chatTranscript } from './templates/chat-transcript';
export { feedbackConfirmation, feedbackNotification } from './templates/feedback';
export { inquiryConfirmation, inquiryNotification } from './templates/inquiry';
export { testEmail } from './templates/test-email';
export { welcomePropertyManager } from './templates/welcome-property-manager';
