import { defineConfig } from 'vite';

// No plugin: Vite's own transform turns the JSX into React's automatic runtime.
export default defineConfig({
  root: import.meta.dirname,
  oxc: { jsx: { runtime: 'automatic' } },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false } },
  logLevel: 'warn',
});
