import { BUILD_MANIFEST_DIR } from '../../lib/build-manifest';
import { PREVIEW_QUERY_PARAM } from '../../lib/preview';
import { cacheControlFor, ICON_CACHE_CONTROL } from '../cache-policy';

/**
 * The Cache-Control values of deploy/nginx.conf and the generated route
 * rules, each as an nginx variable: an address with `?preview=` carries the
 * editors' secret, or a guess at it, so no cache may keep any answer to it,
 * as on the Node server (src/server/preview/preview-responses.ts).
 */
const CACHE_CONTROL_VARIABLES = {
  revalidate: { name: '$cache_control_revalidate', value: cacheControlFor('/') },
  immutable: { name: '$cache_control_immutable', value: cacheControlFor('/assets/') },
  noCache: { name: '$cache_control_no_cache', value: cacheControlFor(`${BUILD_MANIFEST_DIR}/latest.json`) },
  icons: { name: '$cache_control_icons', value: ICON_CACHE_CONTROL },
  // For answers that otherwise send none (plain-text refusals, a missing payload); nginx sends no empty header.
  none: { name: '$cache_control_none', value: '' },
} as const;

/** The add_header line for one of the values above. */
export const cacheControlLine = (kind: keyof typeof CACHE_CONTROL_VARIABLES): string =>
  `add_header Cache-Control ${CACHE_CONTROL_VARIABLES[kind].name} always;`;

/**
 * http-level maps for those variables. Read from the request line, not
 * `$args`: nginx empties the query when it answers with the 404 page.
 */
export const cacheControlMaps = (): string[] => [
  '# A preview link: its query names the preview parameter, with or without a value.',
  'map $request_uri $preview_link {',
  '  default 0;',
  `  "~\\?(?:.*&)?${PREVIEW_QUERY_PARAM}(?:[=&]|$)" 1;`,
  '}',
  ...Object.values(CACHE_CONTROL_VARIABLES).flatMap(({ name, value }) => [
    `map $preview_link ${name} {`,
    '  1 "no-store";',
    `  default "${value}";`,
    '}',
  ]),
];
