// Which network addresses a webhook delivery may connect to. Deliveries go to addresses users choose, so without this a
// user could make the worker call services only it can reach (a database, the cloud's metadata service): SSRF.
import { BlockList, isIP } from 'node:net';

type Family = 'ipv4' | 'ipv6';

/** Ranges deliveries never reach, by what they are (the first list that holds an address names it). */
const REFUSED: Array<{ what: string; ranges: Array<[string, number, Family]> }> = [
  {
    what: 'a cloud metadata address',
    ranges: [
      ['169.254.169.254', 32, 'ipv4'],
      ['100.100.100.200', 32, 'ipv4'],
      ['fd00:ec2::254', 128, 'ipv6'],
    ],
  },
  {
    what: 'a loopback address',
    ranges: [
      ['127.0.0.0', 8, 'ipv4'],
      ['::1', 128, 'ipv6'],
    ],
  },
  {
    what: 'a private address',
    ranges: [
      ['10.0.0.0', 8, 'ipv4'],
      ['172.16.0.0', 12, 'ipv4'],
      ['192.168.0.0', 16, 'ipv4'],
      ['100.64.0.0', 10, 'ipv4'],
      ['fc00::', 7, 'ipv6'],
    ],
  },
  {
    what: 'a link-local address',
    ranges: [
      ['169.254.0.0', 16, 'ipv4'],
      ['fe80::', 10, 'ipv6'],
      ['fec0::', 10, 'ipv6'],
    ],
  },
  {
    what: 'a reserved address',
    ranges: [
      ['0.0.0.0', 8, 'ipv4'],
      ['192.0.0.0', 24, 'ipv4'],
      ['192.0.2.0', 24, 'ipv4'],
      ['198.18.0.0', 15, 'ipv4'],
      ['198.51.100.0', 24, 'ipv4'],
      ['203.0.113.0', 24, 'ipv4'],
      ['224.0.0.0', 4, 'ipv4'],
      ['240.0.0.0', 4, 'ipv4'],
      ['::', 128, 'ipv6'],
      ['::', 96, 'ipv6'],
      ['100::', 64, 'ipv6'],
      ['2001:db8::', 32, 'ipv6'],
      ['ff00::', 8, 'ipv6'],
    ],
  },
];

const LISTS = REFUSED.map(({ what, ranges }) => {
  const list = new BlockList();
  for (const [network, prefix, family] of ranges) list.addSubnet(network, prefix, family);
  return { what, list };
});

/** The IPv4 address inside an IPv6 address that only carries one (NAT64 64:ff9b::/96, 6to4 2002::/16), if any. */
function embeddedIpv4(address: string): string | undefined {
  const groups = expandIpv6(address);
  if (!groups) return undefined;
  const quad = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0)) return quad(groups[6], groups[7]);
  if (groups[0] === 0x2002) return quad(groups[1], groups[2]);
  return undefined;
}

/** The eight 16-bit groups of an IPv6 address (with an embedded dotted IPv4 tail read as two groups). */
function expandIpv6(address: string): number[] | undefined {
  if (isIP(address) !== 6) return undefined;
  let text = address.split('%')[0];
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [front, back] = [parse(head), parse(tail)];
  return tail === undefined ? front : [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * Why a delivery may not connect to `address` ("a loopback address"), or undefined when it may. IPv4 addresses
 * carried inside IPv6 ones (mapped, NAT64, 6to4) are judged as the IPv4 address they reach.
 */
export function refusedAddress(address: string): string | undefined {
  const family = isIP(address);
  if (family === 0) return 'not an IP address';
  const inner = family === 6 ? embeddedIpv4(address) : undefined;
  if (inner) return refusedAddress(inner);
  return LISTS.find(({ list }) => list.check(address, family === 4 ? 'ipv4' : 'ipv6'))?.what;
}
