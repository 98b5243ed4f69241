import { config } from 'zod/mini';

// Before any schema is built: zod probes `new Function` to compile fast parsers, and the
// shop's Content-Security-Policy (no 'unsafe-eval') reports that probe as a violation even
// though zod catches the refusal. Jitless parsing needs no eval (decision 0142).
config({ jitless: true });
