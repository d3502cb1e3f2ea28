import { z } from 'zod';

// A web page here runs under a Content-Security-Policy without eval. In a browser, Zod validates without
// compiling its parsers and without first trying `new Function`, a try the browser reports as a violation
// even though Zod catches it. Set before any schema is made (a schema reads it when created), so every
// module of this package takes `z` from here; the server keeps the compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
