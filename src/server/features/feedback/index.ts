export { submitFeedback } from './service';
