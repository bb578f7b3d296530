/**
 * Byte, entry and time budgets shared by every annex reader.
 *
 * Annex files come from the network and are parsed in the same process that serves tools, so a
 * hostile or broken file must end in a typed error within known bounds: the input size, the
 * total number of inflated bytes (checked against declared sizes first, then counted while
 * inflating), the number of container entries, and wall-clock time.
 *
 * @module
 */

import { AnnexError } from "./errors.ts";

/** Limits for one `readAnnex` call. */
export interface AnnexLimits {
  /** Largest input accepted, in bytes. */
  maxBytes: number;
  /** Largest total of decompressed bytes (zip entries, HWP sections, PDF Flate streams). */
  maxUncompressedBytes: number;
  /** Most container parts: zip entries, OLE directory entries, or PDF pages. */
  maxEntries: number;
  /** Wall-clock budget for the whole call, in milliseconds. */
  deadlineMs: number;
}

/** Options every reader takes: the limits plus an optional caller abort signal. */
export interface ReadAnnexOptions extends Partial<AnnexLimits> {
  /** Aborts the read; the read then fails with code ABORTED. */
  signal?: AbortSignal;
}

/**
 * Defaults sized for law.go.kr 별표/서식 files, which are rarely over a few MB; the largest
 * fixture (a 1.9 MB table-heavy HWPX) uses 1.6 MB of its inflate budget.
 */
export const DEFAULT_ANNEX_LIMITS: Readonly<AnnexLimits> = Object.freeze({
  maxBytes: 32 * 1024 * 1024,
  maxUncompressedBytes: 64 * 1024 * 1024,
  maxEntries: 2_000,
  deadlineMs: 20_000,
});

/** Work time between two pauses of {@link AnnexBudget.breathe}. */
const PAUSE_EVERY_MS = 15;

/** How many cheap `tick()` calls pass between real clock checks. */
const TICKS_PER_CHECK = 2_048;

/**
 * The running budget of one read: deadline, abort signal and the inflate allowance.
 *
 * @example
 * ```ts
 * import { AnnexBudget } from "./limits.ts";
 * const budget = AnnexBudget.start({ deadlineMs: 1_000 });
 * budget.takeUncompressed(1024, "Contents/section0.xml");
 * budget.check(); // throws AnnexError TIMEOUT once 1 s has passed
 * ```
 */
export class AnnexBudget {
  /** The limits in force (defaults filled in). */
  readonly limits: Readonly<AnnexLimits>;
  readonly #signal?: AbortSignal;
  readonly #deadline: number;
  #inflated = 0;
  #ticks = 0;
  #lastPause = performance.now();

  private constructor(limits: AnnexLimits, signal?: AbortSignal) {
    this.limits = limits;
    this.#signal = signal;
    this.#deadline = performance.now() + limits.deadlineMs;
  }

  /** Starts the clock with the given options over {@link DEFAULT_ANNEX_LIMITS}. */
  static start(opts: ReadAnnexOptions = {}): AnnexBudget {
    const limits: AnnexLimits = { ...DEFAULT_ANNEX_LIMITS };
    for (const key of Object.keys(limits) as (keyof AnnexLimits)[]) {
      const v = opts[key];
      if (v !== undefined) {
        if (!(typeof v === "number" && v > 0)) {
          throw new RangeError(`readAnnex: ${key} must be a positive number`);
        }
        limits[key] = v;
      }
    }
    return new AnnexBudget(limits, opts.signal);
  }

  /** Milliseconds left before the deadline (never negative). */
  get remainingMs(): number {
    return Math.max(0, this.#deadline - performance.now());
  }

  /** Decompressed bytes still allowed. */
  get remainingUncompressed(): number {
    return this.limits.maxUncompressedBytes - this.#inflated;
  }

  /** The caller's signal, for libraries that take one. */
  get signal(): AbortSignal | undefined {
    return this.#signal;
  }

  /** Throws ABORTED or TIMEOUT when the read must stop. */
  check(): void {
    if (this.#signal?.aborted) {
      const reason = this.#signal.reason;
      if (reason instanceof AnnexError) throw reason;
      throw new AnnexError("ABORTED", "the read was aborted by the caller");
    }
    if (performance.now() > this.#deadline) {
      throw new AnnexError("TIMEOUT", `reading took longer than ${this.limits.deadlineMs} ms`, {
        limit: "deadlineMs",
        max: this.limits.deadlineMs,
      });
    }
  }

  /**
   * Lets the event loop run (timers, the caller's `abort()`) when ~15 ms of work have passed
   * since the last pause, then checks. Libraries such as pdf.js chain promises without ever
   * reaching the timer queue, so without these pauses an abort would land after the read.
   */
  async breathe(): Promise<void> {
    if (performance.now() - this.#lastPause >= PAUSE_EVERY_MS) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      this.#lastPause = performance.now();
    }
    this.check();
  }

  /** A cheap check for hot loops: looks at the clock only every few thousand calls. */
  tick(): void {
    if (++this.#ticks % TICKS_PER_CHECK === 0) this.check();
  }

  /** Reserves `n` decompressed bytes (a declared or a measured size) or throws TOO_LARGE. */
  takeUncompressed(n: number, what: string): void {
    if (n > this.remainingUncompressed) {
      throw tooLarge(
        "maxUncompressedBytes",
        this.limits.maxUncompressedBytes,
        this.#inflated + n,
        `${what} inflates past the limit`,
      );
    }
    this.#inflated += n;
  }

  /** Fails TOO_LARGE when a container has more parts than allowed. */
  checkEntries(count: number, what: string): void {
    if (count > this.limits.maxEntries) {
      throw tooLarge("maxEntries", this.limits.maxEntries, count, `${what} has too many parts`);
    }
  }

  /**
   * Awaits `work`, but settles with TIMEOUT/ABORTED as soon as the deadline passes or the
   * signal fires; `cancel` is then called so the library stops (e.g. pdf.js `destroy()`).
   */
  async race<T>(work: Promise<T>, cancel: () => unknown): Promise<T> {
    this.check();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let onAbort: (() => void) | undefined;
    const stop = new Promise<never>((_, reject) => {
      const fail = () => {
        try {
          this.check();
          reject(new AnnexError("TIMEOUT", "reading was stopped"));
        } catch (e) {
          reject(e);
        }
      };
      timer = setTimeout(fail, this.remainingMs + 1);
      onAbort = fail;
      this.#signal?.addEventListener("abort", onAbort, { once: true });
    });
    try {
      return await Promise.race([work, stop]);
    } catch (e) {
      await Promise.resolve(cancel()).catch(() => {});
      throw e;
    } finally {
      clearTimeout(timer);
      if (onAbort) this.#signal?.removeEventListener("abort", onAbort);
      work.catch(() => {}); // the loser of the race must not surface as an unhandled rejection
    }
  }
}

/**
 * Builds the TOO_LARGE error used for every size limit.
 *
 * @example
 * ```ts
 * import { tooLarge } from "./limits.ts";
 * console.log(tooLarge("maxBytes", 10, 20, "input").code); // TOO_LARGE
 * ```
 */
export function tooLarge(limit: string, max: number, actual: number, what: string): AnnexError {
  return new AnnexError("TOO_LARGE", `${what}: ${actual} > ${limit} ${max}`, {
    limit,
    max,
    actual,
  });
}
