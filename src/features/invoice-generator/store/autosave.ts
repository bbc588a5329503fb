/**
 * The draft store's timing (store/useDraftStore.ts): a write `delay` ms after the last change,
 * or at once on `flush`; one write at a time, in order, so two writes of one document never race
 * (each names the version the one before it wrote). Kept apart from React to be tested with fake
 * timers (tests/unit/invoice-generator-store.test.ts).
 */
export class Autosave {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly delay: number,
    private save: () => Promise<boolean> = async () => true,
  ) {}

  /** The write to make (the draft store's, once it is mounted). */
  use(save: () => Promise<boolean>): void {
    this.save = save;
  }

  /** A change: the write is due `delay` ms from now (a change before then moves it). */
  schedule(): void {
    this.cancel();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.delay);
  }

  /** Drops the write due (the document was deleted). */
  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  get due(): boolean {
    return this.timer !== null;
  }

  /** Writes now, after any write under way; resolves true when nothing is left unsaved. */
  flush(): Promise<boolean> {
    this.cancel();
    const next = this.chain.then(
      () => this.save(),
      () => this.save(),
    );
    this.chain = next.catch(() => undefined);
    return next.catch(() => false);
  }
}
