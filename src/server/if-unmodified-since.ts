import { parseHttpDate } from './http-date';

/**
 * Whether an If-Unmodified-Since header lets the request proceed (RFC 9110
 * §13.1.4): the file last changed no later than the date, to the second. A
 * value that is no HTTP-date is ignored, so the request proceeds.
 */
export const isUnmodifiedSince = (header: string, lastModifiedMs: number): boolean => {
  const date = parseHttpDate(header.trim());
  return date === undefined || Math.floor(lastModifiedMs / 1000) <= date;
};
