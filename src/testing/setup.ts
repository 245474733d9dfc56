import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy…/waitFor wait for what a person would see. On a busy machine a lazily loaded page can
// take longer than Testing Library's default second to arrive; a wait that times out is a
// failure, so give it room rather than luck.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
