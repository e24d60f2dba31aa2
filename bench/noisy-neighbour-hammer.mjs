#!/usr/bin/env node
/**
 * The noisy neighbour's load for bench/noisy-neighbour.mjs, in a process of its own (so it never
 * shares an event loop with the client that times the cached page): autocannon against one
 * endpoint, each request's path, method, headers and body from the plan (a JSON file named in argv[2]).
 * Prints `started` when its load begins, then a JSON summary: requests, statuses, response time percentiles.
 *
 * The plan: { base, connections, seconds, paths: [..], method?, headers?, bodyFile?, contentType?,
 *             forwardedFor: an address for every request, or 'many' for a new one each time }
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const plan = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const body = plan.bodyFile ? readFileSync(plan.bodyFile) : undefined;
let turn = 0;

/** A new address per request when the plan says so: a client spread over many networks. */
const address = () => `198.51.${(turn >> 8) & 255}.${turn & 255}`;

const statuses = {};
const instance = autocannon(
  {
    url: plan.base,
    connections: plan.connections,
    duration: plan.seconds,
    requests: [
      {
        setupRequest(request) {
          turn += 1;
          const headers = { ...plan.headers };
          headers['X-Forwarded-For'] = plan.forwardedFor === 'many' ? address() : plan.forwardedFor;
          if (plan.contentType) headers['Content-Type'] = plan.contentType;
          return {
            ...request,
            method: plan.method ?? 'GET',
            path: plan.paths[turn % plan.paths.length],
            headers,
            ...(body && { body }),
          };
        },
      },
    ],
  },
  (error, result) => {
    if (error) {
      console.error(error);
      process.exit(1);
    }
    process.stdout.write(
      JSON.stringify({
        requests: result.requests.total,
        statuses,
        errors: result.errors + result.timeouts,
        latency: { p50: result.latency.p50, p99: result.latency.p99 },
      }),
    );
  },
);
process.stdout.write('started\n');
instance.on('response', (_client, statusCode) => {
  statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
});
// Bodies of 19 MB leave the connection slowly; a late answer must not keep this process alive.
process.on('SIGTERM', () => instance.stop());
