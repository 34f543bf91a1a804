interface ImportMetaEnv {
  /** The preview API the preview tools ask, from the app configuration at build. */
  readonly PREVIEW_API: string;
}
