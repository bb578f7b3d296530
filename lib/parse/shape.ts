/**
 * Small readers for the DRF JSON shape (which XML bodies are converted to as well).
 *
 * The shape has three traps (drf-api.md Q5, Q8): a repeated element is an array only when it
 * occurs twice or more; an element with attributes keeps its text under `content`; long texts
 * may arrive as arrays of arrays of lines. Every normaliser reads through these helpers so that
 * no text is silently dropped because it had an unexpected shape.
 *
 * @module
 */

/** A DRF object node. */
export type Node = Record<string, unknown>;

/**
 * Returns `v` as an array: `undefined` → `[]`, a single value → `[v]`, an array → itself.
 *
 * @example
 * ```ts
 * import { asArray } from "./shape.ts";
 * asArray({ a: 1 }); // [{ a: 1 }]
 * ```
 */
export function asArray<T = unknown>(v: unknown): T[] {
  if (v === undefined || v === null || v === "") return [];
  return (Array.isArray(v) ? v : [v]) as T[];
}

/** Returns `v` if it is an object node, else undefined. */
export function asNode(v: unknown): Node | undefined {
  return v !== null && typeof v === "object" && !Array.isArray(v) ? v as Node : undefined;
}

/** Named references the upstream's text uses (HTML's names; XML's five among them). */
const NAMED: Readonly<Record<string, string>> = {
  lt: "<",
  gt: ">",
  amp: "&",
  quot: '"',
  apos: "'",
  nbsp: " ", // plain text: a non-breaking space reads as a space
  middot: "·",
  bull: "•",
  hellip: "…",
  ndash: "–",
  mdash: "—",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  laquo: "«",
  raquo: "»",
  times: "×",
  divide: "÷",
  plusmn: "±",
  deg: "°",
  sup1: "¹",
  sup2: "²",
  sup3: "³",
  frac12: "½",
  frac14: "¼",
  frac34: "¾",
  micro: "µ",
  para: "¶",
  sect: "§",
  copy: "©",
  reg: "®",
  trade: "™",
  larr: "←",
  rarr: "→",
  uarr: "↑",
  darr: "↓",
  harr: "↔",
  le: "≤",
  ge: "≥",
  ne: "≠",
  infin: "∞",
  there4: "∴",
  cir: "○",
};

/** A code point a reference may stand for (not NUL, not a lone surrogate, within Unicode). */
function codePoint(n: number): string | undefined {
  if (!Number.isInteger(n) || n <= 0 || n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) {
    return undefined;
  }
  return String.fromCodePoint(n);
}

/**
 * Decodes character references the upstream leaves inside CDATA text — named (`&lt;`,
 * `&middot;`), decimal (`&#8228;` → `․`) and hex (`&#x25EF;` → `◯`) — in one pass, so a
 * decoded `&` never starts another reference. Unknown names and impossible code points stay
 * as written.
 *
 * @example
 * ```ts
 * import { decodeEntities } from "./shape.ts";
 * decodeEntities("유치권&#8228;질권 &lt;개정&gt;"); // "유치권․질권 <개정>"
 * ```
 */
export function decodeEntities(s: string): string {
  if (!s.includes("&")) return s;
  return s.replace(
    /&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z][a-zA-Z0-9]{1,7});/g,
    (m, ref: string) => {
      if (ref[0] !== "#") return NAMED[ref] ?? m;
      const hex = ref[1] === "x" || ref[1] === "X";
      return codePoint(parseInt(ref.slice(hex ? 2 : 1), hex ? 16 : 10)) ?? m;
    },
  );
}

/**
 * Text of a value of any shape: strings as they are, `{content}` nodes by their content,
 * arrays (of arrays) of lines joined with newlines. Trailing whitespace of each line is trimmed,
 * and so are blank lines at either end; inner indentation is kept (it carries table layout).
 */
export function textOf(v: unknown): string {
  // Most fields are one plain line: nothing to split, decode or read as markup. Answering them
  // without the line array keeps a list parse from allocating per field (memory under load).
  if (typeof v === "string" && !PLAIN_BREAKERS.test(v)) return v.trimEnd();
  const lines: string[] = [];
  collect(v, lines);
  while (lines.length && lines[0].trim() === "") lines.shift();
  while (lines.length && lines[lines.length - 1].trim() === "") lines.pop();
  return imageMarkup(decodeEntities(lines.join("\n")));
}

/** What sends a string through the general path of {@link textOf}: lines, references, markup. */
const PLAIN_BREAKERS = /[\n&<]/;

/**
 * `<img …>` markup the upstream leaves in texts (a 호 of 최저임금법 시행규칙, 부칙 and 개정문 of
 * 주택임대차보호법 시행령, admin rules): a picture whose content the text does not carry. It reads
 * as `[그림: <src>]`, or `[그림 id <id>]` when only an id is given; `</img>` says nothing.
 */
function imageMarkup(s: string): string {
  if (!/<\/?img\b/i.test(s)) return s;
  return s.replace(/<img\b([^>]*)>/gi, (_m, attrs: string) => {
    const src = /\bsrc\s*=\s*"([^"]*)"/i.exec(attrs)?.[1];
    const id = /\bid\s*=\s*"([^"]*)"/i.exec(attrs)?.[1];
    return src ? `[그림: ${src}]` : id ? `[그림 id ${id}]` : "[그림]";
  }).replace(/<\/img\s*>/gi, "");
}

function collect(v: unknown, out: string[]): void {
  if (v === undefined || v === null) return;
  if (typeof v === "string") {
    for (const line of v.split(/\r?\n/)) out.push(line.replace(/\s+$/, ""));
    return;
  }
  if (typeof v === "number" || typeof v === "boolean") {
    out.push(String(v));
    return;
  }
  if (Array.isArray(v)) {
    for (const x of v) collect(x, out);
    return;
  }
  const node = v as Node;
  if ("content" in node) collect(node.content, out);
}

/** A scalar field as a trimmed string, or undefined when absent or empty. */
export function str(node: Node | undefined, key: string): string | undefined {
  if (!node) return undefined;
  const t = textOf(node[key]).trim();
  return t === "" ? undefined : t;
}

/** An attribute-carrying field (`{content, <attr>}`) read as [text, attribute]. */
export function withAttr(
  node: Node | undefined,
  key: string,
  attr: string,
): [string | undefined, string | undefined] {
  const v = node?.[key];
  const n = asNode(v);
  if (n) {
    const t = textOf(n.content).trim();
    const a = typeof n[attr] === "string" ? (n[attr] as string).trim() : undefined;
    return [t || undefined, a || undefined];
  }
  const t = textOf(v).trim();
  return [t || undefined, undefined];
}

/** Box-drawing characters: their presence means the text carries a table. */
const TABLE_CHARS = /[\u2500-\u257F]/;
/** Inline images (formulas, scanned tables) that text alone cannot show: markup or its reading. */
const IMAGE_TAG = /<img\s|\[그림[:\s\]]/i;

/** Flags for content that text rendering may not carry faithfully. */
export interface ContentFlags {
  /** The text contains a box-drawing table. */
  hasTable: boolean;
  /** The text references images (`<img>`, read as `[그림 …]`), whose content is not in it. */
  hasImage: boolean;
}

/** Detects tables and images in a text. */
export function contentFlags(text: string): ContentFlags {
  return { hasTable: TABLE_CHARS.test(text), hasImage: IMAGE_TAG.test(text) };
}
