import { setFlagsFromString } from 'node:v8';

/**
 * After a full collection V8 lets the old generation grow by a factor of its own choosing before the
 * next one; under per-request load it chose about 1.2. The main thread's old generation keeps about
 * 57 MB, so it was full again 11 MB later: a full collection every half second, whose marking took a
 * third of a core in V8's helper threads. Letting it double cut the server's CPU per request by
 * 5–15 % for about 50 MB more resident memory (docs/performance.md, "Fewer full collections").
 * `--max-old-space-size` still caps the heap: near the cap V8 collects as before. V8 reads the flag
 * at every collection, so setting it here, first thing, covers `npm start`, the Docker image and the
 * tests alike (NODE_OPTIONS does not accept it); worker threads share it.
 */
setFlagsFromString('--heap-growing-percent=100');
