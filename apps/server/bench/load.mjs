// Runs one autocannon load in its own process (so the load generator does not share the
// server's event loop) and prints its result as JSON on stdout.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2]);
const bodies = options.bodies ?? null;
let next = 0;
const result = await autocannon({
  ...options,
  bodies: undefined,
  ...(bodies
    ? {
        requests: [
          {
            setupRequest(request) {
              const body = bodies[next++ % bodies.length];
              // A fresh client operation id per request where the body asks for one.
              request.body = body.includes('"@opId"') ? body.replace('"@opId"', `"${randomUUID()}"`) : body;
              return request;
            },
          },
        ],
      }
    : {}),
});
process.stdout.write(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }),
);
