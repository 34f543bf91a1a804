// Writes valid content pages (front matter, paragraphs, a ## heading, a list)
// so the build can be timed with many pages. Deterministic: same input, same files.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const TOPICS = [
  'customer portals',
  'booking systems',
  'data migration',
  'accessibility audits',
  'API integrations',
  'legacy modernisation',
  'monitoring',
  'test automation',
];
const SENTENCES = [
  'We start with a short workshop to understand how the people who use the system actually work.',
  'Every release goes through automated tests before it reaches a test environment you can click through.',
  'The code, the documentation and the infrastructure description are handed over at the end of each phase.',
  'Interfaces follow WCAG 2.2 AA, so they work with a keyboard, a screen reader and a small phone.',
  'Hosting stays in Germany, and personal data is processed under a written agreement.',
  'Fixed prices per phase keep budgets predictable; changes are estimated before they are built.',
  'A named contact answers within one working day, also after the project has gone live.',
];

const page = (n) => {
  const topic = TOPICS[n % TOPICS.length];
  const number = String(n).padStart(4, '0');
  const pick = (offset, count) =>
    Array.from({ length: count }, (_, i) => SENTENCES[(n + offset + i) % SENTENCES.length]).join(' ');
  return `---
title: Generated page ${number} about ${topic}
description: Generated page ${number} about ${topic}, used to measure how the build scales with the number of content pages.
---

${pick(0, 3)}

${pick(3, 2)} See [our services](/services) for the overview.

## What page ${number} covers

- ${topic} for small and medium-sized companies
- a **fixed price** for each phase
- handover with code and documentation

${pick(5, 3)}

## Next steps

${pick(1, 2)}
`;
};

/** Writes `count` pages to `<root>/private/content/generated/page-NNNN.md`; returns the number written. */
export const generatePages = (root, count) => {
  const dir = path.join(root, 'private/content/generated');
  mkdirSync(dir, { recursive: true });
  for (let n = 1; n <= count; n += 1) writeFileSync(path.join(dir, `page-${String(n).padStart(4, '0')}.md`), page(n));
  return count;
};
