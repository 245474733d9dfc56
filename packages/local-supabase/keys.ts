/**
 * Keys of the embedded backend. Public by design: they only ever unlock a local, throwaway
 * database, like the demo keys the Supabase CLI prints for `supabase start`.
 */
export const LOCAL_JWT_SECRET = 'conectacargas-local-jwt-secret-not-for-production-use';

/** Same value as `LOCAL_ANON_KEY` in src/lib/env.ts (a test keeps them equal). */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJpYXQiOjE3NjcyMjU2MDAsImV4cCI6MjA4Mjc1ODQwMH0.IBf4oPCX9OU5NaKRQy8NBD7Z1izjMGGgMHVllzwl0H0';

export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImlhdCI6MTc2NzIyNTYwMCwiZXhwIjoyMDgyNzU4NDAwfQ.aJvCDGMN0vxwQevnP6zQl_fAn8RzADGqjf0A-Ph8Yi8';
