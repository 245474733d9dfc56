// @vitest-environment node
/**
 * One place for pages: every page the route table renders comes from a page module, in a
 * feature's `pages/` folder or, when it combines features, in `app/pages/`; never from a layout
 * or a component folder.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const PAGE_MODULE = /^(@\/features\/[a-z-]+\/pages\/|\.\/pages\/)[a-z-]+-page$/;

/** [export, module] of every element the route table renders, lazily or statically imported. */
function renderedExports(source: string): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [, name, module] of source.matchAll(/'(\w+)',\s*\(\) => import\('([^']+)'\)/g)) {
    pairs.push([name, module]);
  }
  for (const [, module, name] of source.matchAll(/import\('([^']+)'\),\s*'(\w+)'/g)) {
    pairs.push([name, module]);
  }
  for (const [, names, module] of source.matchAll(/^import \{([^}]*)\} from '([^']+)';$/gm)) {
    for (const name of names.split(',').map((part) => part.trim())) pairs.push([name, module]);
  }
  return pairs;
}

function misplacedPages(source: string): string[] {
  return renderedExports(source)
    .filter(([name, module]) => name.endsWith('Page') && !PAGE_MODULE.test(module))
    .map(([name, module]) => `${name} (${module})`);
}

describe('page modules', () => {
  it('hold every page of the route table', () => {
    const source = readFileSync(new URL('./routes.tsx', import.meta.url), 'utf8');
    expect(renderedExports(source).filter(([name]) => name.endsWith('Page')).length).toBe(50);
    expect(misplacedPages(source)).toEqual([]);
  });

  it('fail on a page outside pages/ or in a layout module', () => {
    const planted = [
      "  page(paths.shipperProfile, 'ShipperProfilePage', () => import('@/features/accounts/profile/profile-page')),",
      "  page(path, 'DashboardNotificationsPage', () => import('./layouts/guarded-dashboard-layout')),",
      "  lazyElement(() => import('@/features/admin/components/admin-page'), 'AdminPage'),",
      "import { HomePage } from './pages/home-page';",
      "  lazyElement(() => import('./layouts/guarded-dashboard-layout'), 'GuardedDashboardLayout'),",
    ].join('\n');
    expect(misplacedPages(planted)).toEqual([
      'ShipperProfilePage (@/features/accounts/profile/profile-page)',
      'DashboardNotificationsPage (./layouts/guarded-dashboard-layout)',
      'AdminPage (@/features/admin/components/admin-page)',
    ]);
  });
});
