import { describe, expect, it } from 'vitest';
import { portabilityProblems } from './portability.ts';

const mapped = new Set(['@supabase/supabase-js', 'jose']);
const problems = (source: string, depth = 1) => portabilityProblems(source, mapped, depth);

describe('portabilityProblems', () => {
  it('passes web-standard code with mapped, relative and npm: imports', () => {
    expect(
      problems(`
        import { createClient } from '@supabase/supabase-js';
        import { jwtVerify } from 'jose';
        import { cors } from '../_shared/cors.ts';
        import { handle } from './handler.ts';
        import type { X } from 'npm:zod@3';
        // process.env and require() in a comment are not code; nor is https://example.com
        const key = await crypto.subtle.importKey('raw', new TextEncoder().encode('k'), 'HMAC', false, []);
        Deno.serve((req) => handle(req, Deno.env.toObject()));
      `),
    ).toEqual([]);
  });

  it.each([
    [`import { createHmac } from 'node:crypto';`, 'uses a node: module, which Deno does not have'],
    [`const fs = await import('node:fs');`, 'uses a node: module, which Deno does not have'],
    [`const x = require('x');`, 'uses require(), which Deno does not have'],
    [`const secret = process.env.SECRET;`, 'uses process, which Deno does not have'],
    [`const b = Buffer.from('x');`, 'uses Buffer, which Deno does not have'],
    [`const here = __dirname;`, 'uses __dirname/__filename, which Deno does not have'],
    [`setImmediate(() => {});`, 'uses setImmediate, which Deno does not have'],
    [`import { z } from 'zod';`, 'imports zod, which its deno.json does not map'],
    [`import { x } from './helper';`, 'imports ./helper without its .ts extension'],
    [
      `import { x } from '../../src/lib/x.ts';`,
      'imports ../../src/lib/x.ts, outside the functions folder',
    ],
  ])('refuses %s', (source, problem) => {
    expect(problems(source)).toContain(problem);
  });
});
