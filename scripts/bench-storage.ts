/**
 * Storage figures for the embedded backend: median and p95 latency of uploading a 5 MB PDF
 * through supabase-js (multipart, as the browser sends a File), of creating a signed URL for it
 * and of downloading it through that URL, 20 runs each, with files in memory and on disk.
 * Run: `npx tsx scripts/bench-storage.ts`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { LOCAL_ANON_KEY } from '@conectacargas/local-supabase/keys';
import { DEMO_PASSWORD, DEMO_TRANSPORTER } from '../supabase/demo-accounts.ts';
import { startLocalSupabase } from '@conectacargas/local-supabase/server';
import { pdfBytes } from '@conectacargas/local-supabase/testing';
import { createTestClient } from '../supabase/tests/support/backend.ts';
import { percentile } from './stats';
import { project } from '../supabase/project.ts';

const RUNS = 20;
const FILE_BYTES = 5 * 1024 * 1024;

async function time(run: () => Promise<void>): Promise<number[]> {
  const timings: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    timings.push(performance.now() - started);
  }
  return timings;
}

async function measure(dataDir: string): Promise<Record<string, number[]>> {
  const backend = await startLocalSupabase({
    project,
    dataDir,
    port: 0,
    rateLimits: false,
    log: () => {},
  });
  try {
    const anonClient = createTestClient({ url: backend.url, anonKey: LOCAL_ANON_KEY });
    const { data, error } = await anonClient.auth.signInWithPassword({
      email: DEMO_TRANSPORTER.email,
      password: DEMO_PASSWORD,
    });
    if (error || !data.user) throw new Error(`sign-in failed: ${error?.message}`);
    const bucket = anonClient.storage.from('documents');
    const file = new File([pdfBytes(FILE_BYTES)], 'bench.pdf', { type: 'application/pdf' });
    const objectPath = `${data.user.id}/bench.pdf`;
    const upload = await time(async () => {
      const result = await bucket.upload(objectPath, file, { upsert: true });
      if (result.error) throw result.error;
    });
    let signedUrl = '';
    const sign = await time(async () => {
      const result = await bucket.createSignedUrl(objectPath, 60);
      if (result.error) throw result.error;
      signedUrl = result.data.signedUrl;
    });
    const download = await time(async () => {
      const response = await fetch(signedUrl);
      const body = await response.arrayBuffer();
      if (!response.ok || body.byteLength !== FILE_BYTES) throw new Error('download failed');
    });
    return { upload, sign, download };
  } finally {
    await backend.close();
  }
}

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-storage-'));
  try {
    const results = { memory: await measure('memory'), disk: await measure(dir) };
    console.log(`Storage, 5 MB PDF, ${RUNS} runs each (median / p95, ms)`);
    for (const [where, figures] of Object.entries(results)) {
      for (const [what, values] of Object.entries(figures)) {
        const label = {
          upload: 'upload (multipart, upsert)',
          sign: 'create signed URL',
          download: 'download via signed URL',
        }[what];
        console.log(
          `  ${where.padEnd(6)} ${label?.padEnd(28)} ${percentile(values, 0.5).toFixed(1).padStart(7)} / ${percentile(values, 0.95).toFixed(1).padStart(7)}`,
        );
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
