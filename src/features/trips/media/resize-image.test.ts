import { describe, expect, it } from 'vitest';
import { fitWithin } from './resize-image';

describe('fitWithin', () => {
  it.each([
    [4000, 3000, { width: 1600, height: 1200 }],
    [3000, 4000, { width: 1200, height: 1600 }],
    [1600, 900, { width: 1600, height: 900 }],
    [800, 600, { width: 800, height: 600 }],
    [10000, 1, { width: 1600, height: 1 }],
  ])('%d×%d → %o', (w, h, size) => expect(fitWithin(w, h)).toEqual(size));
});
