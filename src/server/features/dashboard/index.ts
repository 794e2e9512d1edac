export { listInquiries } from './inquiries';
