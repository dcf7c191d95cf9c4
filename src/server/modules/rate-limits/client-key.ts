import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (with or without '::' and a dotted IPv4 tail). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const tail: number[] = [];
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (isIPv4(last)) {
    const [a, b, c, d] = last.split('.').map(Number) as [number, number, number, number];
    tail.push((a << 8) | b, (c << 8) | d);
    text = `${text.slice(0, lastColon + 1)}0`; // placeholder group, dropped below
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const left = parse(head);
  const right = parse(rest ?? '');
  if (tail.length) (rest === undefined ? left : right).pop();
  const fill = rest === undefined ? [] : Array<number>(8 - left.length - right.length - tail.length).fill(0);
  return [...left, ...fill, ...right, ...tail];
}

/**
 * The key a client is counted under by the rate limits: an IPv4 address as it is; an IPv4-mapped IPv6 address
 * (::ffff:a.b.c.d) as its IPv4 address; any other IPv6 address by its /64, the block one subscriber gets, so
 * rotating addresses inside it does not escape a limit.
 */
export function clientKey(ip: string): string {
  let address = ip.trim();
  if (address.startsWith('[') && address.endsWith(']')) address = address.slice(1, -1);
  const zone = address.indexOf('%');
  if (zone >= 0) address = address.slice(0, zone);
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address.slice(0, 64);
  const g = ipv6Groups(address.toLowerCase());
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    return [g[6]! >> 8, g[6]! & 255, g[7]! >> 8, g[7]! & 255].join('.');
  }
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`;
}
