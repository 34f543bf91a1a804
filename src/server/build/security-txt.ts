const DAY_MS = 24 * 60 * 60 * 1000;
/** RFC 9116 asks for an expiry less than a year ahead. */
const VALID_DAYS = 364;

export const SECURITY_TXT_PATH = '/.well-known/security.txt';

type SecurityTxtOptions = { email: string; siteUrl: string; builtAt: number };

/**
 * RFC 9116 security.txt: where to report a vulnerability. It expires a year
 * after the build, so a site nobody has rebuilt for that long stops vouching
 * for a contact that may be stale.
 */
export const securityTxt = ({ email, siteUrl, builtAt }: SecurityTxtOptions): string =>
  [
    `Contact: mailto:${email}`,
    `Expires: ${new Date(builtAt + VALID_DAYS * DAY_MS).toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    'Preferred-Languages: en, de',
    `Canonical: ${siteUrl}${SECURITY_TXT_PATH}`,
    '',
  ].join('\n');
