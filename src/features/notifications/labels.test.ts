import { describe, expect, it } from 'vitest';
import { bellLabel, unreadBadgeText } from './labels';

describe('unreadBadgeText', () => {
  it.each([
    [1, '1'],
    [9, '9'],
    [99, '99'],
    [100, '99+'],
    [250, '99+'],
  ])('%i → %s', (count, text) => {
    expect(unreadBadgeText(count)).toBe(text);
  });
});

describe('bellLabel', () => {
  it('names the exact unread count, beyond the badge’s 99+', () => {
    expect(bellLabel(3)).toBe('Notificaciones: 3 sin leer');
    expect(bellLabel(12)).toBe('Notificaciones: 12 sin leer');
    expect(bellLabel(250)).toBe('Notificaciones: 250 sin leer');
  });

  it('says only Notificaciones when none is unread', () => {
    expect(bellLabel(0)).toBe('Notificaciones');
  });
});
