import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Loopback, and the addresses or networks of METRICS_ALLOW (`10.0.0.5`, `10.0.0.0/8`, `fd00::/8`). */
export const scraperList = (allow: readonly string[]): BlockList => {
  const list = new BlockList();
  list.addSubnet('127.0.0.0', 8, 'ipv4');
  list.addAddress('::1', 'ipv6');
  for (const entry of allow) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
};

/**
 * /metrics is for the scraper, not the public (issue 15): it answers only a direct connection
 * (no proxy header: through the load balancer every request carries X-Forwarded-For) from
 * loopback or METRICS_ALLOW, judged by the connection's own address, which no header changes.
 */
export const mayScrape = (request: FastifyRequest, scrapers: BlockList): boolean => {
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined) return false;
  const peer = (request.raw.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  const family = isIP(peer);
  return family !== 0 && scrapers.check(peer, family === 6 ? 'ipv6' : 'ipv4');
};
