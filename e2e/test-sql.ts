/**
 * SQL as the database superuser, in one transaction, for the few steps no person can take (a
 * private window's hours passing). Only the browser suite's server answers it: playwright.config.ts
 * gives it and the workers one random token per run (packages/local-supabase/vite-plugin.ts).
 */
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

export async function testSql(request: APIRequestContext, sql: string): Promise<void> {
  const response = await request.post('/_local/test-sql', {
    headers: {
      'x-test-sql-token': process.env.E2E_TEST_SQL_TOKEN ?? '',
      'content-type': 'text/plain',
    },
    data: sql,
  });
  expect(response.status(), await response.text()).toBe(204);
}
