// The HTTP client every integration uses: fetch with a timeout, failures as DeliveryError.

/** A failed delivery. `retryable` is false when trying again cannot help (a 4xx other than 408/429). */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
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
  );
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
