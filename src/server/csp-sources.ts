import type { AppConfig } from '../config';

const originOf = (url: string | null | undefined) => (url && /^https?:/.test(url) ? new URL(url).origin : undefined);

/** Other origins the pages fetch from, as the config names them: the preview API and a remote icon API. */
export const cspConnectSources = (config: AppConfig): string[] =>
  [originOf(config.preview.stagingApi), originOf(config.preview.api), originOf(config.icons.remoteApi)].filter(
    (origin): origin is string => origin !== undefined,
  );
