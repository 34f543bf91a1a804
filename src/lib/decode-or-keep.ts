/**
 * A percent-encoded URL part decoded (`caf%C3%A9` → `café`), or kept as written
 * when its escapes are malformed (`%E0%A4%A`): no name can be meant by those.
 */
export const decodeOrKeep = (encoded: string): string => {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
};
