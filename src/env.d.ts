interface ImportMetaEnv {
  /** The preview API the preview tools ask, from the app configuration at build. */
  readonly PREVIEW_API: string;
  /** The site's name from the app configuration, for the preview tools' tab titles. */
  readonly SITE_NAME: string;
  /** Where the cookie answer is kept (src/lib/consent.ts), from ICONS_REMOTE_API at build; unset outside a build. */
  readonly CONSENT_STORAGE_KEY: string | undefined;
  /** When the build started, in ms since 1970 (src/vite/build-started-at.ts); unset outside a build. */
  readonly SITE_BUILT_AT: number | undefined;
}
