/**
 * A desktop Chrome as a visitor has it. Headless Chromium calls itself
 * HeadlessChrome, which bot lists rightly count as a bot: tests of what a
 * visitor (not a bot) sees after an unhandled error need this one.
 */
export const VISITOR_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
