/**
 * DRF XML → the DRF JSON shape.
 *
 * The DRF Open API's `type=JSON` answers are a mechanical conversion of its XML, and every
 * observable trait of that conversion matches `org.json`'s `XML.toJSONObject` (with "keep
 * strings"): the `content` key, attributes and children accumulating into one object, and the
 * wrapping that produces arrays of arrays of lines. {@link xmlToDrfObject} reproduces it, so
 * normalisers read one shape whatever the wire format was.
 *
 * ## Conversion rules
 *
 * 1. **Root.** The root element becomes the single top-level key: `<법령 …>…</법령>` →
 *    `{"법령": {…}}`. The XML declaration, processing instructions and comments are skipped.
 * 2. **Attributes** become keys of the element's object, before its children (document order).
 *    An attribute and a child element with the same name accumulate into an array, attribute
 *    first — the real ordinance JSON has `"조문번호": ["000100", "000100"]` for
 *    `<조 조문번호='000100'><조문번호>000100</조문번호>`.
 * 3. **Text pieces.** Each CDATA section is one piece, taken verbatim: no trimming (heading rows
 *    keep their indentation, e.g. `"          제1편 총칙"`, and table lines their trailing spaces),
 *    no entity decoding (`<![CDATA[삭제 &lt;2018. 12. 31.&gt;]]>` stays `삭제 &lt;…&gt;`, as in
 *    the JSON). A CDATA section that is empty or holds only line breaks is dropped: the XML
 *    separates lines with such sections (`<![CDATA[\n]]>` in `law`, `<![CDATA[]]>` in `eflaw`
 *    and `admrul`) and the JSON has neither (no JSON sample holds a `"\n"` or `""` line).
 *    Each run of character data between two pieces of markup is one piece too: entities
 *    decoded, then trimmed of XML whitespace; a whitespace-only run is dropped (the indentation
 *    between elements). So `<첨부파일링크>http://…\n</첨부파일링크>` → `"http://…"`.
 * 4. **Values.** An element's value is decided when it closes:
 *    - no attributes, no children, no pieces → `""` (`<조문이동이전></조문이동이전>`,
 *      `<법령명약칭><![CDATA[]]></법령명약칭>`, `<a/>`);
 *    - only one piece → that string;
 *    - only pieces, two or more → the array of pieces, which rule 5 then wraps once more:
 *      this is the "array of arrays of lines" of `부칙내용`, `개정문내용`, `별표내용`,
 *      `제개정이유내용`, `조문참고자료`, `항내용`, `호내용` (drf-api.md Q8) — it comes from
 *      several CDATA sections in one element, never from several elements;
 *    - attributes and/or children → an object; its pieces go under `content`, a string for one
 *      piece, an array for more (`<소관부처 소관부처코드="1613000">국토교통부</소관부처>` →
 *      `{"소관부처코드": "1613000", "content": "국토교통부"}`). Mixed content follows the same
 *      rule: text around child elements goes under `content`.
 * 5. **Repetition** (org.json `accumulate`). The first occurrence of a name stores the value
 *    itself — except that an array value is stored wrapped in a new array (`[[…lines]]`); a
 *    second occurrence turns the slot into `[first, second]`; later ones are appended. So a
 *    child that occurs once is a bare object/string (Q5), and two multi-line siblings give
 *    `[[…], […]]`.
 * 6. **Scalars** are strings; nothing is converted to numbers or booleans (`"공포번호": "09897"`).
 * 7. **Line ends** are normalised as XML requires (`\r\n` and lone `\r` → `\n`) in text, CDATA
 *    and attribute values. No sample has a CR inside content, so whether the JSON keeps CRs
 *    cannot be told; org.json would keep them.
 *
 * Not determinable from the recorded samples (documented guesses): whether a CDATA section
 * whose text *ends* with a line break (`lawjosub`/`ordin`: `<![CDATA[제1조(목적) …한다.\n]]>`)
 * keeps that `\n` in the JSON — it is kept here (org.json would keep it); attribute values are
 * not whitespace-normalised beyond rule 7 (org.json does not normalise them).
 *
 * ## Safety
 *
 * Hand-written single-pass tokenizer: linear time (every search moves forward, nothing
 * backtracks), no DTD processing at all (a `<!DOCTYPE` is rejected, so no entity expansion and
 * no external entities), only the five predefined entities and character references are
 * decoded (an unknown `&name;` is kept verbatim, as org.json does), nesting deeper than
 * {@link MAX_XML_DEPTH} is rejected, and malformed or truncated input throws
 * {@link XmlParseError} with line, column and offset — never a partial object.
 *
 * @module
 */

import { ShapeError } from "../errors.ts";

/** Deepest element nesting {@link xmlToDrfObject} accepts (the deepest DRF body nests about 8). */
export const MAX_XML_DEPTH = 512;

/** Malformed, truncated or disallowed XML. `offset` is a UTF-16 index into the input string. */
export class XmlParseError extends ShapeError {
  /** Always `"XmlParseError"`. */
  override readonly name = "XmlParseError";
  /** What is wrong, without the position. */
  readonly reason: string;
  /** UTF-16 code-unit offset into the input. */
  readonly offset: number;
  /** 1-based line of `offset`. */
  readonly line: number;
  /** 1-based column of `offset` (in UTF-16 code units). */
  readonly column: number;

  /** Prefer {@link XmlParseError.at}, which computes line and column from the input. */
  constructor(reason: string, offset: number, line: number, column: number) {
    super("xml", `XML parse error at line ${line}, column ${column} (offset ${offset}): ${reason}`);
    this.reason = reason;
    this.offset = offset;
    this.line = line;
    this.column = column;
  }

  /** Builds the error for `offset` in `input`, computing line and column. */
  static at(input: string, offset: number, reason: string): XmlParseError {
    const o = Math.max(0, Math.min(offset, input.length));
    let line = 1;
    let lineStart = 0;
    for (let i = input.indexOf("\n"); i !== -1 && i < o; i = input.indexOf("\n", i + 1)) {
      line++;
      lineStart = i + 1;
    }
    return new XmlParseError(reason, o, line, o - lineStart + 1);
  }
}

/** A DRF object node as produced by the conversion. */
export type DrfObject = Record<string, unknown>;

interface Frame {
  name: string;
  /** Offset of the start tag (for error messages). */
  start: number;
  /** Created on the first attribute or child. */
  obj: DrfObject | undefined;
  /** Number of distinct keys in `obj`. */
  keys: number;
  /** Pieces seen while `obj` does not exist yet: one string, or an array of ≥2. */
  pieces: string | string[] | undefined;
}

function setOwn(obj: DrfObject, key: string, value: unknown): void {
  if (key === "__proto__") {
    Object.defineProperty(obj, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  } else obj[key] = value;
}

/** org.json `JSONObject.accumulate`; returns true when `key` is new. */
function accumulate(obj: DrfObject, key: string, value: unknown): boolean {
  const cur = obj[key];
  // Values are never undefined, so `undefined` means "new key"; anything else may still be
  // inherited (`toString`, `__proto__`), hence the own-property check on that path only.
  if (cur === undefined || !Object.hasOwn(obj, key)) {
    setOwn(obj, key, Array.isArray(value) ? [value] : value);
    return true;
  }
  if (Array.isArray(cur)) cur.push(value);
  else obj[key] = [cur, value];
  return false;
}

function isLineBreaksOnly(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c !== 0x0a && c !== 0x0d) return false;
  }
  return true;
}

function isXmlSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d;
}

/** Trims XML whitespace (space, tab, CR, LF) — not `String#trim`, which also eats U+3000 etc. */
function trimXmlSpace(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && isXmlSpace(s.charCodeAt(a))) a++;
  while (b > a && isXmlSpace(s.charCodeAt(b - 1))) b--;
  return a === 0 && b === s.length ? s : s.slice(a, b);
}

/**
 * Builds the DRF JSON shape from parse events (rules 1–6 of the module doc). The tokenizer of
 * {@link xmlToDrfObject} drives it, and so do the alternative parsers in `tests/bench/`, so that
 * every candidate is held to the same rules. Events must be well-nested; text runs must be
 * complete (a SAX parser that splits one run into several events must join them first).
 */
export class DrfObjectBuilder {
  readonly #root: Frame = { name: "", start: 0, obj: {}, keys: 0, pieces: undefined };
  readonly #stack: Frame[] = [this.#root];

  /** Current nesting depth (0 outside the root element). */
  get depth(): number {
    return this.#stack.length - 1;
  }

  /** Opens an element. `start` is its offset, used in error messages. */
  open(name: string, start = 0): void {
    const parent = this.#stack[this.#stack.length - 1];
    this.#ensureObj(parent);
    this.#stack.push({ name, start, obj: undefined, keys: 0, pieces: undefined });
  }

  /** Adds an attribute (value already decoded) to the element just opened. */
  attribute(name: string, value: string): void {
    const f = this.#stack[this.#stack.length - 1];
    const obj = this.#ensureObj(f);
    if (accumulate(obj, name, value)) f.keys++;
  }

  /** True when the element just opened already has an attribute `name`. */
  hasAttribute(name: string): boolean {
    const f = this.#stack[this.#stack.length - 1];
    return f.obj !== undefined && Object.hasOwn(f.obj, name);
  }

  /** A complete run of character data (entities already decoded); trimmed, dropped if blank. */
  text(run: string): void {
    const t = trimXmlSpace(run);
    if (t.length > 0) this.#piece(t);
  }

  /** The content of one CDATA section; dropped if empty or only line breaks. */
  cdata(content: string): void {
    if (content.length > 0 && !isLineBreaksOnly(content)) this.#piece(content);
  }

  /** Closes the innermost element and stores its value in its parent. */
  close(): void {
    const f = this.#stack.pop()!;
    const parent = this.#stack[this.#stack.length - 1];
    let value: unknown;
    if (f.obj === undefined) value = f.pieces ?? "";
    else if (f.keys === 1 && Object.hasOwn(f.obj, "content")) value = f.obj.content;
    else value = f.obj;
    if (accumulate(parent.obj!, f.name, value)) parent.keys++;
  }

  /** Name and start offset of the innermost open element, if any. */
  top(): { name: string; start: number } | undefined {
    return this.#stack.length > 1 ? this.#stack[this.#stack.length - 1] : undefined;
  }

  /** The document object (`{rootName: value}`). */
  result(): DrfObject {
    return this.#root.obj!;
  }

  #piece(s: string): void {
    const f = this.#stack[this.#stack.length - 1];
    if (f.obj !== undefined) {
      if (accumulate(f.obj, "content", s)) f.keys++;
    } else if (f.pieces === undefined) f.pieces = s;
    else if (typeof f.pieces === "string") f.pieces = [f.pieces, s];
    else f.pieces.push(s);
  }

  #ensureObj(f: Frame): DrfObject {
    if (f.obj !== undefined) return f.obj;
    const obj: DrfObject = {};
    f.obj = obj;
    const p = f.pieces;
    if (p !== undefined) {
      f.pieces = undefined;
      if (typeof p === "string") f.keys += accumulate(obj, "content", p) ? 1 : 0;
      else for (const s of p) f.keys += accumulate(obj, "content", s) ? 1 : 0;
    }
    return obj;
  }
}

const PREDEFINED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

/**
 * Decodes entity and character references in `s`, which starts at `offset` in `input` (for
 * error positions). Unknown named entities are kept verbatim (there is no DTD to define them).
 */
function decodeRefs(s: string, input: string, offset: number): string {
  let out = "";
  let last = 0;
  let amp = s.indexOf("&");
  while (amp !== -1) {
    const semi = s.indexOf(";", amp + 1);
    if (semi === -1 || semi - amp > 40) {
      throw XmlParseError.at(
        input,
        offset + amp,
        "'&' must start a reference like &amp; (missing ';')",
      );
    }
    const name = s.slice(amp + 1, semi);
    let rep: string | undefined;
    if (name.charCodeAt(0) === 0x23 /* # */) {
      const hex = name.charCodeAt(1) === 0x78 /* x */;
      const digits = name.slice(hex ? 2 : 1);
      const valid = digits.length > 0 && (hex ? /^[0-9a-fA-F]+$/ : /^[0-9]+$/).test(digits);
      const cp = valid ? parseInt(digits, hex ? 16 : 10) : NaN;
      if (!(cp >= 1 && cp <= 0x10ffff) || (cp >= 0xd800 && cp <= 0xdfff)) {
        throw XmlParseError.at(input, offset + amp, `invalid character reference &${name};`);
      }
      rep = String.fromCodePoint(cp);
    } else {
      rep = PREDEFINED[name];
      if (rep === undefined) {
        if (!/^[A-Za-z_:\u0080-\uffff][\w.:\-\u0080-\uffff]*$/.test(name)) {
          throw XmlParseError.at(
            input,
            offset + amp,
            `'&' must start a reference like &amp; (found '&${name};')`,
          );
        }
        rep = `&${name};`;
      }
    }
    out += s.slice(last, amp) + rep;
    last = semi + 1;
    amp = s.indexOf("&", last);
  }
  return last === 0 ? s : out + s.slice(last);
}

function normalizeEol(s: string): string {
  return s.replace(/\r\n?/g, "\n");
}

/** Characters that end a name; anything else that is not a name character is an error. */
function isNameEnd(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d || c === 0x3e /* > */ ||
    c === 0x2f /* / */ || c === 0x3d /* = */;
}

/** ASCII name characters: A-Z a-z 0-9 _ : . - ; any non-ASCII character is accepted. */
function isNameChar(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) ||
    c === 0x5f || c === 0x3a || c === 0x2e || c === 0x2d || c >= 0x80;
}

function isNameStart(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f || c === 0x3a ||
    (c >= 0x80 && c !== 0xfeff);
}

/** `xml.startsWith(s, at)` as an inlinable loop (names are short; the builtin call costs more). */
function matchAt(xml: string, s: string, at: number): boolean {
  const len = s.length;
  if (at + len > xml.length) return false;
  for (let i = 0; i < len; i++) {
    if (xml.charCodeAt(at + i) !== s.charCodeAt(i)) return false;
  }
  return true;
}

/** Returns `s` as V8's internalized (hash-consed) string, so property accesses keyed by it are fast. */
function internalize(s: string): string {
  return Object.keys({ [s]: 0 })[0];
}

/**
 * Element and attribute names of one document, internalized once: every later occurrence reuses
 * the same string (found by comparing in place, no slice), which makes the keyed stores of the
 * builder cheap — name hashing was the largest cost of a naive version. Buckets are capped, so
 * a hostile document with many look-alike names stays linear (uncached names are just sliced).
 */
class NameCache {
  readonly #buckets = new Map<number, string[]>();

  get(xml: string, start: number, end: number): string {
    const len = end - start;
    const key = (len & 0xff) * 0x1000000 + (xml.charCodeAt(start) & 0xfff) * 0x1000 +
      (xml.charCodeAt(end - 1) & 0xfff);
    const bucket = this.#buckets.get(key);
    if (bucket !== undefined) {
      for (let i = 0; i < bucket.length; i++) {
        const s = bucket[i];
        if (s.length === len && matchAt(xml, s, start)) return s;
      }
      const s = internalize(xml.slice(start, end));
      if (bucket.length < 8) bucket.push(s);
      return s;
    }
    const s = internalize(xml.slice(start, end));
    this.#buckets.set(key, [s]);
    return s;
  }
}

/**
 * Converts a DRF XML body to the object the DRF API would have sent for `type=JSON`.
 *
 * A leading BOM and blank lines before `<?xml` are tolerated. Throws {@link XmlParseError} for
 * malformed or truncated XML, a DOCTYPE, or nesting deeper than {@link MAX_XML_DEPTH}.
 *
 * @example
 * ```ts
 * import { xmlToDrfObject } from "./xml.ts";
 * const xml = `<?xml version="1.0" encoding="UTF-8"?>
 * <법령 법령키="0018232025100121065"><기본정보>
 * <소관부처 소관부처코드="1613000">국토교통부</소관부처>
 * <법령명약칭><![CDATA[]]></법령명약칭>
 * </기본정보><부칙><부칙단위 부칙키="1"><부칙내용>
 * <![CDATA[부칙 <제1호>]]><![CDATA[
 * ]]><![CDATA[이 법은 공포한 날부터 시행한다.]]>
 * </부칙내용></부칙단위></부칙></법령>`;
 * xmlToDrfObject(xml);
 * // {
 * //   법령: {
 * //     법령키: "0018232025100121065",
 * //     기본정보: { 소관부처: { 소관부처코드: "1613000", content: "국토교통부" }, 법령명약칭: "" },
 * //     부칙: { 부칙단위: { 부칙키: "1", 부칙내용: [["부칙 <제1호>", "이 법은 공포한 날부터 시행한다."]] } },
 * //   },
 * // }
 * ```
 */
export function xmlToDrfObject(xml: string): Record<string, unknown> {
  const n = xml.length;
  const b = new DrfObjectBuilder();
  const names = new NameCache();
  // Offset of the next CR at or after the current piece (n if none): a piece ending before it
  // holds no CR and needs no line-end normalisation. Only moves forward, so linear overall.
  let nextCr = -1;
  const hasCr = (from: number, to: number): boolean => {
    if (nextCr < from) {
      nextCr = xml.indexOf("\r", from);
      if (nextCr === -1) nextCr = n;
    }
    return nextCr < to;
  };
  const fail = (offset: number, reason: string): never => {
    throw XmlParseError.at(xml, offset, reason);
  };

  let pos = 0;
  while (pos < n) {
    const c = xml.charCodeAt(pos);
    if (c === 0xfeff || isXmlSpace(c)) pos++;
    else break;
  }
  let rootSeen = false;
  let depth = 0;

  while (pos < n) {
    const lt = xml.indexOf("<", pos);
    const textEnd = lt === -1 ? n : lt;
    if (textEnd > pos) {
      // Character data: skip if blank, else trim, decode and hand over.
      let a = pos;
      while (a < textEnd && isXmlSpace(xml.charCodeAt(a))) a++;
      if (a < textEnd) {
        if (depth === 0) {
          fail(a, rootSeen ? "text after the root element" : "text before the root element");
        }
        let e = textEnd;
        while (isXmlSpace(xml.charCodeAt(e - 1))) e--;
        let t = xml.slice(a, e);
        if (hasCr(a, e)) t = normalizeEol(t);
        if (t.indexOf("&") !== -1) t = decodeRefs(t, xml, a);
        b.text(t);
      }
    }
    if (lt === -1) break;
    pos = lt;
    const c1 = xml.charCodeAt(pos + 1);

    if (c1 === 0x2f /* </ */) {
      const top = b.top();
      if (top === undefined) fail(pos, "closing tag without an open element");
      const name = top!.name;
      let p = pos + 2;
      if (
        !matchAt(xml, name, p) ||
        !(isXmlSpace(xml.charCodeAt(p + name.length)) || xml.charCodeAt(p + name.length) === 0x3e)
      ) {
        let q = p;
        while (q < n && !isNameEnd(xml.charCodeAt(q)) && xml.charCodeAt(q) !== 0x3c) q++;
        if (q >= n) fail(pos, `unexpected end of input inside a closing tag (expected </${name}>)`);
        const at = XmlParseError.at(xml, top!.start, "").line;
        fail(
          pos,
          `mismatched closing tag </${
            xml.slice(p, q)
          }>: expected </${name}> (opened at line ${at})`,
        );
      }
      p += name.length;
      while (p < n && isXmlSpace(xml.charCodeAt(p))) p++;
      if (p >= n) fail(pos, `unexpected end of input inside closing tag </${name}>`);
      if (xml.charCodeAt(p) !== 0x3e) fail(p, `expected '>' to end closing tag </${name}>`);
      b.close();
      depth--;
      pos = p + 1;
      continue;
    }

    if (c1 === 0x21 /* <! */) {
      if (xml.charCodeAt(pos + 2) === 0x5b /* [ */ && matchAt(xml, "<![CDATA[", pos)) {
        if (depth === 0) fail(pos, "CDATA section outside the root element");
        const end = xml.indexOf("]]>", pos + 9);
        if (end === -1) fail(pos, "unterminated CDATA section (no ']]>')");
        let t = xml.slice(pos + 9, end);
        if (hasCr(pos + 9, end)) t = normalizeEol(t);
        b.cdata(t);
        pos = end + 3;
        continue;
      }
      if (xml.startsWith("<!--", pos)) {
        const end = xml.indexOf("-->", pos + 4);
        if (end === -1) fail(pos, "unterminated comment (no '-->')");
        pos = end + 3;
        continue;
      }
      if (xml.startsWith("<!DOCTYPE", pos)) {
        fail(pos, "DOCTYPE is not allowed: DTDs and entity declarations are not processed");
      }
      fail(pos, "unexpected '<!' (expected a comment or CDATA section)");
    }

    if (c1 === 0x3f /* <? */) {
      const end = xml.indexOf("?>", pos + 2);
      if (end === -1) fail(pos, "unterminated processing instruction (no '?>')");
      pos = end + 2;
      continue;
    }

    // Start tag.
    if (pos + 1 >= n) fail(pos, "unexpected end of input after '<'");
    if (!isNameStart(c1)) {
      fail(pos + 1, `invalid element name start ${JSON.stringify(xml[pos + 1])}`);
    }
    if (depth === 0 && rootSeen) fail(pos, "a second root element (only one is allowed)");
    let p = pos + 2;
    while (p < n) {
      const ch = xml.charCodeAt(p);
      if (isNameEnd(ch)) break;
      if (!isNameChar(ch)) fail(p, `invalid character ${JSON.stringify(xml[p])} in element name`);
      p++;
    }
    if (p >= n) fail(pos, "unexpected end of input inside a start tag");
    const name = names.get(xml, pos + 1, p);
    if (depth >= MAX_XML_DEPTH) fail(pos, `elements nested deeper than ${MAX_XML_DEPTH}`);
    b.open(name, pos);
    depth++;
    rootSeen = true;

    // Attributes.
    for (;;) {
      const ws = p;
      while (p < n && isXmlSpace(xml.charCodeAt(p))) p++;
      if (p >= n) fail(pos, `unexpected end of input inside start tag <${name}>`);
      const ch = xml.charCodeAt(p);
      if (ch === 0x3e /* > */) {
        p++;
        break;
      }
      if (ch === 0x2f /* / */) {
        if (xml.charCodeAt(p + 1) !== 0x3e) fail(p, `expected '/>' in start tag <${name}>`);
        b.close();
        depth--;
        p += 2;
        break;
      }
      if (p === ws) fail(p, `expected whitespace before attribute in <${name}>`);
      const an = p;
      if (!isNameStart(ch)) {
        fail(p, `invalid attribute name start ${JSON.stringify(xml[p])} in <${name}>`);
      }
      p++;
      while (p < n && !isNameEnd(xml.charCodeAt(p))) {
        if (!isNameChar(xml.charCodeAt(p))) {
          fail(p, `invalid character ${JSON.stringify(xml[p])} in attribute name`);
        }
        p++;
      }
      const attr = names.get(xml, an, p);
      while (p < n && isXmlSpace(xml.charCodeAt(p))) p++;
      if (xml.charCodeAt(p) !== 0x3d /* = */) {
        fail(
          p,
          p >= n
            ? `unexpected end of input in <${name}>`
            : `expected '=' after attribute ${attr} in <${name}>`,
        );
      }
      p++;
      while (p < n && isXmlSpace(xml.charCodeAt(p))) p++;
      const q = xml.charCodeAt(p);
      if (q !== 0x22 && q !== 0x27) {
        fail(
          p,
          p >= n
            ? `unexpected end of input in <${name}>`
            : `expected a quoted value for attribute ${attr} in <${name}>`,
        );
      }
      const vEnd = xml.indexOf(q === 0x22 ? '"' : "'", p + 1);
      if (vEnd === -1) fail(p, `unterminated value of attribute ${attr} in <${name}>`);
      let v = xml.slice(p + 1, vEnd);
      const badLt = v.indexOf("<");
      if (badLt !== -1) {
        fail(p + 1 + badLt, `'<' in the value of attribute ${attr} (truncated or unquoted?)`);
      }
      if (hasCr(p + 1, vEnd)) v = normalizeEol(v);
      if (v.indexOf("&") !== -1) v = decodeRefs(v, xml, p + 1);
      if (b.hasAttribute(attr)) fail(an, `duplicate attribute ${attr} in <${name}>`);
      b.attribute(attr, v);
      p = vEnd + 1;
    }
    pos = p;
  }

  const open = b.top();
  if (open !== undefined) {
    const at = XmlParseError.at(xml, open.start, "").line;
    fail(n, `unexpected end of input: <${open.name}> opened at line ${at} is not closed`);
  }
  if (!rootSeen) fail(n, "no root element");
  return b.result();
}
