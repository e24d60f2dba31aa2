import * as nodeModule from 'node:module';

/**
 * Node keeps the bytecode of the modules it compiles in a directory (NODE_COMPILE_CACHE, else the
 * system's temporary directory), so a restart skips compiling about 2,500 modules again
 * (docs/performance.md, "Start-up"). First in main.ts, before any other module loads, and first
 * in each worker thread's script (a thread does not inherit it: the SSR bundle loads 95–130 ms
 * instead of 175–245 with it); Node 22.1+
 * (this project runs on 24; older versions simply compile as before).
 */
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
