// One member of an entity-tag list (RFC 9110 §8.8.3): an optional weak marker
// and a quoted opaque tag, which may itself hold commas. Empty members are allowed.
const LIST_MEMBER = /[ \t]*(?:((?:W\/)?"[^"]*")[ \t]*)?(?:,|$)/y;

/** The entity-tags of a list, or undefined when the list does not follow the grammar. */
const parseEntityTags = (header: string): string[] | undefined => {
  const tags: string[] = [];
  LIST_MEMBER.lastIndex = 0;
  while (LIST_MEMBER.lastIndex < header.length) {
    const member = LIST_MEMBER.exec(header);
    if (!member) return undefined;
    if (member[1]) tags.push(member[1]);
  }
  return tags;
};

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
