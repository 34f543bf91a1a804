import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';

import { CALLOUT_TYPES } from '../../lib/prose-tags';

type DirectiveType = (ContainerDirective | LeafDirective | TextDirective)['type'];

type Form = { type: DirectiveType; howToWrite: string };

const block = (name: string): Form => ({
  type: 'containerDirective',
  howToWrite: `${name} is a block: write :::${name}[…] on a line of its own and close it with :::`,
});

/** How each directive editors may use is written: a block on lines of its own, or in a sentence with one colon. */
const FORMS: Record<string, Form> = {
  ...Object.fromEntries(CALLOUT_TYPES.map((type) => [type, block(type)])),
  cards: {
    type: 'containerDirective',
    howToWrite: 'cards is a block: write ::::cards on a line of its own, :::card blocks inside it, and close it with ::::',
  },
  card: {
    type: 'containerDirective',
    howToWrite: 'card is a block inside ::::cards: write :::card[…] on a line of its own and close it with :::',
  },
  badge: { type: 'textDirective', howToWrite: 'badge sits in text with one colon: :badge[…]' },
  download: { type: 'textDirective', howToWrite: 'download sits in text with one colon: :download[…]{href="/file.pdf"}' },
  foreign: { type: 'textDirective', howToWrite: 'foreign sits in text with one colon: :foreign[…]{lang=de}' },
};

/** Every directive editors may use, in the order the docs list them. */
export const KNOWN_DIRECTIVES = Object.keys(FORMS);

/**
 * How to write `name` when it is a known directive written as another kind
 * (`::note`, `:::badge`): its colons are wrong, not its name.
 * `type` undefined stands for colons that made no directive at all.
 */
export const wrongFormText = (name: string, type?: DirectiveType): string | undefined => {
  const form = Object.hasOwn(FORMS, name) ? FORMS[name] : undefined;
  return form && form.type !== type ? form.howToWrite : undefined;
};
