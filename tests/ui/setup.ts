import '@testing-library/jest-dom/vitest';

// A shared, busy machine (CI runs every suite at once) can take seconds to render a page: wait for it.
configure({ asyncUtilTimeout: 10_000 });
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout: scrolling (used by the router's scroll restoration) is a no-op here.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  document.title = '';
});
