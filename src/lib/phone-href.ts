/** `tel:` link target for a written phone number: digits and the leading plus only. */
export const phoneHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
