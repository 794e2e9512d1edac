export { useStaffSession } from './api/session';
export { AdminLayout } from './components/admin-layout';
export { AdminPage } from './components/admin-page';
export { AdminProviders } from './components/admin-providers';
export { playChime } from './live/chime';
export { resumeLiveQueue, setOwnAvailability } from './live/live-queue-store';
export { useNotificationPermission } from './live/notification-permission';
export { useSoundPreference } from './live/sound-preference';
export { useLiveQueue } from './live/use-live-queue';
