/**
 * At most `slots` holders at once; the others wait and go in strictly in the order they came. The CPU
 * pool hands piscina a task only when one of its threads is free: piscina's own queue sends a task it
 * could not place yet to the back of the line (its `stricterFIFO` option puts new arrivals at the
 * front instead when tasks carry an abort signal, as ours do for their timeout). With one render thread
 * under load, a first visit could wait ten times as long as the one beside it (docs/performance.md,
 * "Renders in the order they were asked for").
 */
export class FifoGate {
  private free: number;
  private readonly waiting: Array<() => void> = [];

  constructor(slots: number) {
    this.free = slots;
  }

  /** Resolves when it is this caller's turn; rejects with `whenCancelled()` if `cancelled` aborts first. */
  enter(cancelled: AbortSignal | undefined, whenCancelled: () => Error): Promise<void> {
    if (this.free > 0) {
      this.free -= 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const turn = () => {
        cancelled?.removeEventListener('abort', leaveLine);
        resolve();
      };
      const leaveLine = () => {
        this.waiting.splice(this.waiting.indexOf(turn), 1);
        reject(whenCancelled());
      };
      this.waiting.push(turn);
      cancelled?.addEventListener('abort', leaveLine, { once: true });
    });
  }

  /** Hands the slot to the first in line, or frees it. */
  leave(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free += 1;
  }
}
