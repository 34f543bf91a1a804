// One member of an entity-tag list (RFC 9110 §8.8.3): an optional weak marker
// and a quoted opaque tag, which may itself hold commas. Empty members are allowed.
const LIST_MEMBER = /[ \t]*(?:((?:W\/)?"[^"]*")[ \t]*)?(?:,|$)/y;

/** The entity-tags of a list, or undefined when the list does not follow the grammar. */
export const parseEntityTags = (header: string): string[] | undefined => {
  const tags: string[] = [];
  LIST_MEMBER.lastIndex = 0;
  while (LIST_MEMBER.lastIndex < header.length) {
    const member = LIST_MEMBER.exec(header);
    if (!member) return undefined;
    if (member[1]) tags.push(member[1]);
  }
  return tags;
};
