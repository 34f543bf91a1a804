/** The content codings the build writes next to each text file, best first. */
export type ContentCoding = 'br' | 'gzip';

const SERVER_PREFERENCE: readonly ContentCoding[] = ['br', 'gzip'];

// RFC 9110 §12.4.2: "0" to "1" with up to three decimals.
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

// RFC 9110 §8.4.1.3: recipients treat x-gzip as gzip.
const ALIASES: Record<string, string> = { 'x-gzip': 'gzip' };

/**
 * The weight of each coding an Accept-Encoding header names (RFC 9110
 * §12.5.3), lower-cased, `*` included. A weight we cannot read counts as 0:
 * a garbled header is no consent to a coding.
 */
export const parseAcceptEncoding = (header: string): Map<string, number> => {
  const weights = new Map<string, number>();
  for (const member of header.split(',')) {
    const [rawCoding = '', ...params] = member.split(';');
    const token = rawCoding.trim().toLowerCase();
    if (!token) continue;
    const coding = ALIASES[token] ?? token;
    let weight = 1;
    for (const param of params) {
      const [name = '', value = ''] = param.split('=').map((part) => part.trim());
      if (name.toLowerCase() === 'q') weight = QVALUE.test(value) ? Number(value) : 0;
    }
    // The first mention counts; a later one cannot widen or narrow it.
    if (!weights.has(coding)) weights.set(coding, weight);
  }
  return weights;
};

/** A coding is acceptable when named with q > 0, or, when not named, covered by `*` with q > 0. */
const isAcceptable = (weights: ReadonlyMap<string, number>, coding: string): boolean =>
  (weights.get(coding) ?? weights.get('*') ?? 0) > 0;

/**
 * The coding to send, br before gzip, among the precompressed variants a
 * file has; undefined sends the file as it is (identity). Without the header
 * or with an empty one nothing is compressed. Identity is also the answer
 * when the header rules out everything, itself included: a readable answer
 * beats a 406 for a static file.
 */
export const chooseContentCoding = (
  acceptEncoding: string,
  variants: Partial<Record<ContentCoding, unknown>>,
): ContentCoding | undefined => {
  if (!acceptEncoding.trim()) return undefined;
  const weights = parseAcceptEncoding(acceptEncoding);
  return SERVER_PREFERENCE.find((coding) => variants[coding] !== undefined && isAcceptable(weights, coding));
};
