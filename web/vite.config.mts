import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

// The console is built into web/dist and served by the API process (src/api/console-assets.ts): hashed
// file names under /assets/, no inline scripts, so the page's Content-Security-Policy stays strict.
export default defineConfig({
  plugins: [preact()],
  build: { outDir: 'dist', emptyOutDir: true, assetsInlineLimit: 0, modulePreload: { polyfill: false } },
});
