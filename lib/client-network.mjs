// @ts-check
// Which network a client's address counts as, for limits per client: login and enquiry throttling
// (lib/server/throttle.ts).
import { isIPv4, isIPv6 } from 'node:net';

/**
 * An IPv4 address as it is (an IPv4-mapped IPv6 one too), an IPv6 address by its /64 network,
 * as one subscriber usually holds a whole /64 and could otherwise hop addresses at will.
 * Anything else (no address known) as it is.
 * @param {string} ip
 * @returns {string}
 */
export function clientNetwork(ip) {
  const address = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(address) || !isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 6).every((group, i) => group === (i === 5 ? 0xffff : 0));
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  const network = groups.slice(0, 4).map((group) => group.toString(16));
  return `${network.join(':')}::/64`;
}

/**
 * The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail read).
 * @param {string} address
 * @returns {number[]}
 */
function ipv6Groups(address) {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  /** @param {string} part */
  const split = (part) => (part ? part.split(':') : []);
  const groups =
    tail === undefined
      ? split(head)
      : [
          ...split(head),
          ...Array(8 - split(head).length - split(tail).length).fill('0'),
          ...split(tail),
        ];
  return groups.map((group) => parseInt(group, 16));
}
