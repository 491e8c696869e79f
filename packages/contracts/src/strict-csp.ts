import { z } from 'zod';

// Zod compiles object parsers with `new Function` where eval is allowed, and finds out by trying it once,
// when the first object schema is built. In a page (the only place a CSP applies) the app's CSP forbids
// eval, so that try would only file a violation report: pages use the interpreter without asking. This
// module is the first the package evaluates (see index.ts), before any schema exists; servers keep the JIT.
if ('document' in globalThis) z.config({ jitless: true });
