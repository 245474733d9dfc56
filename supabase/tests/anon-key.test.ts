import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '@conectacargas/local-supabase/keys';
import { LOCAL_ANON_KEY as APP_ANON_KEY } from '../../src/lib/env.ts';

describe('the embedded backend', () => {
  it('accepts the anon key the app ships with', () => {
    expect(LOCAL_ANON_KEY).toBe(APP_ANON_KEY);
  });
});
