import { describe, expect, it } from 'vitest';

import { elementsIn, renderBody } from './support/markdown';

const FILE = 'private/content/setup.md';

const render = (body: string) => renderBody(body, FILE);

describe('fenced code', () => {
  it('refuses a fence never closed at its opening line, as the rest of the page would show as code', async () => {
    await expect(render('Install it:\n\n```bash\nnpm ci\n\n## Next steps\n\nSee [the guide](/guide).')).rejects.toThrow(
      `${FILE}:7:1: the \`\`\`bash opened here is never closed, so the text after it shows as code: put \`\`\` on a line of its own after the code`,
    );
    await expect(render('~~~\nnpm ci')).rejects.toThrow(`${FILE}:5:1: the ~~~ opened here is never closed`);
    // A closing fence shorter than the opening one is code.
    await expect(render('````md\n```js\nx\n```\n')).rejects.toThrow(
      `${FILE}:5:1: the \`\`\`\`md opened here is never closed, so the text after it shows as code: put \`\`\`\` on a line of its own after the code`,
    );
    await expect(render('Text\n\n```')).rejects.toThrow(`${FILE}:7:1: the \`\`\` opened here is never closed`);
    await expect(render('> ```\n> code\n\nAfter')).rejects.toThrow(`${FILE}:5:3: the \`\`\` opened here is never closed`);
    await expect(render('- ```\n  code\n- Next')).rejects.toThrow(`${FILE}:5:3: the \`\`\` opened here is never closed`);
    // Indented four spaces, a fence is text of the code, not its end.
    await expect(render('```\ncode\n    ```')).rejects.toThrow(`${FILE}:5:1: the \`\`\` opened here is never closed`);
  });

  it('accepts closed fences: at the very end of the file, empty, quoted, in lists and with indented code', async () => {
    const closed = [
      '```bash\nnpm ci\n```',
      '```bash\nnpm ci\n```\n',
      '~~~\nnpm ci\n~~~~   \n\nAfter',
      '```\n```',
      '```\n\n```',
      '````md\n```js\nx\n```\n````',
      '```\n    ```\n```',
      '> ```\n> code\n> ```\n\nAfter',
      '- ```\n  code\n  ```\n- Next',
      '    ```\n    indented code, not a fence',
    ];
    for (const body of closed) await expect(render(body), body).resolves.toBeDefined();
    const tree = await render('```bash\nnpm ci\n```\n\n## Next steps');
    expect(elementsIn(tree).filter((element) => element.tagName === 'h2')).toHaveLength(1);
  });
});
