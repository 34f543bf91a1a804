/** Problems already in the log; kept small, a long-running server may see many edits. */
const reported = new Set<string>();
const MAX_REMEMBERED = 1000;

/**
 * Logs a problem of a file that is read on every request (staged files on a
 * preview server, every file under `npm run dev`) the first time it shows,
 * not once per request: the log stays about errors, not requests. A changed
 * problem is a new line and logged; one that goes away and comes back is
 * not logged again, as the page at its address (or the preview bar) shows it.
 */
export const warnOnce = (line: string) => {
  if (reported.has(line)) return;
  if (reported.size >= MAX_REMEMBERED) reported.clear();
  reported.add(line);
  console.warn(line);
};
