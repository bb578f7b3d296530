/**
 * Terminal presentation: colour (only on a TTY, NO_COLOR respected) and a progress indicator on
 * stderr for calls that take longer than a moment.
 *
 * @module
 */

const ESC = "\x1b[";
const paint = (code: string, s: string) => `${ESC}${code}m${s}${ESC}0m`;

/** Whether stdout should be coloured: a TTY, no NO_COLOR, no --no-color (FORCE_COLOR=1 forces). */
export function useColour(noColorFlag = false): boolean {
  if (noColorFlag || Deno.env.get("NO_COLOR")) return false;
  const force = Deno.env.get("FORCE_COLOR");
  if (force && force !== "0") return true;
  return Deno.stdout.isTerminal();
}

const DATE = /(\d{4}-\d{2}-\d{2}|\d{4}\.\s?\d{1,2}\.\s?\d{1,2}\.?|\d{8}(?!\d))/g;

/**
 * Colours a tool's formatted text: the header line, article headings, 항 (①), 호 (1.), 목 (가.),
 * dates and their labels, amendment notes. The words are not changed.
 */
export function colourise(text: string): string {
  return text.split("\n").map((line, i) => {
    if (i === 0 || /^〔/.test(line)) return paint("1", line);
    if (/^(제\d+조(의\d+)?)(\(|\s|$)/.test(line) || /^#+\s/.test(line)) return paint("1;36", line);
    if (/^\[[A-Z_]+\]/.test(line)) return paint("31", line);
    let out = line
      .replace(/^([①-⑳])/, (m) => paint("33", m))
      .replace(/^(\s+)(\d+(?:의\d+)?\.)/, (_, sp: string, m: string) => sp + paint("32", m))
      .replace(/^(\s+)([가-하]\.)/, (_, sp: string, m: string) => sp + paint("35", m))
      .replace(
        /(<[^<>]*(개정|신설|삭제|전문개정)[^<>]*>|\[[^\]]*(본조신설|시행일|종전)[^\]]*\])/g,
        (m) => paint("2", m),
      );
    out = out.replace(
      /(시행|공포|선고|결정|의결|해석|개정)(일자)?(\s?:?\s?)/g,
      (m) => paint("34", m),
    );
    return out.replace(DATE, (m) => paint("4", m));
  }).join("\n");
}

/** A spinner on stderr that appears after `delayMs`, only on a TTY. */
export interface Progress {
  /** Stops and erases it. */
  stop(): void;
}

/** Starts a progress indicator for `label`; a no-op when stderr is not a terminal. */
export function startProgress(label: string, delayMs = 300): Progress {
  if (!Deno.stderr.isTerminal()) return { stop() {} };
  const enc = new TextEncoder();
  const frames = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏";
  const t0 = performance.now();
  let n = 0;
  let shown = false;
  let tick: ReturnType<typeof setInterval> | undefined;
  const draw = () => {
    shown = true;
    const s = ((performance.now() - t0) / 1000).toFixed(1);
    Deno.stderr.writeSync(enc.encode(`\r${frames[n++ % frames.length]} ${label} … ${s}s${ESC}K`));
  };
  const wait = setTimeout(() => {
    draw();
    tick = setInterval(draw, 100);
  }, delayMs);
  return {
    stop() {
      clearTimeout(wait);
      if (tick !== undefined) clearInterval(tick);
      if (shown) Deno.stderr.writeSync(enc.encode(`\r${ESC}K`));
    },
  };
}
