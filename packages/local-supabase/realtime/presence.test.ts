import { describe, expect, it } from 'vitest';
import { groupMetas, PresenceRegistry } from './presence.ts';

/** phx_refs counted up, so that diffs can be compared whole. */
function registry(): PresenceRegistry<string> {
  let n = 0;
  return new PresenceRegistry<string>(() => `ref${++n}`);
}

describe('groupMetas', () => {
  it('groups metas by presence key, in the order they came', () => {
    expect(
      groupMetas([
        { key: 'ana', meta: { tab: 1 } },
        { key: 'bo', meta: { tab: 1 } },
        { key: 'ana', meta: { tab: 2 } },
      ]),
    ).toEqual({ ana: { metas: [{ tab: 1 }, { tab: 2 }] }, bo: { metas: [{ tab: 1 }] } });
  });
});

describe('PresenceRegistry', () => {
  it('joins a first track, and a second one replaces it with the old phx_ref as phx_ref_prev', () => {
    const presence = registry();
    expect(presence.track('private:room', 'tab', 'ana', { online: true })).toEqual({
      joins: { ana: { metas: [{ online: true, phx_ref: 'ref1' }] } },
      leaves: {},
    });
    expect(presence.track('private:room', 'tab', 'ana', { online: false })).toEqual({
      joins: { ana: { metas: [{ online: false, phx_ref: 'ref2', phx_ref_prev: 'ref1' }] } },
      leaves: { ana: { metas: [{ online: true, phx_ref: 'ref1' }] } },
    });
    expect(presence.state('private:room')).toEqual({
      ana: { metas: [{ online: false, phx_ref: 'ref2', phx_ref_prev: 'ref1' }] },
    });
  });

  it('keeps two tabs of one key apart, and routes apart', () => {
    const presence = registry();
    presence.track('private:room', 'tab 1', 'ana', { tab: 1 });
    presence.track('private:room', 'tab 2', 'ana', { tab: 2 });
    presence.track('public:room', 'tab 3', 'bo', { tab: 3 });
    expect(presence.state('private:room')).toEqual({
      ana: {
        metas: [
          { tab: 1, phx_ref: 'ref1' },
          { tab: 2, phx_ref: 'ref2' },
        ],
      },
    });
    expect(presence.state('public:room')).toEqual({ bo: { metas: [{ tab: 3, phx_ref: 'ref3' }] } });
  });

  it('untracks what an owner tracked, and nothing for an owner that tracked nothing', () => {
    const presence = registry();
    presence.track('private:room', 'tab 1', 'ana', { tab: 1 });
    presence.track('private:room', 'tab 2', 'ana', { tab: 2 });
    expect(presence.untrack('private:room', 'tab 3')).toBeNull();
    expect(presence.untrack('private:room', 'tab 1')).toEqual({
      ana: { metas: [{ tab: 1, phx_ref: 'ref1' }] },
    });
    expect(presence.untrack('private:room', 'tab 2')).toEqual({
      ana: { metas: [{ tab: 2, phx_ref: 'ref2' }] },
    });
    expect(presence.state('private:room')).toEqual({});
    expect(presence.untrack('private:room', 'tab 2')).toBeNull();
  });
});
