import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * /sw.js for the installable back office and portal. The pages register it themselves, only under /admin and
 * /property-manager (src/client/features/installable-app), and link their own manifests from public/.
 * It precaches the hashed scripts and styles and keeps the last pages visited for offline use; API calls
 * always go to the network. It imports public/sw-push.js, which shows the Web Push notifications of chats waiting
 * for a person and opens the chat on a click (docs/product/live-chat.md).
 */
function backOfficeWorker() {
  return VitePWA({
    injectRegister: false,
    manifest: false,
    strategies: 'generateSW',
    filename: 'sw.js',
    workbox: {
      globPatterns: ['assets/*.{js,css}', 'assets/inter-latin-wght-normal-*.woff2'],
      navigateFallback: null,
      importScripts: ['/sw-push.js'],
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
          handler: 'NetworkFirst',
          options: { cacheName: 'back-office-pages', networkTimeoutSeconds: 5, expiration: { maxEntries: 30 } },
        },
      ],
    },
  });
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [backOfficeWorker()])],
  publicDir: 'public',
  build: isSsrBuild
    ? { outDir: 'dist/ssr', emptyOutDir: true, copyPublicDir: false, target: 'node20' }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        sourcemap: false,
        // Every browser the site serves knows <link rel="modulepreload">; one that does not loads the modules as
        // they are imported. The polyfill is not worth its bytes in every page's first script (decision 049).
        modulePreload: { polyfill: false },
      },
  ssr: { noExternal: isSsrBuild ? ['wouter'] : [] },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000', '/healthz': 'http://localhost:5000' },
  },
}));
