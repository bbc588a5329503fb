export declare const SIGNATURE_WINDOW_SECONDS: number;
export declare const WEBHOOK_BODY_LIMIT_BYTES: number;
/** What is wrong with a request's signature headers, judged without its body; undefined if nothing. */
export declare function signatureHeadersProblem(
  timestamp: string | null | undefined,
  signature: string | null | undefined,
  now?: Date,
): 'unsigned' | 'bad_timestamp' | 'stale' | 'bad_signature' | undefined;
