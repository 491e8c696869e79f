import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` where eval is allowed, and finds out by trying it on
 * first use; under the app's CSP (no 'unsafe-eval') that try only files a violation report. Pages call
 * this once at start, before anything is parsed, so the interpreter is used without asking.
 */
export function parseWithoutEval(): void {
  z.config({ jitless: true });
}
