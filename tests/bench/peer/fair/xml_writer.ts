/**
 * The DRF JSON shape → DRF XML: the inverse of `lib/parse/xml.ts` (which is org.json's
 * `XML.toJSONObject`), for the peer benchmark's fair replay only.
 *
 * JSON loses one thing XML has: whether a key was an attribute or a child element. That is
 * taken from the real XML recordings ({@link learnAttributes}: every `name="…"` seen on an
 * element of that name), plus one rule that every recorded XML list obeys: the `id` of a list
 * row (`<prec id="1">`) is an attribute. Everything else is fixed by the conversion rules:
 * - a key occurring once holds its value; an array holds one value per occurrence, and an
 *   array inside it is one element with several text pieces (CDATA sections: `항내용` lines);
 * - an object's `content` is its text, written where the key stands among its children;
 * - a string becomes plain text when it has no markup characters and no edge whitespace, else
 *   one CDATA section (verbatim, as the parser reads it).
 * A value the rules cannot reproduce (a `]]>` inside a text that needs CDATA, an empty or
 * line-breaks-only piece among several) throws {@link Unconvertible}: nothing is converted
 * unless it reads back to the same object.
 *
 * @module
 */

/** Attribute names per element name. */
export type AttributeNames = ReadonlyMap<string, ReadonlySet<string>>;

/** The object cannot be written as XML that reads back to itself. */
export class Unconvertible extends Error {
  /** Always `"Unconvertible"`. */
  override readonly name = "Unconvertible";
}

const TAG = /<([^\s/>!?]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*\/?>/g;
const ATTR = /([^\s=/>]+)\s*=\s*(?:"[^"]*"|'[^']*')/g;

/** Collects, from XML texts, which names appear as attributes of which elements. */
export function learnAttributes(xmlTexts: Iterable<string>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const xml of xmlTexts) {
    // CDATA sections may hold `<…>` look-alikes: drop them before scanning tags.
    const bare = xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, "");
    for (const m of bare.matchAll(TAG)) {
      if (!m[2]) continue;
      const set = out.get(m[1]) ?? new Set<string>();
      for (const a of m[2].matchAll(ATTR)) set.add(a[1]);
      out.set(m[1], set);
    }
  }
  return out;
}

const escText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escAttr = (s: string) => escText(s).replace(/"/g, "&quot;");

function piece(s: string): string {
  if (s === "") return "";
  if (/^[\r\n]+$/.test(s)) throw new Unconvertible("a text of line breaks only");
  if (/^[^\s<>&]$|^[^\s<>&][^<>&\r\n]*[^\s<>&]$/.test(s)) return s;
  if (s.includes("]]>")) throw new Unconvertible("a text piece holds ']]>'");
  return `<![CDATA[${s}]]>`;
}

function pieces(list: readonly unknown[]): string {
  return list.map((p) => {
    if (typeof p !== "string") throw new Unconvertible("a text piece is not a string");
    if (p === "" || /^[\r\n]+$/.test(p)) throw new Unconvertible("an empty piece among several");
    if (p.includes("]]>")) throw new Unconvertible("a text piece holds ']]>'");
    return `<![CDATA[${p}]]>`;
  }).join("");
}

/** One occurrence of `name` with `value` (string, array of pieces, or object). */
function element(name: string, value: unknown, attrs: AttributeNames, row: boolean): string {
  if (typeof value === "string") return `<${name}>${piece(value)}</${name}>`;
  if (Array.isArray(value)) return `<${name}>${pieces(value)}</${name}>`;
  if (!value || typeof value !== "object") {
    throw new Unconvertible(`${name}: ${typeof value} is not a DRF value`);
  }
  const known = attrs.get(name);
  let head = "";
  let body = "";
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const isAttr = known?.has(k) || (row && k === "id");
    if (k === "content") {
      body += Array.isArray(v) ? pieces(v) : piece(String(v));
      continue;
    }
    if (isAttr) {
      // An attribute and a child of the same name accumulate as [attribute, child…].
      const [first, ...rest] = Array.isArray(v) ? v : [v];
      if (typeof first !== "string") throw new Unconvertible(`${name}@${k} is not a string`);
      head += ` ${k}="${escAttr(first)}"`;
      for (const r of rest) body += element(k, r, attrs, false);
      continue;
    }
    body += occurrences(k, v, attrs, false);
  }
  return `<${name}${head}>${body}</${name}>`;
}

function occurrences(name: string, value: unknown, attrs: AttributeNames, row: boolean): string {
  if (!Array.isArray(value)) return element(name, value, attrs, row);
  return value.map((v) => element(name, v, attrs, row)).join("");
}

/**
 * Writes a DRF object (`{root: …}`) as XML. `list` marks a search answer, whose row elements
 * (directly under the root) carry their `id` as an attribute.
 */
export function drfObjectToXml(
  obj: Record<string, unknown>,
  attrs: AttributeNames,
  list: boolean,
): string {
  const keys = Object.keys(obj);
  if (keys.length !== 1) throw new Unconvertible("a DRF document has exactly one root");
  const [root] = keys;
  const value = obj[root];
  let xml: string;
  if (list && value && typeof value === "object" && !Array.isArray(value)) {
    // Rows are the direct children of the root that carry an id.
    const known = attrs.get(root);
    let head = "";
    let body = "";
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (k === "content") body += Array.isArray(v) ? pieces(v) : piece(String(v));
      else if (known?.has(k) && typeof v === "string") head += ` ${k}="${escAttr(v)}"`;
      else body += occurrences(k, v, attrs, true);
    }
    xml = `<${root}${head}>${body}</${root}>`;
  } else xml = element(root, value, attrs, false);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml}`;
}
