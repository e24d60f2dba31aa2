import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const frontendDir = fileURLToPath(new URL('./frontend', import.meta.url));
const sharedDir = fileURLToPath(new URL('./shared', import.meta.url));

/**
 * One config, two builds: the browser bundle (dist/client, with a manifest the server reads)
 * and `--ssr` (dist/ssr/ssr.cjs, a self-contained CommonJS bundle the NestJS server requires).
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': frontendDir, '@shared': sharedDir } },
  publicDir: 'public',
  // The SSR bundle is self-contained for production; in development Node loads dependencies itself.
  ssr: command === 'build' ? { noExternal: true } : {},
  build: isSsrBuild
    ? {
        outDir: 'dist/ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { input: 'frontend/ssr.tsx', output: { format: 'cjs', entryFileNames: 'ssr.cjs' } },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        rollupOptions: { input: 'frontend/app.tsx' },
      },
}));
