import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.local-supabase', 'e2e/artifacts'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022 },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // `role` on components such as <RequireRole role="admin"> is a prop, not an ARIA role.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
    },
  },
  // Globals by where the code runs, as in the tsconfig projects: the app in the browser, its
  // Vitest files and test kit in Node (plus jsdom), everything outside src/ in Node.
  { files: ['src/**/*.{ts,tsx}'], languageOptions: { globals: globals.browser } },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/**/{test,testing}/**', 'src/**/testing.tsx'],
    languageOptions: { globals: { ...globals.node, ...globals.vitest } },
  },
  { files: ['**/*.{ts,tsx}'], ignores: ['src/**'], languageOptions: { globals: globals.node } },
  { files: ['local-supabase/**/*.test.ts'], languageOptions: { globals: globals.vitest } },
);
