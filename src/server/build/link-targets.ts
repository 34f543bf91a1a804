type LinkTarget = { path: PropertyKey[]; to: string };

/**
 * Every `to` in validated data, with its path: links and redirects are
 * written `to` wherever they appear (landing YAML, the app config), so a new
 * kind of link is checked without being listed here.
 */
export const linkTargets = (data: unknown, path: PropertyKey[] = []): LinkTarget[] => {
  if (Array.isArray(data)) return data.flatMap((item, index) => linkTargets(item, [...path, index]));
  if (typeof data !== 'object' || data === null) return [];
  return Object.entries(data).flatMap(([key, value]) =>
    key === 'to' && typeof value === 'string' ? [{ path: [...path, key], to: value }] : linkTargets(value, [...path, key]),
  );
};
