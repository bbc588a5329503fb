/**
 * Hosted translation management (Locize-compatible): one namespace of one language as JSON.
 * Nothing outside this file knows the service's URL shape or its retry rules. It serves the
 * translations only (./remote.ts at run time, scripts/i18n-pull.ts), so it lives with them.
 */
export interface TmsConfig {
  projectId: string;
  version: string;
  apiKey?: string;
  /** `{projectId}`, `{version}`, `{lng}` and `{ns}` are replaced. */
  urlTemplate: string;
}

export interface TmsFetchOptions {
  attempts?: number;
  baseDelayMs?: number;
  /** Upper bound for all attempts together. */
  totalTimeoutMs?: number;
  /** Next.js data-cache lifetime of a successful answer (seconds); `false` to skip the cache. */
  revalidate?: number | false;
  onFailure?: (failure: {
    status: number | null;
    attempt: number;
    final: boolean;
    error?: string;
  }) => void;
}

export function namespaceUrl(config: TmsConfig, lng: string, ns: string): string {
  return config.urlTemplate
    .replace('{projectId}', encodeURIComponent(config.projectId))
    .replace('{version}', encodeURIComponent(config.version))
    .replace('{lng}', encodeURIComponent(lng))
    .replace('{ns}', encodeURIComponent(ns));
}

/** i18next's rule: a server error, no status at all (network), 408 or 400 may succeed later. */
export function isRetryable(status: number | null): boolean {
  return status === null || status >= 500 || status === 408 || status === 400;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fetches one namespace. Retries with exponential backoff within a bounded total time; returns
 * undefined when the namespace cannot be had (the caller falls back to the bundled file).
 */
export async function fetchNamespace(
  config: TmsConfig,
  lng: string,
  ns: string,
  {
    attempts = 3,
    baseDelayMs = 200,
    totalTimeoutMs = 5_000,
    revalidate = 3600,
    onFailure,
  }: TmsFetchOptions = {},
): Promise<Record<string, unknown> | undefined> {
  const deadline = Date.now() + totalTimeoutMs;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (config.apiKey) headers.Authorization = `Bearer ${config.apiKey}`;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    let status: number | null = null;
    let error: string | undefined;
    try {
      const remaining = Math.max(1, deadline - Date.now());
      const response = await fetch(namespaceUrl(config, lng, ns), {
        headers,
        signal: AbortSignal.timeout(remaining),
        ...(revalidate === false ? { cache: 'no-store' as const } : { next: { revalidate } }),
      });
      status = response.status;
      if (response.ok) {
        const body: unknown = await response.json();
        if (body && typeof body === 'object' && !Array.isArray(body))
          return body as Record<string, unknown>;
        error = 'not a JSON object';
      }
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    const retry = error !== 'not a JSON object' && isRetryable(status) && attempt < attempts;
    const delay = baseDelayMs * 2 ** (attempt - 1);
    const final = !retry || Date.now() + delay >= deadline;
    onFailure?.({ status, attempt, final, error });
    if (final) return undefined;
    await sleep(delay);
  }
  return undefined;
}
