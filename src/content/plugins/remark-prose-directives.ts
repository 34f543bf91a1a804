import type { Paragraph, PhrasingContent, Root } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

import { nearestWord } from '../../lib/nearest-word';
import { BADGE_TONES, CALLOUT_TYPES, type CalloutType, PROSE_TAGS } from '../../lib/prose-tags';
import { KNOWN_DIRECTIVES, wrongFormText } from './directive-forms';
import { isReported, reportProblem } from './report-problem';

type Directive = ContainerDirective | LeafDirective | TextDirective;

const isCalloutType = (name: string): name is CalloutType => (CALLOUT_TYPES as readonly string[]).includes(name);

/** Removes the `[label]` paragraph remark-directive puts first and returns its text. */
const takeLabel = (node: ContainerDirective): string | undefined => {
  const [first] = node.children;
  if (first?.type === 'paragraph' && (first as Paragraph).data?.directiveLabel) {
    node.children.shift();
    return toString(first);
  }
  return undefined;
};

/** The attributes each directive reads; any other would be dropped without a trace. */
const KNOWN_ATTRIBUTES: Record<string, readonly string[]> = {
  ...Object.fromEntries(CALLOUT_TYPES.map((type) => [type, ['title']])),
  cards: [],
  card: ['title', 'href'],
  badge: ['tone'],
  download: ['href', 'filename'],
  foreign: ['lang'],
};

/** The directive as editors write it: `:::note`, `::::cards` (it holds :::card blocks), `:badge`. */
const writtenAs = (node: Directive) =>
  node.name === 'cards'
    ? '::::cards'
    : `${{ containerDirective: ':::', leafDirective: '::', textDirective: ':' }[node.type]}${node.name}`;

/**
 * ':::note takes no attribute "class" (it takes title)', with a "did you mean" for a typo.
 * `{#x}` and `{.x}` reach here as "id" and "class".
 */
const unknownAttributeText = (node: Directive, name: string): string | undefined => {
  const known = KNOWN_ATTRIBUTES[node.name];
  if (!known || known.includes(name)) return undefined;
  const meant = nearestWord(name, known);
  const takes = meant ? `did you mean "${meant}"?` : known.length ? `it takes ${known.join(', ')}` : 'it takes none';
  return `${writtenAs(node)} takes no attribute "${name}" (${takes})`;
};

const setElement = (node: Directive, tagName: string, properties: Record<string, string>) => {
  node.data = { ...node.data, hName: tagName, hProperties: properties };
};

/**
 * A file of this site (`/logo.svg`): browsers download only from the page's own origin. No backslash:
 * browsers read one as a slash, so `/\host/file` is another site's file.
 */
const SITE_FILE = /^\/(?!\/)[^?#\s\\]*\.[a-z0-9]+$/i;
/** The name the file is saved under: letters of any language, digits, spaces, `_.-`; no folders; an extension. */
const FILE_NAME = /^[\p{L}\p{N}_-][\p{L}\p{N}_. -]*\.[a-z0-9]+$/iu;

/** `de`, `fr-CH`: a language tag browsers and screen readers know, or undefined. */
const languageTag = (tag: string | null | undefined): string | undefined => {
  if (!tag || !/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(tag)) return undefined;
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
};

/**
 * Turns the prose directives editors may use into `prose-*` elements that
 * `src/components/prose` renders:
 *   :::note[Title] … :::   (also tip, warning)
 *   ::::cards  :::card{title="…" href="/…" or "#…"} … :::  ::::
 *   :badge[Label]{tone=success}
 *   :download[Label]{href="/logo.svg" filename="logo.svg"}   (a link the browser saves instead of opening)
 *   :foreign[Gesellschaft mit beschränkter Haftung]{lang=de}   (words a screen reader speaks in their own language)
 * Anything else written as a block directive fails the build with its line.
 * A directive is reported for its first problem only: one mistake in it
 * often makes the next check fail too.
 */
export function remarkProseDirectives() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') return;
      if (isReported(file, node)) return;
      const attributes = node.attributes ?? {};
      const problem = Object.keys(attributes)
        .map((name) => unknownAttributeText(node, name))
        .find((text) => text !== undefined);
      if (problem) return reportProblem(file, node, problem);

      if (node.type === 'containerDirective' && isCalloutType(node.name)) {
        const title = takeLabel(node) ?? attributes.title ?? undefined;
        setElement(node, PROSE_TAGS.callout, { type: node.name, ...(title ? { title } : {}) });
        return;
      }
      if (node.type === 'containerDirective' && node.name === 'cards') {
        // A ::card is a card with the wrong colons, which it is named for itself.
        const stray = node.children.find(
          (child) => (child.type !== 'containerDirective' && child.type !== 'leafDirective') || child.name !== 'card',
        );
        if (stray) return reportProblem(file, node, 'a ::::cards block may only contain :::card blocks');
        setElement(node, PROSE_TAGS.cards, {});
        return;
      }
      if (node.type === 'containerDirective' && node.name === 'card') {
        if (parent?.type !== 'containerDirective' || parent.name !== 'cards')
          return reportProblem(file, node, ':::card must sit inside ::::cards');
        const title = takeLabel(node) ?? attributes.title;
        if (!title) return reportProblem(file, node, ':::card needs a title, e.g. :::card[Title]');
        const href = attributes.href ?? undefined;
        // No backslash: browsers read `/\host` as `//host`, another site.
        if (href && !/^(\/(?!\/)[^\\]*$|https:\/\/|#[\w-]+$)/.test(href))
          return reportProblem(
            file,
            node,
            `:::card href must be a site path, an #anchor on the page or an https URL, got "${href}"`,
          );
        setElement(node, PROSE_TAGS.card, { title, ...(href ? { href } : {}) });
        return;
      }
      if (node.type === 'textDirective' && node.name === 'badge') {
        const tone = attributes.tone ?? 'neutral';
        if (!(BADGE_TONES as readonly string[]).includes(tone))
          return reportProblem(file, node, `badge tone must be one of ${BADGE_TONES.join(', ')}`);
        if (!toString(node)) return reportProblem(file, node, 'a badge needs a label, e.g. :badge[New]');
        setElement(node, PROSE_TAGS.badge, { tone });
        return;
      }
      if (node.type === 'textDirective' && node.name === 'download') {
        const { href, filename } = attributes;
        if (!href || !SITE_FILE.test(href))
          return reportProblem(
            file,
            node,
            `:download href must be the path of a file of this site, e.g. href="/logo.svg", got "${href ?? ''}"`,
          );
        if (filename != null && !FILE_NAME.test(filename))
          return reportProblem(
            file,
            node,
            `:download filename must be a file name with an extension and no folders, e.g. filename="logo.svg", got "${filename}"`,
          );
        if (!toString(node)) return reportProblem(file, node, 'a download link needs a label, e.g. :download[Download the logo]');
        // An empty download attribute keeps the file's own name.
        setElement(node, 'a', { href, download: filename ?? '' });
        return;
      }
      if (node.type === 'textDirective' && node.name === 'foreign') {
        const lang = languageTag(attributes.lang);
        if (!lang)
          return reportProblem(
            file,
            node,
            `:foreign lang must be a language tag, e.g. lang=de or lang=fr-CH, got "${attributes.lang ?? ''}"`,
          );
        if (!toString(node)) return reportProblem(file, node, 'a :foreign needs its words, e.g. :foreign[GmbH]{lang=de}');
        setElement(node, 'span', { lang });
        return;
      }
      if (
        node.type === 'textDirective' &&
        parent &&
        index !== undefined &&
        !node.children.length &&
        !Object.keys(attributes).length
      ) {
        // "10:30" or "Note:this" in prose is text, not a directive.
        const text: PhrasingContent = { type: 'text', value: `:${node.name}` };
        parent.children.splice(index, 1, text as never);
        return SKIP;
      }
      return reportProblem(
        file,
        node,
        wrongFormText(node.name, node.type) ?? `unknown directive "${node.name}" (known: ${KNOWN_DIRECTIVES.join(', ')})`,
      );
    });
  };
}
