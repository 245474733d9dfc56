// @vitest-environment node
/**
 * ARCHITECTURE.md stays true of the tree: it names every feature folder (`features/<name>`) and
 * every Realtime topic the app joins or the database sends on (`<prefix>:` or the topic itself,
 * in backticks). A new folder or topic without a line there fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

function featureFolders(): string[] {
  return readdirSync(path.join(ROOT, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/**
 * Topics as the code names them: the app's `useLiveChannel` calls (a `prefix:${…}` template or a
 * `*_TOPIC` constant), and the migrations' `realtime.send` targets and topic policies.
 */
function topicsIn(appSources: string[], migrations: string[]): string[] {
  const topics = new Set<string>();
  for (const source of appSources) {
    if (!source.includes('useLiveChannel(')) continue;
    for (const [, prefix] of source.matchAll(/`([a-z]+):\$\{/g)) topics.add(`${prefix}:`);
    for (const [, topic] of source.matchAll(/_TOPIC = '([a-z:]+)'/g)) topics.add(topic);
  }
  for (const sql of migrations) {
    for (const [send] of sql.matchAll(/realtime\.send\([\s\S]*?\);/g)) {
      for (const [, prefix] of send.matchAll(/'([a-z]+):' \|\|/g)) topics.add(`${prefix}:`);
      for (const [, topic] of send.matchAll(/'([a-z]+)', (?:true|false)\);/g)) topics.add(topic);
    }
    for (const [, prefix] of sql.matchAll(/realtime_topic_id\('([a-z]+)'\)/g)) {
      topics.add(`${prefix}:`);
    }
    for (const [, topic] of sql.matchAll(/realtime\.topic\(\) = '([a-z]+)'/g)) topics.add(topic);
  }
  return [...topics].sort();
}

/** What the document does not name: `features/<folder>`, and each topic in backticks. */
function unnamed(doc: string, folders: string[], topics: string[]): string[] {
  return [
    ...folders.filter((folder) => !doc.includes(`\`features/${folder}\``)),
    ...topics.filter((topic) => !doc.includes(`\`${topic}`)),
  ];
}

describe('ARCHITECTURE.md', () => {
  const doc = read('ARCHITECTURE.md');
  const topics = topicsIn(
    sourceFiles('src').map(read),
    readdirSync(path.join(ROOT, 'supabase/migrations')).map((file) =>
      read(path.join('supabase/migrations', file)),
    ),
  );

  it('finds the topics the code uses', () => {
    expect(topics).toEqual(
      expect.arrayContaining(['chat:', 'conversation:', 'listing:', 'listings', 'trip:', 'user:']),
    );
  });

  it('names every feature folder and every Realtime topic', () => {
    expect(unnamed(doc, featureFolders(), topics)).toEqual([]);
  });

  it('fails on a folder or a topic it does not name', () => {
    const planted = topicsIn(
      ['useLiveChannel(`invoice:${id}`, handlers);'],
      ["perform realtime.send(x, 'changed', 'fleet:' || new.id, true);"],
    );
    expect(planted).toEqual(['fleet:', 'invoice:']);
    expect(unnamed(doc, ['accounts', 'customs'], planted)).toEqual([
      'customs',
      'fleet:',
      'invoice:',
    ]);
  });
});
