export { InstallableApp } from './installable-app';
