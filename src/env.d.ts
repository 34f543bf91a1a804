interface ImportMetaEnv {
  /** The preview API the preview tools ask, from the app configuration at build. */
  readonly PREVIEW_API: string;
  /** The site's name from the app configuration, for the preview tools' tab titles. */
  readonly SITE_NAME: string;
}
