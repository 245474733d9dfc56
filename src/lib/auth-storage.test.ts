import { beforeEach, describe, expect, it } from 'vitest';
import { createRememberableStorage } from './auth-storage';

describe('createRememberableStorage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps a remembered session in localStorage', () => {
    const storage = createRememberableStorage(localStorage, sessionStorage);
    storage.setRemember(true);
    storage.setItem('sb-token', 'a');
    expect(localStorage.getItem('sb-token')).toBe('a');
    expect(sessionStorage.getItem('sb-token')).toBeNull();
    expect(storage.getItem('sb-token')).toBe('a');
  });

  it('keeps a session that is not remembered in this tab only, and moves it if asked', () => {
    const storage = createRememberableStorage(localStorage, sessionStorage);
    storage.setRemember(true);
    storage.setItem('sb-token', 'old');
    storage.setRemember(false);
    storage.setItem('sb-token', 'b');
    expect(sessionStorage.getItem('sb-token')).toBe('b');
    expect(localStorage.getItem('sb-token')).toBeNull();
    expect(storage.getItem('sb-token')).toBe('b');
  });

  it('after a reload, refreshes the session where it already lives', () => {
    sessionStorage.setItem('sb-token', 'tab');
    const storage = createRememberableStorage(localStorage, sessionStorage);
    storage.setItem('sb-token', 'refreshed');
    expect(sessionStorage.getItem('sb-token')).toBe('refreshed');
    expect(localStorage.getItem('sb-token')).toBeNull();

    storage.setItem('sb-other', 'x');
    expect(localStorage.getItem('sb-other')).toBe('x');
  });

  it('removes the session from both places', () => {
    localStorage.setItem('sb-token', 'a');
    sessionStorage.setItem('sb-token', 'b');
    const storage = createRememberableStorage(localStorage, sessionStorage);
    storage.removeItem('sb-token');
    expect(storage.getItem('sb-token')).toBeNull();
  });
});
