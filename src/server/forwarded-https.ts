/**
 * Whether the client reached the site over https. The Node server itself
 * speaks plain http, so this is only known from a TLS-terminating reverse
 * proxy's X-Forwarded-Proto, and only believed when the operator says such
 * a proxy is in front (TRUST_PROXY=1): without one, any client could send the
 * header. The first value is the one the outermost proxy saw.
 */
export const isForwardedHttps = (forwardedProto: string | string[] | null | undefined, trustProxy: boolean): boolean => {
  if (!trustProxy || !forwardedProto) return false;
  const header = Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto;
  return header?.split(',')[0]?.trim().toLowerCase() === 'https';
};
