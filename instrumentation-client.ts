import { config } from 'zod';

/**
 * Runs in the browser before any page module: zod 4 builds an object schema by first probing
 * `new Function("")` to see whether it may compile a faster parser. Under the pages' nonce
 * Content-Security-Policy (no 'unsafe-eval') the probe is refused and reported as a `script-src`
 * violation even though zod catches it; jitless skips the probe and parses without generated code.
 * The server keeps the compiled parsers (no CSP applies there).
 */
config({ jitless: true });
