// Before any schema is built: zod probes `new Function` to compile fast parsers, and the
// shop's Content-Security-Policy (no 'unsafe-eval') reports that probe as a violation even
// though zod catches the refusal. Jitless parsing needs no eval (decision 0142).
// zod keeps its configuration on this global and adopts one set before it loads: setting it
// here, rather than through `config()` from zod, keeps zod's core out of every page's entry
// (it loads with the first network call, docs/decisions/0288).
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
