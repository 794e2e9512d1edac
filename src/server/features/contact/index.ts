export { seedDemoCustomerContacts } from './demo';
export { createInquiry } from './service';
