/**
 * The import rules of eslint.config.js fail on each kind of violation. Each case lints a small
 * piece of code as if it were a file at `filePath` (the file need not exist; what it imports
 * does), with the project's real configuration.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

// The first lint loads ESLint's plugins and the TypeScript resolver: seconds on a busy machine.
// Pay that once here, with room, so each case times only its own lint. Import cycles are
// scripts/import-cycles.test.ts's.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('export {};\n', { filePath: `${root}/src/features/site/warm-up.ts` });
}, 180_000);

async function ruleIds(code: string, filePath: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return result.messages.map((message) => message.ruleId);
}

const RESTRICTED = 'import-x/no-restricted-paths';

describe('import boundaries', () => {
  it("fails when a feature imports another feature's internals", async () => {
    const ids = await ruleIds(
      "import { ListingCard } from '@/features/listings/components/listing-card';\nexport const card = ListingCard;\n",
      'src/features/accounts/boundary-fixture.ts',
    );
    expect(ids).toContain(RESTRICTED);
  });

  it('fails on a relative path into another feature too', async () => {
    const ids = await ruleIds(
      "import { listingKeys } from '../listings/api/keys';\nexport const keys = listingKeys;\n",
      'src/features/site/boundary-fixture.ts',
    );
    expect(ids).toContain(RESTRICTED);
  });

  it("lets a feature import another through the feature's index.ts", async () => {
    const ids = await ruleIds(
      "import { ListingsBrowser } from '@/features/listings';\nexport const browser = ListingsBrowser;\n",
      'src/features/accounts/boundary-fixture.ts',
    );
    expect(ids).toEqual([]);
  });

  it.each(['src/lib', 'src/components/ui', 'src/auth', 'src/domain'])(
    'fails when shared code in %s imports a feature',
    async (folder) => {
      const ids = await ruleIds(
        "import { useSignOut } from '@/features/accounts';\nexport const signOut = useSignOut;\n",
        `${folder}/boundary-fixture.ts`,
      );
      expect(ids).toContain(RESTRICTED);
    },
  );

  it.each(['src/features/listings', 'src/lib'])('fails when %s imports the app', async (folder) => {
    const ids = await ruleIds(
      "import { routes } from '@/app/routes';\nexport const table = routes;\n",
      `${folder}/boundary-fixture.ts`,
    );
    expect(ids).toContain(RESTRICTED);
  });

  it.each([
    "import { startTestBackend } from '@conectacargas/local-supabase/testing';\nexport const start = startTestBackend;\n",
    "import { LOCAL_ANON_KEY } from '../../../packages/local-supabase/keys';\nexport const key = LOCAL_ANON_KEY;\n",
  ])('fails when app code imports the embedded backend (%#)', async (code) => {
    const ids = await ruleIds(code, 'src/features/listings/api/boundary-fixture.ts');
    expect(ids).toContain('no-restricted-imports');
  });

  it("lets the app's tests import the embedded backend", async () => {
    const ids = await ruleIds(
      "import { startTestBackend } from '@conectacargas/local-supabase/testing';\nexport const start = startTestBackend;\n",
      'src/features/listings/api/boundary-fixture.test.ts',
    );
    expect(ids).toEqual([]);
  });

  it.each([
    "import { env } from '../../src/lib/env';\nexport const url = env;\n",
    "import { project } from '../../supabase/project';\nexport const where = project;\n",
  ])('fails when the backend package imports the app (%#)', async (code) => {
    const ids = await ruleIds(code, 'packages/local-supabase/boundary-fixture.ts');
    expect(ids).toContain(RESTRICTED);
  });

  // Each case: a value import that only a feature's api/ may make, and a type-only import of the
  // same kind, which any file may make.
  it.each([
    [
      'calls Supabase',
      "import { supabase } from '@/lib/supabase';\nexport const signOut = () => supabase.auth.signOut();\n",
      "import type { User } from '@supabase/supabase-js';\nexport type Someone = User;\n",
    ],
    [
      'runs a query hook',
      "import { useQuery } from '@tanstack/react-query';\nimport { fetchPreferences, settingsKeys } from '@/features/accounts/settings/api/settings';\nexport const usePrefs = (id: string) => useQuery({ queryKey: settingsKeys.preferences(id), queryFn: () => fetchPreferences(id) });\n",
      "import type { UseQueryResult } from '@tanstack/react-query';\nexport type Prefs = UseQueryResult<boolean>;\n",
    ],
  ])("fails when a component %s instead of its feature's api/", async (_what, code, typeOnly) => {
    const component = 'src/features/accounts/settings/fixture-form.tsx';
    expect(await ruleIds(code, component)).toEqual(['no-restricted-imports']);
    expect(await ruleIds(code, 'src/features/accounts/settings/api/fixture.ts')).toEqual([]);
    expect(await ruleIds(typeOnly, component)).toEqual([]);
  });

  it('fails on a query key written inline instead of by a key factory', async () => {
    const ids = await ruleIds(
      "import { useQuery } from '@tanstack/react-query';\nexport const useFactors = () => useQuery({ queryKey: ['mfa-factors'], queryFn: async () => 1 });\n",
      'src/features/accounts/settings/api/fixture.ts',
    );
    expect(ids).toContain('no-restricted-syntax');
  });
});
