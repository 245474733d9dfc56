import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const features = readdirSync(`${root}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The layers of src/ (ARCHITECTURE.md): shared code never imports a feature or the app; a feature
 * reaches another feature only through its index.ts; nothing but the entry point and the test kit
 * imports the app. Paths are relative to this file, whatever directory ESLint runs from.
 */
const boundaryZones = [
  {
    target: ['./src/lib', './src/components', './src/auth', './src/domain'],
    from: ['./src/features', './src/app'],
    message: 'Shared code (lib, components, auth, domain) must not import a feature or the app.',
  },
  {
    target: './src/features',
    from: './src/app',
    message: 'Only src/main.tsx and the test kit import the app.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [
      `./${feature}`,
      ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
    ],
    message: 'A feature imports another feature only through its index.ts.',
  })),
];

/** The embedded backend is a package of its own: the app reaches it only from its tests. */
const backendPackage = '@conectacargas/local-supabase';
const backendImports = {
  group: [backendPackage, `${backendPackage}/*`, '**/packages/**'],
  message: 'Only tests import the embedded backend (packages/local-supabase).',
};
/** The modules that reach Supabase; their types may be imported anywhere. */
const supabaseImports = {
  group: ['@/lib/supabase', '@/lib/load-supabase', '@/lib/storage', '@supabase/*'],
  allowTypeImports: true,
  message: "Call Supabase from the feature's api/ module, and call that here.",
};

/**
 * The hooks that read or write the query cache, and so decide what is fetched and refetched: like
 * the Supabase call under them, they live in the feature's api/; their types may be used anywhere.
 */
const queryHookImports = {
  name: '@tanstack/react-query',
  importNames: [
    'useQuery',
    'useQueries',
    'useInfiniteQuery',
    'useSuspenseQuery',
    'useSuspenseQueries',
    'useSuspenseInfiniteQuery',
    'usePrefetchQuery',
    'usePrefetchInfiniteQuery',
    'useMutation',
    'useMutationState',
    'useIsFetching',
    'useIsMutating',
    'useQueryClient',
  ],
  allowTypeImports: true,
  message: "Query and mutation hooks live in the feature's api/; call that hook here.",
};

/** Query keys come from the feature's key factory, so an invalidation cannot miss a query. */
const queryKeyLiteral = {
  selector: "Property[key.name='queryKey'] > ArrayExpression",
  message: "Build the query key with the feature's key factory (e.g. listingKeys).",
};
/** Nothing invalidates the whole cache: a change names the keys it touches. */
const wholeCacheInvalidation = {
  selector: "CallExpression[callee.property.name='invalidateQueries'][arguments.length=0]",
  message:
    'Name the keys this change touches (useInvalidatingMutation, SHIPMENT_QUERY_ROOTS in lib/use-invalidating-mutation.ts).',
};
/** A failure outside a form is said one way: 'Error' and the Spanish reason. */
const failureToast = {
  selector: "CallExpression[callee.object.name='toast'][callee.property.name='error']",
  message: 'Say a failure with toastFailure (lib/mutation-toast.ts), or inside the form.',
};

export default tseslint.config(
  { ignores: ['dist', '**/node_modules', '.local-supabase', 'e2e/artifacts'] },
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
  {
    files: [
      'src/**/*.{ts,tsx}',
      'packages/**/*.ts',
      'supabase/**/*.ts',
      'scripts/**/*.{ts,tsx}',
      'e2e/**/*.ts',
      '*.config.ts',
    ],
    // The rules below that use import-x resolve imports as TypeScript does. Import cycles are
    // found by a test (scripts/import-cycles.ts), which reads the whole graph once.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
    },
  },
  {
    // The app's own code (its tests excepted) never needs the backend: it talks to Supabase.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [backendImports] }],
      'no-restricted-syntax': ['error', queryKeyLiteral, wholeCacheInvalidation, failureToast],
    },
  },
  {
    // The one toast of a failure, and the sign-in and sign-up toasts the spec names.
    files: ['src/lib/mutation-toast.ts', 'src/features/accounts/toasts.ts'],
    rules: { 'no-restricted-syntax': ['error', queryKeyLiteral, wholeCacheInvalidation] },
  },
  {
    // One data-access rule: only a feature's api/ (and the auth provider) call Supabase.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/**/*.test.{ts,tsx}',
      'src/**/api/**',
      'src/auth/**',
      'src/lib/**',
      'src/testing/**',
      'src/features/*/testing/**',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: [backendImports, supabaseImports] }],
    },
  },
  {
    // And its hooks: the same files, less the app's providers and composition root. A later block
    // replaces the rule's options rather than adding to them, so it repeats the patterns above.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/**/*.test.{ts,tsx}',
      'src/**/api/**',
      'src/app/**',
      'src/auth/**',
      'src/lib/**',
      'src/testing/**',
      'src/features/*/testing/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [queryHookImports], patterns: [backendImports, supabaseImports] },
      ],
    },
  },
  {
    // The backend serves whatever project it is given: it reads nothing of the app's.
    files: ['packages/local-supabase/**/*.ts'],
    ignores: ['packages/local-supabase/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './packages/local-supabase',
              from: ['./src', './supabase', './scripts', './e2e'],
              message: 'The backend package imports nothing of the app; the app passes options.',
            },
          ],
        },
      ],
    },
  },
  // Globals by where the code runs, as in the tsconfig projects: the app in the browser, its
  // Vitest files and test kit in Node (plus jsdom), everything outside src/ in Node.
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/perf-floor/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/**/{test,testing}/**', 'src/**/testing.tsx'],
    languageOptions: { globals: { ...globals.node, ...globals.vitest } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['src/**', 'scripts/perf-floor/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['packages/**/*.test.ts', 'supabase/tests/**/*.ts'],
    languageOptions: { globals: globals.vitest },
  },
);
