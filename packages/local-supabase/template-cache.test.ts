import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TemplateCache, templateKey } from './template-cache.ts';

let dir: string;

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (snapshot: Uint8Array | null) => snapshot && new TextDecoder().decode(snapshot);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'local-supabase-cache-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('templateKey', () => {
  it('changes with any part', () => {
    expect(templateKey(['a', 'b'])).toBe(templateKey(['a', 'b']));
    expect(templateKey(['a', 'b'])).not.toBe(templateKey(['a', 'c']));
    expect(templateKey(['ab', ''])).not.toBe(templateKey(['a', 'b']));
  });
});

// The cases share one directory: the second leaves a file the first must not find.
describe('TemplateCache', { shuffle: false }, () => {
  it('keeps one snapshot on disk, readable by another process', async () => {
    await new TemplateCache(dir).put('old', bytes('old snapshot'));
    await new TemplateCache(dir).put('new', bytes('new snapshot'));
    expect(await readdir(dir)).toEqual(['new.tar']);
    const fresh = new TemplateCache(dir);
    expect(await text(await fresh.get('new'))).toBe('new snapshot');
    expect(await fresh.get('old')).toBeNull();
  });

  it('still serves from memory when the directory cannot be written', async () => {
    const blocked = path.join(dir, 'a-file');
    await writeFile(blocked, '');
    const cache = new TemplateCache(path.join(blocked, 'cache'));
    await cache.put('key', bytes('snapshot'));
    expect(await text(await cache.get('key'))).toBe('snapshot');
  });
});
