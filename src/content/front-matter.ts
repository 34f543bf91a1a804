import { z } from 'zod';

import { COLOR_MODES } from '../lib/color-mode';
import { plainText } from './plain-text-schema';

/** Tomorrow in UTC, YYYY-MM-DD: an editor east of UTC may date a page a day ahead of the build machine. */
const latestUpdateDay = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** What every content page declares at its top, between `---` lines. */
export const frontMatterSchema = z
  .strictObject({
    title: plainText.min(3).max(70),
    description: plainText.min(20).max(170),
    draft: z.boolean().default(false),
    updated: z.iso
      // A day that does not exist is not also reported as one still to come.
      .date({ abort: true })
      .refine((day) => day <= latestUpdateDay(), 'a day still to come: write the day the page last changed')
      .optional(),
    /** `article` for a dated write-up (news, a case study): link previews then show it as an article with its `updated` day. */
    type: z.enum(['page', 'article']).default('page'),
    /** Forces the page's colour mode, e.g. a press kit shown on light backgrounds. */
    colorMode: z.enum(COLOR_MODES).optional(),
  })
  // Link previews show an article with its day: without one it would pass as undated.
  .superRefine(({ type, updated }, ctx) => {
    if (type === 'article' && updated === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['updated'],
        message: 'missing, but required for an article: write the day it last changed, as YYYY-MM-DD',
      });
  });

/** The front matter as written; `colorMode: system` is still in it (see forced-color-mode.ts). */
export type WrittenFrontMatter = z.infer<typeof frontMatterSchema>;

/** The front matter a page is built from: a forced colour mode is light or dark. */
export type FrontMatter = Omit<WrittenFrontMatter, 'colorMode'> & { colorMode?: 'light' | 'dark' };
