/**
 * Loaded first into a server a journey starts (ownServer.ts, laterClock): the process's clock runs
 * E2E_CLOCK_OFFSET_DAYS ahead, so a journey sees what the product does days later (the retention
 * job) without waiting for them. The database's clock is left alone, as the real one would be.
 */
const offset = Number(process.env.E2E_CLOCK_OFFSET_DAYS ?? 0) * 86_400_000;
const RealDate = Date;

class LaterDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...(args as [string]));
  }

  static now() {
    return RealDate.now() + offset;
  }
}

globalThis.Date = LaterDate as DateConstructor;
