/** A name or address of this machine: `localhost`, 127.x.x.x or ::1 (bare or as a URL writes it, `[::1]`). */
export const isLoopbackHostname = (hostname: string) =>
  hostname === 'localhost' || hostname === '::1' || hostname === '[::1]' || hostname.startsWith('127.');
