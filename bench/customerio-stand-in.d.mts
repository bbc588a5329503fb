/** A Customer.io Track API stand-in that counts what it receives; `up()`/`down()` simulate an outage. */
export declare function customerIoStandIn(
  port: number,
  options?: { delayMs?: number },
): Promise<{
  url: string;
  up: () => Promise<void>;
  down: () => Promise<void>;
  received: () => number;
  stats: () => { identifies: number; distinctEvents: number; duplicateEvents: number };
}>;
