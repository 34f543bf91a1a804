// What prettier and tsc do not check: the rules of hooks, unused code, mistakes that still type-check.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores(['dist/', '.tmp/', 'test-results/', 'playwright-report/', 'public/', 'private/', 'src/pages.gen.ts']),
  js.configs.recommended,
  tseslint.configs.recommended,
  // `const { a, ...rest } = x` names `a` to leave it out of `rest`.
  { rules: { '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }] } },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // The islands' effects set state from what only the browser knows after hydration (storage, the DOM,
      // the route just shown): server and first client render must match, so render cannot compute it.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  // Scripts run on Node; the functions they hand to a browser page run there.
  { files: ['**/*.mjs'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  {
    files: ['tests/e2e/**/*.ts'],
    rules: {
      // Playwright reads a test's fixtures from its first parameter: `({}, testInfo)` asks for none.
      'no-empty-pattern': 'off',
    },
  },
]);
