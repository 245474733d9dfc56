import { parseDismissed, readDismissed, writeDismissed } from './dismissed-store';

const known = ['a', 'b', 'c'];

function memoryStorage(initial?: string) {
  const values = new Map<string, string>();
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
  if (initial !== undefined) storage.setItem('conectacargas.dismissed-system-messages', initial);
  return storage;
}

describe('parseDismissed', () => {
  it('keeps the known ids of a stored list, in the messages’ order', () => {
    expect(parseDismissed('["c","a"]', known)).toEqual(['a', 'c']);
  });

  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['broken JSON', '["a"'],
    ['an object', '{"a":true}'],
    ['a string', '"a"'],
    ['unknown ids and other values', '["z", 1, null, {"id":"a"}]'],
  ])('reads %s as nothing dismissed', (_case, raw) => {
    expect(parseDismissed(raw, known)).toEqual([]);
  });
});

describe('readDismissed / writeDismissed', () => {
  it('a written list is read back; an empty one clears the key', () => {
    const storage = memoryStorage();
    writeDismissed(['b'], storage);
    expect(readDismissed(known, storage)).toEqual(['b']);
    writeDismissed([], storage);
    expect(storage.getItem('conectacargas.dismissed-system-messages')).toBeNull();
    expect(readDismissed(known, storage)).toEqual([]);
  });

  it('storage that throws or is missing counts as nothing dismissed and never breaks the page', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(readDismissed(known, blocked)).toEqual([]);
    expect(() => writeDismissed(['a'], blocked)).not.toThrow();
    expect(() => writeDismissed([], blocked)).not.toThrow();
    expect(readDismissed(known, undefined)).toEqual([]);
  });

  it('uses localStorage by default', () => {
    writeDismissed(['c']);
    expect(readDismissed(known)).toEqual(['c']);
    writeDismissed([]);
    expect(localStorage.length).toBe(0);
  });
});
