// The built product on a fresh embedded database, for the browser tests.
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

// Its own directory per checkout or port: PGlite allows one process per directory.
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';
rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // Many form submissions from one address in a minute: the limits have their own API tests.
  RATE_LIMITS: 'off',
  // Likewise the caps on mail to visitors (the suite confirms more than a real hour would): they have API tests.
  MAIL_PER_ADDRESS_PER_DAY: '50',
  VISITOR_MAIL_PER_HOUR: '5000',
  ADMIN_EMAIL: 'e2e-admin@elevate.example',
  ADMIN_PASSWORD: 'e2e-password-123',
});
await import(pathToFileURL('dist/server/server.js').href);
