import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` waits as long as `appears` (testing/timers.ts): the first request of a page
// loads its code, which takes seconds on a busy machine with a fresh checkout.
configure({ asyncUtilTimeout: 10_000 });

// Each test starts from an empty page and empty browser storage.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
