// Plain JavaScript, so the production server (scripts/request-gate.mjs, run by Node without a
// build step) and the rate limit (src/server/rate-limit.ts) count a visitor the same way.
import { isIPv4, isIPv6 } from 'node:net';

/**
 * What one visitor's attempts are counted under: an IPv4 address as it is, an IPv6 address by its
 * /64 network (one subscriber's line or one host usually holds a whole /64, so counting each
 * address would give it billions of allowances). Anything else is counted as given.
 * @param {string} address
 * @returns {string}
 */
export function addressGroup(address) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/**
 * The eight 16-bit groups of an IPv6 address, without leading zeros ("::" and IPv4 tails expanded).
 * @param {string} address
 */
function expandIPv6(address) {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((g) => parseInt(g, 16).toString(16));
}
