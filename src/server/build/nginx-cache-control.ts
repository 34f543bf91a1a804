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

/** A pattern for a name's letters each as written or percent-encoded, in either case of hex digit. */
const plainOrEncoded = (name: string): string =>
  [...name]
    .map((letter) => {
      const hex = letter.charCodeAt(0).toString(16);
      const digits = [...hex].map((digit) => (/[a-f]/.test(digit) ? `[${digit}${digit.toUpperCase()}]` : digit)).join('');
      return `(?:${letter}|%${digits})`;
    })
    .join('');

/**
 * http-level maps for those variables. Read from the request line, not
 * `$args`: nginx empties the query when it answers with the 404 page.
 */
export const cacheControlMaps = (): string[] => [
  '# A preview link: its query names the preview parameter, with or without a value,',
  '# its letters plain or percent-encoded (?%70review=), as URLSearchParams reads it.',
  'map $request_uri $preview_link {',
  '  default 0;',
  // Parameter by parameter from the first `?`: `\?(?:.*&)?` retried the rest of the line from each `?`,
  // milliseconds of CPU for a request line of question marks.
  `  "~^[^?]*\\?(?:[^&]*&)*?${plainOrEncoded(PREVIEW_QUERY_PARAM)}(?:[=&]|$)" 1;`,
  '}',
  '# …and out of search engines, should a crawler be handed one (security-headers.conf sends it).',
  'map $preview_link $preview_robots_tag {',
  '  1 "noindex";',
  '  default "";',
  '}',
  ...Object.values(CACHE_CONTROL_VARIABLES).flatMap(({ name, value }) => [
    `map $preview_link ${name} {`,
    '  1 "no-store";',
    `  default "${value}";`,
    '}',
  ]),
];
