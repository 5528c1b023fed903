/**
 * Moves the clock of the portal's process PORTAL_CLOCK_AHEAD_DAYS days ahead: loaded into a test's own portal with
 * `node --import` before the built server (startPortal's `nodeArguments`, see portalForTheseTests), never by the
 * server itself. That portal is the same portal as the suite's, signing sessions with the same secret, met by a
 * browser some days later: how a test sees what time does to a session without waiting for it.
 */
const aheadMs = Number(process.env.PORTAL_CLOCK_AHEAD_DAYS ?? 0) * 24 * 60 * 60 * 1000;
const RealDate = Date;

/** Date as it is, but "now" (Date.now(), new Date()) reads the moved clock. */
class DateAhead extends RealDate {
  constructor(...args: ConstructorParameters<DateConstructor> | []) {
    if (args.length === 0) super(RealDate.now() + aheadMs);
    else super(...(args as ConstructorParameters<DateConstructor>));
  }

  static now(): number {
    return RealDate.now() + aheadMs;
  }
}

if (aheadMs !== 0) globalThis.Date = DateAhead as DateConstructor;
