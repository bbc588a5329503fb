/** The hidden fields React renders for the server-action form containing `containing`. */
export declare function actionFields(html: string, containing: string): Record<string, string>;

/** Starts `next start` (the build must exist) and resolves once /api/health answers. */
export declare function startServer(options: {
  port: number;
  env: Record<string, string>;
}): Promise<{ url: string; stop: () => Promise<void> }>;

export declare function machine(): {
  date: string;
  node: string;
  cpus: number;
  cpuModel?: string;
  memoryGiB: number;
};

/** Writes bench/results/<name>.json and a section of bench/RESULTS.md. */
export declare function record(name: string, result: object, markdown: string): void;

/** A form post announcing `announced` bytes and sending one every `everyMs` (see bench/lib.mjs). */
export declare function tricklePost(
  url: string,
  options?: { localAddress?: string; announced?: number; everyMs?: number; giveUpMs?: number },
): Promise<{ status?: number; text?: string; closed?: string; ms: number }>;
