export { InstallableApp } from './installable-app';
export { subscribeToWaitingChats, unsubscribeFromWaitingChats } from './push-notifications';
