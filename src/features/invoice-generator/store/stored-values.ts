/**
 * How stored values are kept and compared: a logo apart as a Blob (store/database.ts keeps each
 * once, under a key made from its text), and the deep equality that checks the move from
 * localStorage before the old keys go.
 */

/** A logo's key: its length and a 53-bit hash of its text, so the same logo is kept once. */
export function logoKey(dataUrl: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < dataUrl.length; i++) {
    const c = dataUrl.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `logo-${dataUrl.length}-${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
}

export function dataUrlToBlob(url: string): Blob {
  const comma = url.indexOf(',');
  const type = /^data:([^;,]+)/.exec(url)?.[1] ?? 'application/octet-stream';
  const binary = atob(url.slice(comma + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

export async function blobToDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${blob.type};base64,${btoa(binary)}`;
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value's logo apart (a data: URL becomes a Blob kept once), the rest as it is. */
export function splitLogo(value: unknown): { rest: unknown; logo?: string } {
  if (!isRecord(value) || typeof value.logo !== 'string' || !value.logo.startsWith('data:'))
    return { rest: value };
  const { logo, ...rest } = value;
  return { rest, logo: logo as string };
}

/** Deep equality of JSON values (the copy check of the move from localStorage). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a).filter((k) => a[k] !== undefined);
    const other = Object.keys(b).filter((k) => b[k] !== undefined);
    return keys.length === other.length && keys.every((k) => sameJson(a[k], b[k]));
  }
  return false;
}
