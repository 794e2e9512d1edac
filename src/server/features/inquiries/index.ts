export { createInquiry } from './create';
export { seedDemoInquiries } from './demo';
export { inquiryFromChat, type MissedChat } from './from-chat';
export { listInquiries } from './inbox';
