// The HTTP client every integration uses: fetch with a timeout, failures as DeliveryError.

/** A failed delivery. `retryable` is false when trying again cannot help (a 4xx other than 408/429). */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
    /** How long the service asked us to wait before trying again (its Retry-After header). */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** Turns an HTTP response into a DeliveryError unless it is a 2xx. */
export async function assertOk(response: Response, what: string): Promise<void> {
  if (response.ok) return;
  const body = (await response.text().catch(() => '')).slice(0, 300);
  const retryable = response.status === 408 || response.status === 429 || response.status >= 500;
  throw new DeliveryError(
    `${what} answered ${response.status}: ${body}`,
    retryable,
    response.status,
    retryAfterMs(response.headers.get('retry-after')),
  );
}

/** A Retry-After header (seconds, or an HTTP date) in milliseconds from now. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** fetch with a timeout; a network failure or timeout is retryable. */
export async function send(
  url: string,
  init: RequestInit,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new DeliveryError(
      `${what} unreachable: ${error instanceof Error ? error.message : String(error)}`,
      true,
    );
  }
  await assertOk(response, what);
}
