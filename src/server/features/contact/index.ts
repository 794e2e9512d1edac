export { createInquiry } from './service';
