/* global AbortSignal */
// The image's health check: the process's own /readyz on OPS_PORT (store, bus or queue reachable,
// not shutting down). Exit 0 when ready, 1 otherwise.
const port = process.env.OPS_PORT || '9090';
fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2500) }).then(
  (res) => process.exit(res.ok ? 0 : 1),
  () => process.exit(1),
);
