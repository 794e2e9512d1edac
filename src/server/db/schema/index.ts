export * from './chat';
export * from './contact';
export * from './feedback';
export * from './locations';
export * from './prospects';
export * from './reviews';
export * from './training';
export * from './users';
