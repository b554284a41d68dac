// zod mini's entry, like the visitor's schemas: importing classic's would bring all of classic to the page.
import * as z from 'zod/mini';

/*
 * zod compiles a faster object parser with `new Function` where the page allows it, and finds out by trying once
 * when the first object schema is built. Our Content-Security-Policy (`script-src 'self'`, no eval) refuses it,
 * and the browser reports the refusal as a policy violation even though zod catches it. Parsing answers this
 * size needs no compiler: this runs before any schema of the contract is built.
 */
z.config({ jitless: true });
