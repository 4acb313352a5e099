/**
 * Fastify's `trustProxy` for the configured value. A hop count becomes "trust the nearest
 * N hops" (Fastify 5 refuses bare hop counts, because a client that reaches the server
 * directly could then forge its address): use it only when the server is reachable through
 * the proxy alone; otherwise name the proxy addresses (docs/CONFIGURATION.md, TRUST_PROXY).
 */
export function trustProxyOption(value: boolean | number | string[]): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  const hops = value;
  return (_address, hop) => hop < hops;
}
