/**
 * A small streaming-style XML scanner (SAX-like callbacks) for HWPX sections and HWPML files.
 *
 * Why not a DOM parser: a 1.4 MB section would become ~100k objects only to be walked once, and
 * a tree builder gives no place to check the deadline. The scanner checks well-formedness enough
 * to tell a truncated or damaged file (unclosed tags, mismatched end tags) from a good one; it
 * does not validate, expand DTD entities, or resolve namespaces (callers match local names).
 *
 * @module
 */

import { AnnexError } from "./errors.ts";

/** Callbacks of {@link scanXml}. Names are as written, prefix included (`hp:tbl`). */
export interface XmlHandler {
  /** A start tag; `attrs` is the raw attribute text, read with {@link xmlAttr}. */
  open(name: string, attrs: string, selfClosing: boolean): void;
  /** An end tag (also called right after `open` for self-closing tags). */
  close(name: string): void;
  /** Character data with entities decoded (CDATA included). */
  text(text: string): void;
}

/** Something with a cheap deadline check, e.g. {@link AnnexBudget}. */
export interface Ticker {
  tick(): void;
}

const START_TAG = /<([^\s/>!?]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;

/**
 * Scans `xml`, calling `handler` for each tag and text run.
 *
 * @throws {AnnexError} CORRUPT for truncated or malformed markup.
 * @example
 * ```ts
 * import { scanXml } from "./xml_scan.ts";
 * const texts: string[] = [];
 * scanXml("<a><b>x &amp; y</b></a>", { open() {}, close() {}, text: (t) => texts.push(t) });
 * console.log(texts); // ["x & y"]
 * ```
 */
export function scanXml(xml: string, handler: XmlHandler, ticker?: Ticker): void {
  const stack: string[] = [];
  let pos = 0;
  const n = xml.length;
  while (pos < n) {
    ticker?.tick();
    const lt = xml.indexOf("<", pos);
    const textEnd = lt < 0 ? n : lt;
    if (textEnd > pos && stack.length) handler.text(decodeEntities(xml.slice(pos, textEnd)));
    if (lt < 0) break;
    const next = xml.charCodeAt(lt + 1);
    if (next === 0x2f /* / */) {
      const gt = xml.indexOf(">", lt);
      if (gt < 0) throw corrupt("unterminated end tag");
      const name = xml.slice(lt + 2, gt).trim();
      if (stack.pop() !== name) throw corrupt(`mismatched end tag </${name}>`);
      handler.close(name);
      pos = gt + 1;
    } else if (next === 0x3f /* ? */) {
      pos = skipPast(xml, lt, "?>");
    } else if (next === 0x21 /* ! */) {
      if (xml.startsWith("<!--", lt)) pos = skipPast(xml, lt, "-->");
      else if (xml.startsWith("<![CDATA[", lt)) {
        const end = skipPast(xml, lt, "]]>");
        if (stack.length) handler.text(xml.slice(lt + 9, end - 3));
        pos = end;
      } else pos = skipDeclaration(xml, lt);
    } else {
      START_TAG.lastIndex = lt;
      const m = START_TAG.exec(xml);
      if (!m) throw corrupt(`malformed tag at offset ${lt}`);
      const [whole, name, attrs, slash] = m;
      handler.open(name, attrs, slash === "/");
      if (slash === "/") handler.close(name);
      else stack.push(name);
      pos = lt + whole.length;
    }
  }
  if (stack.length) throw corrupt(`truncated: <${stack[stack.length - 1]}> is never closed`);
}

const ATTR_CACHE = new Map<string, RegExp>();

/**
 * Reads one attribute from the raw attribute text of {@link XmlHandler.open}.
 *
 * @example
 * ```ts
 * import { xmlAttr } from "./xml_scan.ts";
 * console.log(xmlAttr(' colSpan="2" rowSpan="1"', "colSpan")); // "2"
 * ```
 */
export function xmlAttr(attrs: string, name: string): string | undefined {
  let re = ATTR_CACHE.get(name);
  if (!re) {
    re = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
    ATTR_CACHE.set(name, re);
  }
  const m = re.exec(attrs);
  if (!m) return undefined;
  return decodeEntities(m[1] ?? m[2]);
}

/**
 * Reads an integer attribute; undefined when absent or not a number.
 *
 * @example
 * ```ts
 * import { xmlIntAttr } from "./xml_scan.ts";
 * console.log(xmlIntAttr(' RowSpan="3"', "RowSpan")); // 3
 * ```
 */
export function xmlIntAttr(attrs: string, name: string): number | undefined {
  const v = xmlAttr(attrs, name);
  if (v === undefined) return undefined;
  const n = Number.parseInt(v, 10);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * The name without its namespace prefix.
 *
 * @example
 * ```ts
 * import { localName } from "./xml_scan.ts";
 * console.log(localName("hp:tbl")); // "tbl"
 * ```
 */
export function localName(name: string): string {
  const i = name.indexOf(":");
  return i < 0 ? name : name.slice(i + 1);
}

const NAMED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

/** Decodes the five predefined entities and numeric references; others are left as written. */
function decodeEntities(s: string): string {
  if (!s.includes("&")) return s;
  return s.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref[0] !== "#") return NAMED[ref] ?? whole;
    const code = ref[1] === "x"
      ? Number.parseInt(ref.slice(2), 16)
      : Number.parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

function skipPast(xml: string, from: number, end: string): number {
  const i = xml.indexOf(end, from);
  if (i < 0) throw corrupt(`unterminated ${xml.slice(from, from + 4)}`);
  return i + end.length;
}

/** Skips `<!DOCTYPE …>` including an internal subset in brackets and quoted strings. */
function skipDeclaration(xml: string, from: number): number {
  let depth = 0;
  let quote = "";
  for (let i = from + 2; i < xml.length; i++) {
    const ch = xml[i];
    if (!quote && ch === "<" && xml.startsWith("<!--", i)) {
      i = skipPast(xml, i, "-->") - 1;
      continue;
    }
    if (quote) {
      if (ch === quote) quote = "";
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === "[") depth++;
    else if (ch === "]") depth--;
    else if (ch === ">" && depth <= 0) return i + 1;
  }
  throw corrupt("unterminated declaration");
}

function corrupt(cause: string): AnnexError {
  return new AnnexError("CORRUPT", "the XML is damaged or truncated", { cause });
}
