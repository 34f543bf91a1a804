import { parseEntityTags } from './entity-tag-list';

const withoutWeakMarker = (entityTag: string) => (entityTag.startsWith('W/') ? entityTag.slice(2) : entityTag);

/**
 * Whether an If-None-Match header names the current representation, by the
 * weak comparison RFC 9110 §13.1.2 prescribes for this header: `*`, or any
 * entity-tag in the list whose opaque tag equals the current one, `W/` or
 * not. A header that does not parse matches nothing, so the full answer goes out.
 */
export const matchesIfNoneMatch = (header: string | undefined, currentEtag: string): boolean => {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const current = withoutWeakMarker(currentEtag);
  return parseEntityTags(header)?.some((entityTag) => withoutWeakMarker(entityTag) === current) ?? false;
};
