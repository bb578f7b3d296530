/**
 * Timing without wall-clock limits. A test that waits must wait on the event it needs (a request
 * reaching the replay, a log line, a signal), never a fixed sleep that races real work; and a
 * "this does not blow up" bound must scale with how loaded the machine is right now, or a
 * loaded CI box fails it at random (DEVELOPERS.md: performance claims are benchmarks).
 *
 * - {@link until}: polls a condition; the guard only turns a hang into a failure, far above any
 *   wait the condition needs, so how long it takes never decides the outcome.
 * - {@link slowdown}: how much slower than a quiet machine this process runs a fixed unit of
 *   work right now (≥ 1).
 * - {@link assertBudget}: a bound in quiet-machine milliseconds, scaled by the slowdown measured
 *   when the bound is missed, so it still catches catastrophic (quadratic, exponential, hung)
 *   work but not a busy neighbour.
 * - {@link promptly}: the same for a promise that must settle ("ends promptly"), failing a
 *   hang after the scaled bound rather than never.
 *
 * @module
 */

/**
 * How long {@link until} polls before failing: a hang guard, not a performance claim. Waits in
 * tests take milliseconds quiet and seconds at load 20; two minutes means "it never came".
 */
export const HANG_GUARD_MS = 120_000;

/**
 * Polls `f` every 10 ms until it returns something other than `undefined` (or `false`), and
 * returns that; fails after `guardMs` naming `what`.
 *
 * ```ts
 * import { until } from "./_timing.ts";
 * const log: string[] = [];
 * setTimeout(() => log.push("law"), 5);
 * const hit = await until("the request", () => log.find((t) => t === "law"));
 * ```
 */
export async function until<T>(
  what: string,
  f: () => T | undefined | false,
  guardMs: number = HANG_GUARD_MS,
): Promise<T> {
  const end = performance.now() + guardMs;
  for (;;) {
    const v = f();
    if (v !== undefined && v !== false) return v;
    if (performance.now() > end) throw new Error(`gave up waiting for ${what} (${guardMs} ms)`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Resolves after `ms` (a quiet period in which something must *not* happen). */
export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** The unit of work {@link slowdown} times: parse and re-serialise a small JSON document. */
function unitOfWork(): number {
  const doc = JSON.stringify({
    rows: Array.from(
      { length: 200 },
      (_, i) => ({ id: i, 조문: `제${i}조`, text: "가".repeat(40) }),
    ),
  });
  let n = 0;
  for (let i = 0; i < 200; i++) n += JSON.stringify(JSON.parse(doc)).length;
  return n;
}

/**
 * Five {@link unitOfWork}s on a quiet machine, warm (this 2-core box between loads: 55–60 ms).
 * Timed as one stretch, long enough that a loaded scheduler's time slices show in it.
 */
const QUIET_MS = 60;

let sink = 0;
/** Recent measurements, so a bound missed just after a busy spell still sees it. */
const recent: { at: number; factor: number }[] = [];
const RECENT_MS = 30_000;

/**
 * How many times slower than a quiet machine this process runs right now (≥ 1): a fixed stretch
 * of work timed against its quiet time, or the highest such measure of the last 30 s if that
 * was higher (load comes in bursts; the work being judged may have met an earlier one). Costs
 * ~60 ms quiet, more the busier the machine.
 */
export function slowdown(): number {
  const t0 = performance.now();
  for (let i = 0; i < 5; i++) sink += unitOfWork();
  const now = performance.now();
  const factor = Math.max(1, (now - t0) / QUIET_MS);
  while (recent.length && now - recent[0].at > RECENT_MS) recent.shift();
  recent.push({ at: now, factor });
  return Math.max(...recent.map((r) => r.factor));
}

/**
 * Asserts that `ms` (measured) is within `quietMs`, the bound on a quiet machine, scaled by the
 * slowdown measured now when the plain bound is missed (so the common case costs nothing).
 * Pick `quietMs` far above the normal time and far below what the defect it guards against
 * takes (catastrophic backtracking, quadratic scans, a missed timeout).
 *
 * ```ts
 * import { assertBudget } from "./_timing.ts";
 * const t0 = performance.now();
 * JSON.parse("[" + "1,".repeat(100_000) + "1]");
 * assertBudget(performance.now() - t0, 1_000, "parsing a long array");
 * ```
 */
export function assertBudget(ms: number, quietMs: number, what: string): void {
  if (ms < quietMs) return;
  const factor = slowdown();
  if (ms < quietMs * factor) return;
  throw new Error(
    `${what} took ${ms.toFixed(0)} ms: over ${quietMs} ms × slowdown ${factor.toFixed(1)} ` +
      `(= ${(quietMs * factor).toFixed(0)} ms)`,
  );
}

/**
 * Awaits `p` and asserts it settled within `quietMs` scaled by the load: when `quietMs` passes,
 * the slowdown is measured and the wait extends to `quietMs × slowdown` (measured again each
 * time it runs out), so a hang still fails — after the scaled bound — but a busy machine does
 * not. Use it for "this ends promptly" where the alternative is never ending (a missed abort,
 * a missed timeout); the bound is a hang detector, not a speed claim.
 *
 * ```ts
 * import { promptly } from "./_timing.ts";
 * const ac = new AbortController();
 * const held = new Promise((_, reject) => ac.signal.addEventListener("abort", reject));
 * ac.abort();
 * await promptly(held.catch(() => "ended"), 2_000, "the held promise after the abort");
 * ```
 */
export async function promptly<T>(p: Promise<T>, quietMs: number, what: string): Promise<T> {
  const t0 = performance.now();
  const settled = p.then((v) => ({ v }), (e: unknown) => ({ e }));
  let limit = quietMs;
  for (;;) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((r) => {
      timer = setTimeout(() => r(null), Math.max(0, limit - (performance.now() - t0)));
    });
    const out = await Promise.race([settled, late]);
    clearTimeout(timer);
    if (out) {
      if ("e" in out) throw out.e;
      return out.v;
    }
    const factor = slowdown();
    const elapsed = performance.now() - t0;
    if (elapsed >= quietMs * factor) {
      throw new Error(
        `${what} did not finish within ${quietMs} ms × slowdown ${factor.toFixed(1)} ` +
          `(${elapsed.toFixed(0)} ms)`,
      );
    }
    limit = quietMs * factor;
  }
}
