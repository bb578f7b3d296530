// Benchmark-only comparison candidates, pinned inline on purpose: they are not dependencies of
// the project (the production parser is hand-written and needs none), so they stay out of the
// deno.json import map.
// deno-lint-ignore-file no-import-prefix

/**
 * Candidate XML parsers for `xmlToDrfObject`, each adapted to the same event builder
 * (`DrfObjectBuilder` from lib/parse/xml.ts), so they differ only in tokenizing.
 *
 * - `handwritten` — lib/parse/xml.ts itself (the production parser).
 * - `saxes` — strict, spec-conformant SAX parser; used as the **reference** conversion.
 * - `fast-xml-parser` — `preserveOrder` tree (needed to keep CDATA boundaries), entities decoded
 *   by the adapter so CDATA stays raw.
 * - `@xmldom/xmldom` — DOM, walked.
 * - `htmlparser2` — `xmlMode` SAX callbacks.
 * - `txml` — tree; cannot tell CDATA from text, does not decode entities, skips non-ASCII
 *   attribute names: expected to fail the fixture comparison.
 *
 * @module
 */

import { XMLParser } from "npm:fast-xml-parser@5.12.1";
import * as txml from "npm:txml@5.2.1";
import { DOMParser } from "npm:@xmldom/xmldom@0.9.12";
import { SaxesParser } from "npm:saxes@6.0.0";
import { Parser as Htmlparser2 } from "npm:htmlparser2@10.1.0";
import { DrfObjectBuilder, MAX_XML_DEPTH, xmlToDrfObject } from "../../lib/parse/xml.ts";

/** A conversion from DRF XML to the DRF JSON shape. */
export type Convert = (xml: string) => Record<string, unknown>;

/** Strips a leading BOM and whitespace, as xmlToDrfObject tolerates them. */
function lead(xml: string): string {
  let i = 0;
  while (i < xml.length && /[\ufeff \t\r\n]/.test(xml[i])) i++;
  return i === 0 ? xml : xml.slice(i);
}

const REF = /&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);/g;
const PRE: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

/** Decodes the predefined entities and character references (unknown `&x;` kept). */
export function decodeXml(s: string): string {
  if (s.indexOf("&") === -1) return s;
  return s.replace(REF, (_m, g: string) => {
    if (g.charCodeAt(0) !== 0x23) return PRE[g];
    return String.fromCodePoint(g[1] === "x" ? parseInt(g.slice(2), 16) : parseInt(g.slice(1), 10));
  });
}

function eol(s: string): string {
  return s.indexOf("\r") === -1 ? s : s.replace(/\r\n?/g, "\n");
}

/** Event sink joining split text runs, ignoring content outside the root. */
class Sink {
  readonly b = new DrfObjectBuilder();
  #text = "";
  #cdata: string | undefined;

  open(name: string): void {
    this.flush();
    if (this.b.depth >= MAX_XML_DEPTH) throw new Error(`nested deeper than ${MAX_XML_DEPTH}`);
    this.b.open(name);
  }
  attr(name: string, value: string): void {
    this.b.attribute(name, value);
  }
  text(t: string): void {
    if (this.#cdata !== undefined) this.#cdata += t;
    else this.#text += t;
  }
  cdataStart(): void {
    this.flush();
    this.#cdata = "";
  }
  cdataEnd(): void {
    const c = this.#cdata ?? "";
    this.#cdata = undefined;
    if (this.b.depth > 0) this.b.cdata(eol(c));
  }
  cdata(c: string): void {
    this.flush();
    if (this.b.depth > 0) this.b.cdata(eol(c));
  }
  /** Ends a text run (markup such as a comment or PI). */
  flush(): void {
    if (this.#text.length > 0) {
      if (this.b.depth > 0) this.b.text(eol(this.#text));
      this.#text = "";
    }
  }
  close(): void {
    this.flush();
    this.b.close();
  }
  result(): Record<string, unknown> {
    this.flush();
    if (this.b.top() !== undefined) throw new Error(`unclosed <${this.b.top()!.name}>`);
    return this.b.result();
  }
}

/** saxes: strict SAX. The reference conversion. */
export const viaSaxes: Convert = (xml) => {
  const s = new Sink();
  const p = new SaxesParser();
  let error: Error | undefined;
  p.on("error", (e) => {
    error ??= e;
  });
  p.on("opentag", (t) => {
    s.open(t.name);
    const attrs = t.attributes as Record<string, string>;
    for (const k in attrs) s.attr(k, attrs[k]);
  });
  p.on("text", (t) => s.text(t));
  p.on("cdata", (t) => s.cdata(t));
  p.on("comment", () => s.flush());
  p.on("processinginstruction", () => s.flush());
  p.on("closetag", () => s.close());
  p.on("doctype", () => {
    throw new Error("DOCTYPE not allowed");
  });
  p.write(lead(xml)).close();
  if (error) throw error;
  return s.result();
};

const fxp = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  cdataPropName: "#cdata",
  commentPropName: "#comment",
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

type FxpNode = Record<string, unknown>;

/** fast-xml-parser v5 (`preserveOrder`, entities decoded here so CDATA stays raw). */
export const viaFastXmlParser: Convert = (xml) => {
  const s = new Sink();
  const walk = (nodes: FxpNode[]): void => {
    for (const node of nodes) {
      if ("#text" in node) {
        s.text(decodeXml(String(node["#text"])));
        continue;
      }
      if ("#cdata" in node) {
        const inner = node["#cdata"] as FxpNode[];
        s.cdata(inner.map((x) => String(x["#text"] ?? "")).join(""));
        continue;
      }
      if ("#comment" in node) {
        s.flush();
        continue;
      }
      let name = "";
      for (const k in node) {
        if (k !== ":@") {
          name = k;
          break;
        }
      }
      s.open(name);
      const attrs = node[":@"] as Record<string, string> | undefined;
      if (attrs) { for (const k in attrs) s.attr(k, decodeXml(String(attrs[k]))); }
      walk(node[name] as FxpNode[]);
      s.close();
    }
  };
  walk(fxp.parse(lead(xml)) as FxpNode[]);
  return s.result();
};

interface DomNode {
  nodeType: number;
  nodeName: string;
  data?: string;
  childNodes: ArrayLike<DomNode>;
  attributes?: ArrayLike<{ name: string; value: string }>;
}

/** @xmldom/xmldom: parse to a DOM, then walk it. */
export const viaXmldom: Convert = (xml) => {
  const doc = new DOMParser({
    onError: (level: string, msg: string) => {
      if (level !== "warning") throw new Error(msg);
    },
  }).parseFromString(lead(xml), "text/xml") as unknown as DomNode;
  const s = new Sink();
  const walk = (node: DomNode): void => {
    const kids = node.childNodes;
    for (let i = 0; i < kids.length; i++) {
      const k = kids[i];
      switch (k.nodeType) {
        case 1: {
          s.open(k.nodeName);
          const at = k.attributes!;
          for (let j = 0; j < at.length; j++) s.attr(at[j].name, at[j].value);
          walk(k);
          s.close();
          break;
        }
        case 3:
          s.text(k.data!);
          break;
        case 4:
          s.cdata(k.data!);
          break;
        case 10:
          throw new Error("DOCTYPE not allowed");
        default:
          s.flush();
      }
    }
  };
  walk(doc);
  return s.result();
};

/** htmlparser2 in xmlMode (SAX callbacks; lenient about malformed input). */
export const viaHtmlparser2: Convert = (xml) => {
  const s = new Sink();
  const p = new Htmlparser2({
    onopentag(name, attribs) {
      s.open(name);
      for (const k in attribs) s.attr(k, attribs[k]);
    },
    ontext: (t) => s.text(t),
    oncdatastart: () => s.cdataStart(),
    oncdataend: () => s.cdataEnd(),
    oncomment: () => s.flush(),
    onprocessinginstruction: () => s.flush(),
    onclosetag: () => s.close(),
  }, { xmlMode: true });
  p.write(lead(xml));
  p.end();
  return s.result();
};

type TNode = {
  tagName: string;
  attributes: Record<string, string | null>;
  children: (TNode | string)[];
};

/** txml: fast tree parser; strings are CDATA or trimmed text, indistinguishable. */
export const viaTxml: Convert = (xml) => {
  const s = new Sink();
  const walk = (nodes: (TNode | string)[]): void => {
    for (const n of nodes) {
      if (typeof n === "string") {
        s.cdata(decodeXml(n));
        continue;
      }
      if (n.tagName.startsWith("?") || n.tagName.startsWith("!")) continue;
      s.open(n.tagName);
      for (const k in n.attributes) s.attr(k, decodeXml(n.attributes[k] ?? ""));
      walk(n.children);
      s.close();
    }
  };
  walk(txml.parse(lead(xml), { noChildNodes: [], keepComments: false }) as (TNode | string)[]);
  return s.result();
};

/** Every candidate by name; `handwritten` is the production parser. */
export const CANDIDATES: Readonly<Record<string, Convert>> = {
  handwritten: xmlToDrfObject,
  saxes: viaSaxes,
  "fast-xml-parser": viaFastXmlParser,
  "@xmldom/xmldom": viaXmldom,
  htmlparser2: viaHtmlparser2,
  txml: viaTxml,
};

/** The reference conversion every candidate is compared with. */
export const reference: Convert = viaSaxes;
