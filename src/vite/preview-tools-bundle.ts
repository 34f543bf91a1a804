import path from 'node:path';

import { build, type Plugin } from 'vite';

import { appConfigInput } from '../config/app.config';
import { validateAppConfig } from '../config/validate';
import { PREVIEW_TOOLS_PATH, PREVIEW_TOOLS_SOURCE } from '../lib/preview';

/**
 * Builds the preview tools into one file of their own, after the site's
 * client bundle, into the same public folder. A separate build shares no
 * chunk with the site, so the site's JS is the same with or without the
 * tools; editors pay for their own copy of React instead. The preview API's
 * address and the site's name come from the app configuration, fixed at
 * build like the pages.
 */
export const previewToolsBundle = (): Plugin => {
  const { name, preview } = validateAppConfig(appConfigInput);
  const define = {
    'import.meta.env.PREVIEW_API': JSON.stringify(preview.stagingApi ?? preview.api),
    'import.meta.env.SITE_NAME': JSON.stringify(name),
  };
  return {
    name: 'site:preview-tools-bundle',
    // The development server compiles the tools from source; they need the address there too.
    config: () => ({ define }),
    async writeBundle(options) {
      if (this.environment.name !== 'client' || this.environment.mode !== 'build') return;
      await build({
        configFile: false,
        root: process.cwd(),
        publicDir: false,
        logLevel: 'warn',
        mode: 'production',
        define: { ...define, 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir: options.dir ?? path.resolve('dist/public'),
          emptyOutDir: false,
          copyPublicDir: false,
          reportCompressedSize: false,
          modulePreload: false,
          rolldownOptions: {
            input: path.resolve(PREVIEW_TOOLS_SOURCE),
            preserveEntrySignatures: 'exports-only',
            // Ariakit's 'use client' lines mean nothing outside a server-components build.
            onwarn: (warning, warn) => warning.code === 'MODULE_LEVEL_DIRECTIVE' || warn(warning),
            output: { format: 'es', entryFileNames: PREVIEW_TOOLS_PATH.slice(1), codeSplitting: false },
          },
        },
      });
    },
  };
};
