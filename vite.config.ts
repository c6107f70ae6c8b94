import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The site is one page app; the reference server serves dist/ and the API on one origin.
export default defineConfig({
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    proxy: { '^/(site|act|fd|game|stream)/api': 'http://127.0.0.1:8787' },
  },
  preview: { host: '127.0.0.1' },
  build: { outDir: 'dist' },
});
