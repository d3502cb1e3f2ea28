import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Lazy pages and modals load asynchronously; leave room for a busy machine.
configure({ asyncUtilTimeout: 4000 });

// jsdom has no layout, so no scrolling either.
window.scrollTo = () => {};
