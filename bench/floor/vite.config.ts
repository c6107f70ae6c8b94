// The floor app is built exactly like the site (same plugins, chunking and precompression).
import { defineConfig, mergeConfig } from 'vite';
import { siteConfig } from '../../vite.config.ts';

export default defineConfig(({ command }) =>
  mergeConfig(siteConfig(command), { root: import.meta.dirname }),
);
