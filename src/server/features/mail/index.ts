export { type FormStatement, formStatement, queueFormMails } from './form-mails';
export type { Mailer } from './mailer';
export { chatHandoffNotification } from './templates/chat-handoff';
export { chatTranscript } from './templates/chat-transcript';
export { feedbackConfirmation, feedbackNotification } from './templates/feedback';
export { inquiryConfirmation, inquiryNotification, inquiryNotificationWithBlanks } from './templates/inquiry';
export type { RenderedEmail } from './templates/layout';
export { testEmail } from './templates/test-email';
export { welcomePropertyManager } from './templates/welcome-property-manager';
