export { chatSessionQuery } from './api/chat-session';
export { AnswerWhy } from './components/answer-explanation';
export { AnswerMeta } from './components/answer-meta';
