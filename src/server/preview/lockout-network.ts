import { isIPv6 } from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight groups of an IPv6 address, `::` filled in with zeros and each without leading zeros. */
const ipv6Groups = (address: string): string[] => {
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  // An IPv4 tail (64:ff9b::192.0.2.1) takes two groups.
  const tailGroups = tail ? tail.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => parseInt(group, 16).toString(16));
};

/**
 * What the preview lockout counts wrong tokens by: an IPv4 address as it is
 * (also written as IPv6, `::ffff:192.0.2.1`), an IPv6 address by its /64,
 * the smallest network a provider hands out. A single server owns a /64, so
 * counted by the full address it got five fresh guesses from each of them.
 */
export const lockoutNetwork = (address: string): string => {
  const plain = address.replace(/%.*$/, '');
  const mapped = IPV4_MAPPED.exec(plain);
  if (mapped) return mapped[1]!;
  return isIPv6(plain) ? `${ipv6Groups(plain.toLowerCase()).slice(0, 4).join(':')}::/64` : address;
};
