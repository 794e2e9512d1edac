export { seedDemoFeedback } from './demo';
export { submitFeedback } from './submit';
