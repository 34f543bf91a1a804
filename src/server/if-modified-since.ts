import { parseHttpDate } from './http-date';

/**
 * Whether an If-Modified-Since header asks for the file (RFC 9110 §13.1.3):
 * it changed after the date, to the second. A value that is no HTTP-date is
 * ignored, so the file is sent; a date at or after the last change means the
 * client's copy is current.
 */
export const isModifiedSince = (header: string, lastModifiedMs: number): boolean => {
  const date = parseHttpDate(header.trim());
  return date === undefined || Math.floor(lastModifiedMs / 1000) > date;
};
