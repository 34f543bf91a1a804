import { parseEntityTags } from './entity-tag-list';

const isWeak = (entityTag: string) => entityTag.startsWith('W/');

/**
 * Whether an If-Match header lets the request proceed, by the strong
 * comparison RFC 9110 §13.1.1 prescribes: `*`, or a tag in the list equal to
 * the current one with neither of them weak. A header that does not parse
 * names no tag, so it fails, as nginx fails a tag it cannot find in the list.
 */
export const matchesIfMatch = (header: string, currentEtag: string): boolean => {
  if (header.trim() === '*') return true;
  if (isWeak(currentEtag)) return false;
  return parseEntityTags(header)?.some((entityTag) => !isWeak(entityTag) && entityTag === currentEtag) ?? false;
};
