import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Lets a snapshot see no write half done: `hold(work)` stops new writing requests at the door,
 * waits for those in flight to be answered, runs `work`, then lets the waiting ones in. Reads go on
 * meanwhile. A request counts as a write by its method (every route that changes data is a POST,
 * PUT, PATCH or DELETE), and is in flight until its answer is sent or its connection closes.
 */
export class WriteGate {
  private inFlight = 0;
  private drained: (() => void) | null = null;
  private closed: Promise<void> | null = null;

  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) return next();
    void this.enter().then(() => {
      let left = false;
      const leave = () => {
        if (left) return;
        left = true;
        this.leave();
      };
      res.on('finish', leave);
      res.on('close', leave);
      next();
    });
  };

  /** Runs `work` with no write in flight and none admitted until it ends. One hold at a time. */
  async hold<T>(work: () => Promise<T>): Promise<T> {
    while (this.closed) await this.closed;
    let open = () => {};
    this.closed = new Promise((resolve) => (open = resolve));
    try {
      if (this.inFlight > 0) await new Promise<void>((resolve) => (this.drained = resolve));
      return await work();
    } finally {
      this.closed = null;
      open();
    }
  }

  private async enter(): Promise<void> {
    while (this.closed) await this.closed;
    this.inFlight++;
  }

  private leave(): void {
    this.inFlight--;
    if (this.inFlight === 0 && this.drained) {
      this.drained();
      this.drained = null;
    }
  }
}
