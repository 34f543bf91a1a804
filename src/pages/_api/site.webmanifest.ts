import { appConfig } from '../../config';
import { BRAND_COLOR } from '../../lib/brand-color';

/** The web app manifest, from the app configuration. */
export const GET = async () =>
  Response.json({
    name: appConfig.name,
    short_name: appConfig.shortName,
    description: appConfig.description,
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: BRAND_COLOR,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  });

export const getConfig = async () => ({ render: 'static' }) as const;
