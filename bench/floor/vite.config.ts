// The floor app is built exactly like the site (same plugins, chunking and precompression).
import { defineConfig, mergeConfig } from 'vite';
import site from '../../vite.config.ts';

export default mergeConfig(site, defineConfig({ root: import.meta.dirname }));
