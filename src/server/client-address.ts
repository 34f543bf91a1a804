/**
 * The visitor's address, for the preview lockout. Behind one trusted reverse
 * proxy it is the last X-Forwarded-For entry: the proxy appends the address
 * it saw (nginx's `$proxy_add_x_forwarded_for`), while every entry before it
 * came from the client and can say anything.
 */
export const clientAddress = (forwardedFor: string | null, trustProxy: boolean, socketAddress: string | undefined): string => {
  const lastHop = trustProxy ? forwardedFor?.split(',').at(-1)?.trim() : undefined;
  return lastHop || socketAddress || 'unknown';
};
