import { z } from 'zod';

/** What every content page declares at its top, between `---` lines. */
export const frontMatterSchema = z.strictObject({
  title: z.string().trim().min(3).max(70),
  description: z.string().trim().min(20).max(170),
  draft: z.boolean().default(false),
  updated: z.iso.date().optional(),
  /** Forces the page's colour mode, e.g. a press kit shown on light backgrounds. */
  colorMode: z.enum(['light', 'dark', 'system']).optional(),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;
