import { expect, it } from 'vitest';

import { ICON_SHOWN_FOR } from '../../src/components/layout/color-mode-icons';
import { COLOR_MODE_PREFERENCE_ATTRIBUTE } from '../../src/lib/color-mode';
import { COLOR_MODE_SCRIPT } from '../../src/lib/color-mode-script';

// Tailwind reads class names as written, so the attribute is spelt out there: these keep it one fact.
it('the colour button picks its icon by the attribute the head script sets on <html>', () => {
  expect(COLOR_MODE_SCRIPT).toContain(`d.setAttribute("${COLOR_MODE_PREFERENCE_ATTRIBUTE}",m)`);
  const when = (mode: string) => `[[${COLOR_MODE_PREFERENCE_ATTRIBUTE}=${mode}]_&]`;
  expect(ICON_SHOWN_FOR.light).toBe(`hidden ${when('light')}:flex`);
  expect(ICON_SHOWN_FOR.dark).toBe(`hidden ${when('dark')}:flex`);
  expect(ICON_SHOWN_FOR.system).toBe(`flex ${when('dark')}:hidden ${when('light')}:hidden`);
});
