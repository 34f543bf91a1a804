import { z } from 'zod';

import { plainTextProblem } from './plain-text-problem';

/** Text shown as it is written: HTML or markdown in it would reach readers as code. */
export const plainText = z
  .string()
  .trim()
  .superRefine((text, ctx) => {
    const message = plainTextProblem(text);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
