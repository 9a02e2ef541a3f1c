// The gateway as a library: its app factory and environment, started by its main (distributed) or by
// the standalone composition root. Importing this starts nothing.
export { clientConfig, createGatewayApp, GatewayModule, type GatewayDeps } from './gateway.app';
export { DistributedGatewayEnv, GatewayEnv, resolveDataDir } from './env';
export { WriteGate } from './http/write-gate';
