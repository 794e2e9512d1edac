import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  publicDir: 'public',
  build: isSsrBuild
    ? { outDir: 'dist/ssr', emptyOutDir: true, copyPublicDir: false, target: 'node20' }
    : { outDir: 'dist/client', emptyOutDir: true, manifest: true, target: 'es2022', sourcemap: false },
  ssr: { noExternal: isSsrBuild ? ['wouter'] : [] },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000', '/healthz': 'http://localhost:5000' },
  },
}));
