import { describe, expect, it, vi } from 'vitest';
import { batchByTick, batchPerClient } from './batch-by-tick';

const squares = (keys: readonly string[]) =>
  Promise.resolve(
    new Map(keys.filter((key) => key !== 'none').map((key) => [key, Number(key) ** 2])),
  );

describe('batchByTick', () => {
  it('asks once for the keys of one task, each key once, and answers every caller', async () => {
    const fetchMany = vi.fn(squares);
    const load = batchByTick(fetchMany);
    const answers = await Promise.all([load('2'), load('3'), load('2'), load('none')]);
    expect(answers).toEqual([4, 9, 4, undefined]);
    expect(fetchMany).toHaveBeenCalledTimes(1);
    expect(fetchMany).toHaveBeenCalledWith(['2', '3', 'none']);
  });

  it('asks again for keys asked in a later task', async () => {
    const fetchMany = vi.fn(squares);
    const load = batchByTick(fetchMany);
    expect(await load('2')).toBe(4);
    expect(await load('2')).toBe(4);
    expect(fetchMany).toHaveBeenCalledTimes(2);
  });

  it('fails every caller of a failed batch, and the next batch is asked afresh', async () => {
    const fetchMany = vi
      .fn<(keys: readonly string[]) => Promise<ReadonlyMap<string, number>>>()
      .mockRejectedValueOnce(new Error('sin conexión'))
      .mockImplementation(squares);
    const load = batchByTick(fetchMany);
    const failed = await Promise.allSettled([load('2'), load('3')]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await load('3')).toBe(9);
  });
});

describe('batchPerClient', () => {
  it('keeps a batch per client and asks for at most maxKeys keys a call', async () => {
    const asked: string[][] = [];
    const load = batchPerClient(2, (keys: readonly string[], client: { name: string }) => {
      asked.push([client.name, ...keys]);
      return squares(keys);
    });
    const app = { name: 'app' };
    const test = { name: 'test' };
    const answers = await Promise.all([
      load('1', app),
      load('2', app),
      load('3', app),
      load('4', test),
    ]);
    expect(answers).toEqual([1, 4, 9, 16]);
    expect(asked).toEqual([
      ['app', '1', '2'],
      ['app', '3'],
      ['test', '4'],
    ]);
  });
});
