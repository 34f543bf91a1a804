const HTML_TAG = /<\/?[a-z][a-z\d-]*(?:\s[^<>]*)?\/?>/gi;
const ENTITY = /&(?:#(\d+)|#x([\da-f]+)|([a-z][a-z\d]*));/i;
/** `**x**`, `__x__`, `*x*` or `_x_` as markdown reads emphasis: not inside a word (`snake_case`, `2*3*4`), not around spaces (`5 * 3`). */
const EMPHASIS = /(?<![\w*_\\])([*_]{1,2})(?![\s*_])(.+?)(?<![\s*_\\])\1(?![\w*_])/;
const LINK = /\[([^\]]+)\]\([^)]*\)/;

/** The characters editors most often write as an entity, by its name. */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: 'a space',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  euro: '€',
  copy: '©',
  reg: '®',
  trade: '™',
};

const entityMeaning = (decimal?: string, hex?: string, name?: string): string => {
  const code = decimal ? Number(decimal) : hex ? parseInt(hex, 16) : undefined;
  if (code !== undefined)
    return code === 0xa0 ? 'a space' : code <= 0x10ffff ? String.fromCodePoint(code) : 'the character itself';
  return NAMED[name!.toLowerCase()] ?? 'the character itself';
};

/**
 * What in a front matter text would show as written, if anything: a title
 * and description are plain text in the page heading, the browser tab and
 * search results, so HTML and markdown there reach a reader as code.
 * The first of each kind is named, every tag (`<b>` comes with `</b>`).
 */
export const plainTextProblem = (text: string): string | undefined => {
  const entity = ENTITY.exec(text);
  const tags = [...new Set(text.match(HTML_TAG))];
  const link = LINK.exec(text);
  const emphasis = EMPHASIS.exec(text);
  const fixes = [
    entity && `write ${entityMeaning(entity[1], entity[2], entity[3])} rather than ${entity[0]}`,
    tags.length && `leave out the tag${tags.length > 1 ? 's' : ''} ${tags.join(' and ')}`,
    link && `write ${link[1]} rather than ${link[0]}`,
    emphasis && `write ${emphasis[2]} rather than ${emphasis[0]}`,
  ].filter(Boolean);
  return fixes.length ? `plain text, shown as written: ${fixes.join('; ')}` : undefined;
};
