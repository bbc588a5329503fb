import { icuError } from './check';
import type { MessageTree, MessageValue } from './message-tree';

export interface Rejection {
  key: string;
  reason: 'invalid-icu' | 'empty' | 'wrong-type';
  detail?: string;
}

/**
 * Lays remote messages over the bundled ones, key by key. Only keys the bundled file has are
 * taken; a remote message that is empty, of another shape or breaks ICU formatting is rejected in
 * favour of the bundled one. Missing remote keys keep the bundled message. So a page never shows a
 * raw key or an empty string.
 */
export function mergeMessages(
  bundled: MessageTree,
  remote: unknown,
  rejections: Rejection[] = [],
  prefix = '',
): MessageTree {
  const out: MessageTree = {};
  const source =
    remote && typeof remote === 'object' && !Array.isArray(remote)
      ? (remote as Record<string, unknown>)
      : {};
  for (const [key, base] of Object.entries(bundled)) {
    out[key] = mergeValue(base, source[key], rejections, prefix ? `${prefix}.${key}` : key);
  }
  return out;
}

function mergeValue(
  base: MessageValue,
  remote: unknown,
  rejections: Rejection[],
  key: string,
): MessageValue {
  if (remote === undefined) return base;
  if (typeof base === 'string') {
    if (typeof remote !== 'string') return reject(base, rejections, key, 'wrong-type');
    if (remote.trim() === '') return reject(base, rejections, key, 'empty');
    const error = icuError(remote);
    return error ? reject(base, rejections, key, 'invalid-icu', error) : remote;
  }
  if (Array.isArray(base)) {
    if (!Array.isArray(remote)) return reject(base, rejections, key, 'wrong-type');
    return base.map((item, i) => mergeValue(item, remote[i], rejections, `${key}.${i}`));
  }
  if (!remote || typeof remote !== 'object' || Array.isArray(remote))
    return reject(base, rejections, key, 'wrong-type');
  return mergeMessages(base, remote, rejections, key);
}

function reject<T extends MessageValue>(
  base: T,
  rejections: Rejection[],
  key: string,
  reason: Rejection['reason'],
  detail?: string,
): T {
  rejections.push({ key, reason, detail });
  return base;
}
