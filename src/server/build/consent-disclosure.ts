import type { Root as HastRoot } from 'hast';
import { toString } from 'mdast-util-to-string';

import { ContentError } from '../../content/content-error';
import { serviceHost } from '../../lib/consented-services';
import { isLoopbackHostname } from '../../lib/loopback';

/** What the shipped privacy policy says while nothing needs consent: untrue once a remote API is set. */
const CLAIMS_OF_NO_CONSENTED_SERVICE = ['icons are served from our own server', 'nothing on this website needs your consent'];

/**
 * A remote icon API (ICONS_REMOTE_API) receives the IP address of every
 * visitor who accepts: the privacy policy must name it before the build
 * publishes a site that sends visitors there. A loopback address stands in
 * for one in tests and development and is no third party.
 */
export const consentDisclosureProblems = (
  remoteIconApi: string | null,
  privacy: { file: string; body: HastRoot },
): ContentError[] => {
  // Loopback stands in for a remote service in tests and development; it is no third party.
  if (!remoteIconApi || isLoopbackHostname(new URL(remoteIconApi).hostname)) return [];
  const host = serviceHost(remoteIconApi);
  const text = toString(privacy.body);
  const problems = CLAIMS_OF_NO_CONSENTED_SERVICE.filter((claim) => text.includes(claim)).map(
    (claim) =>
      new ContentError(
        privacy.file,
        undefined,
        `says "${claim}", which is untrue with ICONS_REMOTE_API set: rewrite that paragraph`,
      ),
  );
  if (!text.includes(host))
    problems.push(
      new ContentError(
        privacy.file,
        undefined,
        `ICONS_REMOTE_API sends visitors who accept to ${host}, which the privacy policy does not name: say there who runs it, what it receives (IP address, browser) and that it loads only after consent (Article 6 (1) (a) GDPR, § 25 (1) TDDDG)`,
      ),
    );
  return problems;
};
