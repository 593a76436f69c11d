// Our CSP forbids eval. Unless told, zod probes for it with `new Function` on its first parse, and the browser
// reports every such probe as a policy violation. zod reads this global config when it loads, so this module is
// the entry's first import.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
