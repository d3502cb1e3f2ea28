import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Lazy pages and modals load asynchronously, and on a busy machine their first transform alone can take
// seconds: every findBy query and waitFor waits up to this long for the state it asserts (tests use
// Testing Library's waitFor, not vi.waitFor, whose 1 s cannot be set here).
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no layout, so no scrolling either.
window.scrollTo = () => {};

// jsdom has no object URLs: photo previews get a stand-in address.
let objectUrlCount = 0;
URL.createObjectURL = () => `blob:preview-${++objectUrlCount}`;
URL.revokeObjectURL = () => {};
