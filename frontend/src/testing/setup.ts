import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Lazy pages and modals load asynchronously; leave room for a busy machine.
configure({ asyncUtilTimeout: 4000 });

// jsdom has no layout, so no scrolling either.
window.scrollTo = () => {};

// jsdom has no object URLs: photo previews get a stand-in address.
let objectUrlCount = 0;
URL.createObjectURL = () => `blob:preview-${++objectUrlCount}`;
URL.revokeObjectURL = () => {};
