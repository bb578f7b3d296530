/**
 * What argument text may hold, checked once for every tool by the argument reader: no control
 * characters (C0 other than tab, line feed and carriage return; DEL; C1) and no bidirectional
 * controls (U+061C, U+200E/U+200F, U+202A–U+202E, U+2066–U+2069). A NUL would travel to the
 * upstream inside a query, and a right-to-left override echoed into an answer makes the text a
 * reader sees differ from the text a model reads. Refused, never stripped: a silently changed
 * query would answer a question nobody asked.
 *
 * Zero-width characters that do not reorder text (U+200B, U+200C ZWNJ, U+200D ZWJ, U+2060,
 * U+FEFF) are allowed: pasted Korean and emoji sequences carry them, and they change neither
 * what the upstream matches nor the order a reader sees. Korean (Hangul, Hanja) passes as is.
 *
 * Three names are refused wherever an argument object is read, however it was parsed:
 * `__proto__`, `constructor`, `prototype`. A plain `{}` reader would drop `__proto__` (assigning
 * it sets the prototype) or find `constructor` on every object.
 *
 * @module
 */

import { InputError } from "../errors.ts";

// Control characters are what this pattern is for.
const FORBIDDEN =
  // deno-lint-ignore no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const FORBIDDEN_ALL = new RegExp(FORBIDDEN.source, "gu");

/** Argument names no reader accepts: they name parts of every JavaScript object. */
export const RESERVED_NAMES: ReadonlySet<string> = new Set([
  "__proto__",
  "constructor",
  "prototype",
]);

/** `U+202E` for a code point. */
function codePoint(ch: string): string {
  return `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
}

/**
 * `s` with every refused character written as `U+XXXX`, so that a message may quote what it
 * was given without carrying the character itself.
 *
 * @example
 * ```ts
 * import { visible } from "./text_guard.ts";
 * visible("a\u202eb"); // "aU+202Eb"
 * ```
 */
export function visible(s: string): string {
  return s.replace(FORBIDDEN_ALL, codePoint);
}

/**
 * Refuses `value` (a string, or strings anywhere inside lists and objects) when it holds a
 * control or bidi character, naming the parameter (`param`, dotted for nested fields) and the
 * character. Object keys are checked too.
 *
 * @example
 * ```ts
 * import { checkText } from "./text_guard.ts";
 * checkText("search_law: query", "건축법"); // fine
 * try {
 *   checkText("search_law: query", "건축\u0000법");
 * } catch (e) {
 *   (e as Error).message; // "search_law: query: 허용되지 않는 문자 U+0000 …"
 * }
 * ```
 */
export function checkText(param: string, value: unknown, depth = 0): void {
  if (typeof value === "string") {
    const m = FORBIDDEN.exec(value);
    if (m) {
      throw new InputError(
        `${param}: 허용되지 않는 문자 ${codePoint(m[0])} (${m.index + 1}번째 글자) — 제어 문자와 ` +
          `방향 제어 문자(bidi)는 받지 않습니다 (control and bidi characters are refused)`,
        param.split(/[:.]\s*/).at(-1),
      );
    }
    return;
  }
  if (depth > 20 || !value || typeof value !== "object") return;
  if (Array.isArray(value)) {
    value.forEach((v, i) => checkText(`${param}[${i}]`, v, depth + 1));
    return;
  }
  for (const [k, v] of Object.entries(value)) {
    checkText(`${param} (인자 이름)`, k, depth + 1);
    checkText(`${param}.${k}`, v, depth + 1);
  }
}

/**
 * The dotted path of the first own key named `__proto__`, `constructor` or `prototype` inside
 * `value` (as `JSON.parse` leaves them: own keys), or `undefined`. Transports run it before a
 * library that copies objects key by key would drop `__proto__` unseen.
 *
 * @example
 * ```ts
 * import { reservedKeyPath } from "./text_guard.ts";
 * reservedKeyPath(JSON.parse('{"arguments":{"__proto__":{}}}')); // "arguments.__proto__"
 * reservedKeyPath({ arguments: { query: "민법" } }); // undefined
 * ```
 */
export function reservedKeyPath(value: unknown, path = "", depth = 0): string | undefined {
  if (depth > 32 || !value || typeof value !== "object") return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = reservedKeyPath(value[i], `${path}[${i}]`, depth + 1);
      if (hit) return hit;
    }
    return undefined;
  }
  for (const k of Object.keys(value)) {
    const here = path ? `${path}.${k}` : k;
    if (RESERVED_NAMES.has(k)) return here;
    const hit = reservedKeyPath((value as Record<string, unknown>)[k], here, depth + 1);
    if (hit) return hit;
  }
  return undefined;
}
