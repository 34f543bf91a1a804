import { isLoopbackHostname } from '../lib/loopback';

/** What the server needs to say at start, besides its address. */
type StartFacts = {
  buildId: string;
  /** The name of the variable that holds the preview token, and whether it is set. */
  previewTokenEnv: string;
  previewOn: boolean;
  trustProxy: boolean;
  hostname: string;
  /** PREVIOUS_PUBLIC_DIR, if set, and how many of its assets this build lacks (undefined: the folder is not there). */
  previousRelease?: { dir: string; assets: number | undefined } | undefined;
  /** With preview on: what it needs under private/ that cannot be read, each with the reason. */
  unreadablePreviewSources?: string[];
};

/** What PREVIOUS_PUBLIC_DIR gave: a count, or that nothing is there (the first deploy, or a mistyped path). */
const previousReleaseFact = (dir: string, assets: number | undefined) =>
  assets === undefined
    ? `no previous release at ${dir} (none yet, or PREVIOUS_PUBLIC_DIR is wrong)`
    : `${assets} assets of the previous release from ${dir}`;

/**
 * The facts an operator checks first in the log (which build runs, whether
 * editors can preview, whether a proxy's headers are believed) and the
 * warning for a setting that lets anyone past the preview lockout.
 */
export const startNotes = ({
  buildId,
  previewTokenEnv,
  previewOn,
  trustProxy,
  hostname,
  previousRelease,
  unreadablePreviewSources = [],
}: StartFacts) => ({
  facts: [
    `build ${buildId}`,
    previewOn ? `preview on (${previewTokenEnv} is set)` : `preview off (${previewTokenEnv} is not set)`,
    trustProxy ? 'X-Forwarded-For believed (TRUST_PROXY=1)' : 'no proxy headers believed',
    ...(previousRelease ? [previousReleaseFact(previousRelease.dir, previousRelease.assets)] : []),
  ],
  warnings: [
    ...(trustProxy && !isLoopbackHostname(hostname)
      ? [
          `TRUST_PROXY=1 with HOST=${hostname}: whoever reaches this port directly can send any X-Forwarded-For ` +
            'and so get past the preview lockout. Behind a proxy on this machine, set HOST=127.0.0.1.',
        ]
      : []),
    ...(previewOn && unreadablePreviewSources.length > 0
      ? [
          `preview cannot read ${unreadablePreviewSources.join(' and ')}: every preview answers with an error page ` +
            "until it can. Copy private/ beside dist/, readable by the server's user; the public pages are not affected.",
        ]
      : []),
  ],
});
