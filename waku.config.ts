import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'waku/config';

import { previewToolsBundle } from './src/vite/preview-tools-bundle';

export default defineConfig({
  vite: {
    plugins: [tailwindcss(), previewToolsBundle()],
    build: { reportCompressedSize: false },
  },
});
