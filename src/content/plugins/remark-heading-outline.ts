import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

import { CARD_TITLE_LEVELS, type CardTitleLevel, PROSE_TAGS } from '../../lib/prose-tags';
import { reportProblem } from './report-problem';

const hashes = (level: number) => '#'.repeat(level);

const cardTitleLevel = (sectionLevel: number): CardTitleLevel =>
  CARD_TITLE_LEVELS[Math.min(sectionLevel - 1, CARD_TITLE_LEVELS.length - 1)]!;

/**
 * Keeps the page's headings an outline without gaps: screen readers and
 * search engines read a skipped level as a missing section, and Lighthouse
 * takes points off accessibility for it. After the page title (the only #)
 * comes ##, after ## at most ###; going back up is fine. A card's title is
 * one level below the heading its cards sit under, so editors put cards
 * anywhere without thinking of levels. Runs after remarkProseDirectives,
 * which makes cards into prose-card elements.
 */
export function remarkHeadingOutline() {
  return (tree: Root, file: VFile) => {
    let previous = 1;
    visit(tree, (node) => {
      if (node.type === 'containerDirective' && node.data?.hName === PROSE_TAGS.card) {
        node.data.hProperties = { ...node.data.hProperties, level: cardTitleLevel(previous) };
        return;
      }
      // A second # is the body-title check's to report.
      if (node.type !== 'heading' || node.depth === 1) return;
      if (node.depth > previous + 1) {
        const above = previous === 1 ? 'the page title' : `the ${hashes(previous)} heading above`;
        reportProblem(
          file,
          node,
          `this ${hashes(node.depth)} heading skips a level after ${above}: make it ${hashes(previous + 1)}`,
        );
      }
      previous = node.depth;
    });
  };
}
