/**
 * Whether sign-in tells an existing account from an unknown e-mail by its timing: the median
 * time of a wrong-password sign-in for the demo shipper and for an address with no account, over
 * HTTP through supabase-js, at GoTrue's bcrypt cost (10). Both should take one bcrypt check.
 */
import { performance } from 'node:perf_hooks';
import { createTestClient, startTestBackend } from '../supabase/tests/support/backend';
import { median } from './stats';
import { DEMO_SHIPPER } from '../supabase/demo-accounts.ts';

const RUNS = 15;

export async function benchSignIn(): Promise<void> {
  const backend = await startTestBackend({ rateLimits: false, bcryptCost: 10 });
  try {
    const client = createTestClient(backend);
    const timeOf = async (email: string) => {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const started = performance.now();
        const { error } = await client.auth.signInWithPassword({ email, password: 'no-es-esta' });
        times.push(performance.now() - started);
        if (error?.code !== 'invalid_credentials') throw new Error(`unexpected: ${error?.code}`);
      }
      return median(times);
    };
    const existing = await timeOf(DEMO_SHIPPER.email);
    const unknown = await timeOf('nadie.registrado@example.test');
    console.log(`\nInicio de sesión con contraseña incorrecta — mediana de ${RUNS} intentos`);
    console.log(`   correo con cuenta       ${existing.toFixed(1).padStart(8)} ms`);
    console.log(`   correo sin cuenta       ${unknown.toFixed(1).padStart(8)} ms`);
  } finally {
    await backend.stop();
  }
}
