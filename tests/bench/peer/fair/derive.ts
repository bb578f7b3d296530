/**
 * The peer benchmark's fair replay: answers that no recording holds but another recording of
 * the same document does, built by faithful conversion and always marked synthetic (reason
 * `derived:…` in the replay's log and `x-replay-reason`, `x-replay-synthetic: 1`). Used by
 * `tests/bench/peer/main.ts` only — never by the demo or the test replay.
 *
 * What it derives, and nothing else:
 * 1. **The other format of one recording**: XML ⇄ JSON of the same request (same endpoint,
 *    target and identifying parameters), for lists, zero-hit lists and bodies. XML → JSON is
 *    `lib/parse/xml.ts` (org.json's conversion, which is what upstream's JSON is); JSON → XML is
 *    its inverse (`xml_writer.ts`). Round-trip tests: tests/replay/fair_derive.test.ts.
 * 2. **`JO=` on a `law`/`eflaw` body** (drf-api.md §3.1: "passing JO to law/eflaw bodies also
 *    filters"): the recorded full body of the same ID/MST (and efYd), restricted to the units of
 *    that article — the 편·장 heading row that carries its number, then the article — under the
 *    body's `법령키` and `기본정보`, the shape of the recorded `eflawjosub`/`lawjosub` answers.
 *    An article the body does not hold is not derived (the replay answers its miss).
 *
 * Not derived, on purpose: `eflaw` ⇄ `law` bodies (the two recorded 건축법 bodies of one 법령키
 * differ: 항 counts, 호번호, 조문제개정유형 — so one is not a conversion of the other), HTML, misses,
 * and everything the replay refuses before looking (no OC, `eflaw` by MST without efYd).
 *
 * @module
 */

import { xmlToDrfObject } from "../../../../lib/parse/xml.ts";
import type {
  DeriveHook,
  DeriveRequest,
  DrfFormat,
  FixtureEntry,
  Recordings,
} from "../../../lab/mod.ts";
import {
  type AttributeNames,
  drfObjectToXml,
  learnAttributes,
  Unconvertible,
} from "./xml_writer.ts";

type Doc = Record<string, unknown>;
const SOURCE_KINDS = new Set(["list", "zero", "body"]);
const other = (t: "XML" | "JSON"): DrfFormat => t === "XML" ? "JSON" : "XML";

/** The DRF object of a recording. */
export async function readDoc(rec: Recordings, e: FixtureEntry): Promise<Doc> {
  const text = new TextDecoder().decode(await rec.bytes(e.file));
  return e.type === "XML" ? xmlToDrfObject(text) : JSON.parse(text);
}

/** Attribute names of every element in the XML recordings (for JSON → XML). */
export async function recordedAttributes(rec: Recordings): Promise<AttributeNames> {
  const texts: string[] = [];
  for (const e of rec.entries) {
    if (e.type === "XML") texts.push(new TextDecoder().decode(await rec.bytes(e.file)));
  }
  return learnAttributes(texts);
}

/**
 * A law/eflaw body restricted to one article (`jo` = 6 digits, 조번호 4 + 가지번호 2), or null
 * when the body does not hold that article.
 */
export function restrictToArticle(doc: Doc, jo: string): Doc | null {
  const law = doc["법령"] as Doc | undefined;
  const units = (law?.["조문"] as Doc | undefined)?.["조문단위"];
  if (!law || !units) return null;
  const list = (Array.isArray(units) ? units : [units]) as Doc[];
  const num = Number(jo.slice(0, 4)), branch = Number(jo.slice(4));
  const keep = list.filter((u) =>
    Number(u["조문번호"]) === num && Number(u["조문가지번호"] || 0) === branch
  );
  if (!keep.some((u) => u["조문여부"] === "조문")) return null;
  const out: Doc = {};
  if (law["법령키"] !== undefined) out["법령키"] = law["법령키"];
  out["기본정보"] = law["기본정보"];
  out["조문"] = { "조문단위": keep.length === 1 ? keep[0] : keep };
  return { "법령": out };
}

/** Objects compared with keys sorted: upstream's JSON key order is a hash order, not data. */
export function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (!v || typeof v !== "object") return v;
  const o = v as Doc;
  return Object.fromEntries(Object.keys(o).sort().map((k) => [k, canonical(o[k])]));
}

/**
 * `doc` in `type`; XML is read back and must give `doc` again (an array of one, which org.json
 * never produces, cannot be written: such a document is not derived).
 */
function write(doc: Doc, type: "XML" | "JSON", attrs: AttributeNames, list: boolean): string {
  if (type === "JSON") return JSON.stringify(doc);
  const xml = drfObjectToXml(doc, attrs, list);
  if (JSON.stringify(canonical(xmlToDrfObject(xml))) !== JSON.stringify(canonical(doc))) {
    throw new Unconvertible("the XML does not read back to the same object");
  }
  return xml;
}

/** The recording of `query` in `type`, if it is a list, zero-hit list or body. */
function source(
  rec: Recordings,
  req: DeriveRequest,
  type: DrfFormat,
  query: URLSearchParams,
): FixtureEntry | undefined {
  const e = rec.find(req.endpoint, req.target, type, query);
  return e && SOURCE_KINDS.has(e.kind) ? e : undefined;
}

/** A request's identity for the memo: endpoint, target, format and parameters but the key. */
function memoKey(req: DeriveRequest): string {
  const q = [...req.query].filter(([k]) => k !== "OC").sort(([a], [b]) => a < b ? -1 : 1);
  return JSON.stringify([req.endpoint, req.target, req.type, q]);
}

/**
 * Creates the fair-mode hook. Attribute names are learned once, on first use; each derived
 * answer is built once and kept, so that under load the replay's own conversion work does not
 * slow the server that asked (the HTTP part of the benchmark).
 */
export function fairDerive(): DeriveHook {
  const derive = fairDeriveUncached();
  const memo = new Map<string, ReturnType<DeriveHook>>();
  return (req, rec) => {
    const key = memoKey(req);
    let hit = memo.get(key);
    if (!hit) {
      hit = derive(req, rec);
      memo.set(key, hit);
    }
    return hit;
  };
}

function fairDeriveUncached(): DeriveHook {
  let attrs: Promise<AttributeNames> | undefined;
  const encoder = new TextEncoder();
  return async (req, rec) => {
    attrs ??= recordedAttributes(rec);
    const list = req.endpoint === "search";
    try {
      // 1. The same request recorded in the other format.
      const twin = source(rec, req, other(req.type), req.query);
      if (twin) {
        const text = write(await readDoc(rec, twin), req.type, await attrs, list);
        return {
          body: encoder.encode(text),
          reason: `derived:${req.type}-from-${twin.type}`,
          fixture: twin.file,
        };
      }
      // 2. JO on a law/eflaw body: the full body, restricted to the article.
      const jo = req.query.get("JO")?.trim() ?? "";
      const parts = ["HANG", "HO", "MOK"].some((k) => req.query.get(k)?.trim());
      if (
        req.endpoint !== "service" || !["law", "eflaw"].includes(req.target) ||
        !/^\d{6}$/.test(jo) || parts
      ) return null;
      const whole = new URLSearchParams(req.query);
      whole.delete("JO");
      const full = source(rec, req, req.type, whole) ?? source(rec, req, other(req.type), whole);
      if (!full) return null;
      const doc = restrictToArticle(await readDoc(rec, full), jo);
      if (!doc) return null;
      return {
        body: encoder.encode(write(doc, req.type, await attrs, false)),
        reason: `derived:JO-of-${full.type}-body`,
        fixture: full.file,
      };
    } catch {
      return null; // not convertible faithfully: the replay answers as it would without us
    }
  };
}
