/**
 * Every real statute body we hold, read straight from the recording — JSON by `JSON.parse`, XML
 * by matching tags — without the product's parser, so a corpus test can catch that parser.
 *
 * The bodies are enumerated from the fixture indexes (kind "body", target law/eflaw, fidelity
 * not "synthetic"): a new recording joins the corpus without editing a list.
 *
 * @module
 */

import { FIXTURES } from "../replay/_helpers.ts";

/** One index row of a statute body. */
export interface BodyEntry {
  row: number;
  file: string;
  target: "law" | "eflaw";
  type: "JSON" | "XML";
  params: Record<string, string>;
  fidelity: string;
}

/** An article as the recording states it. */
export interface RawArticle {
  /** "제10조의2", from 조문번호 and 조문가지번호. */
  label: string;
  /** 조문제목, entities decoded; undefined when empty. */
  title?: string;
  /** The first words of 조문내용, whitespace collapsed. */
  opening: string;
  /** Its 호 in order as "8의2" (호번호 and 호가지번호, whichever states the branch). */
  items: string[];
  /** The same 호 as a selector under the article: "제1항제8호의2", or "제8호의2" without 항번호. */
  itemRefs: string[];
}

/** A 별표·서식 unit as the recording states it. */
export interface RawAnnex {
  kind: string;
  number: number;
  branch: number;
  /** The notation a reader expects: "별표 3의2", "서식 12", bare "별표" for 별표번호 0000. */
  label: string;
  /**
   * The notation its text prints when that is the 별지 form of a 서식 ("■ 선박법 시행규칙 [별지
   * 제1호서식]"): the one a reader looks for; else `label`.
   */
  printed: string;
  title?: string;
}

/** What one recording says. */
export interface RawLaw {
  entry: BodyEntry;
  lawId: string;
  /** 법령키 (법령ID + 공포일자 + 공포번호): one document, whatever the format. */
  lawKey: string;
  name: string;
  articles: RawArticle[];
  annexes: RawAnnex[];
}

/** The statute bodies of every index, in index order. */
export function bodyEntries(): BodyEntry[] {
  const out: BodyEntry[] = [];
  for (const f of Deno.readDirSync(new URL("drf/", FIXTURES))) {
    if (!/^index.*\.json$/.test(f.name)) continue;
    const index = JSON.parse(Deno.readTextFileSync(new URL(`drf/${f.name}`, FIXTURES)));
    for (const e of index.entries) {
      if (e.kind !== "body" || e.fidelity === "synthetic") continue;
      if (e.target !== "law" && e.target !== "eflaw") continue;
      out.push(e);
    }
  }
  return out.sort((a, b) => a.row - b.row);
}

/** The five XML predefined entities and numeric references. */
export function decode(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (_, r: string) => {
    const low = r.toLowerCase();
    if (low.startsWith("#x")) return String.fromCodePoint(parseInt(low.slice(2), 16));
    if (low.startsWith("#")) return String.fromCodePoint(Number(low.slice(1)));
    return { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" }[low]!;
  });
}

/** Whitespace collapsed. */
export const squash = (s: string): string => s.replace(/\s+/g, " ").trim();

const OPENING_CHARS = 24;

function label(no: string, branch: string | undefined): string {
  const b = Number(branch ?? 0);
  return `제${Number(no)}조${b ? `의${b}` : ""}`;
}

function annexLabel(kind: string, no: string, branch: string | undefined): string {
  const n = Number(no);
  const b = Number(branch ?? 0);
  return n ? `${kind} ${n}${b ? `의${b}` : ""}` : kind;
}

function rawAnnex(
  kind: string,
  no: string,
  branch: string | undefined,
  title: string,
  text: string,
): RawAnnex {
  const [number, b] = [Number(no), Number(branch || 0)];
  const label = annexLabel(kind, no, branch);
  let printed = label;
  const head = text.trimStart().split("\n", 1)[0];
  // "[별지 제1호의2서식]", or "[별지 서식]" for the unnumbered one.
  const form = /\[별지\s*(?:제\s*(\d+)\s*호(?:\s*의\s*(\d+))?\s*)?서식\]/g;
  for (const m of head.matchAll(form)) {
    const same = Number(m[1] ?? 0) === number && Number(m[2] ?? 0) === b;
    if ((kind === "서식" || kind === "별지") && same) {
      printed = number ? `별지 제${number}호${b ? `의${b}` : ""}서식` : "별지 서식";
      break;
    }
  }
  const t = squash(decode(title));
  return { kind, number, branch: b, label, printed, ...(t ? { title: t } : {}) };
}

/** JSON text fields are strings or (nested) arrays of lines. */
function flat(v: unknown): string {
  if (v === undefined || v === null) return "";
  if (Array.isArray(v)) return v.map(flat).join("\n");
  return String(v);
}

function many(v: unknown): Record<string, unknown>[] {
  if (v === undefined || v === null) return [];
  return (Array.isArray(v) ? v : [v]) as Record<string, unknown>[];
}

/** "8의2" from 호번호 "8." + 호가지번호 "2" or from 호번호 "8의2."; "" when not numbered. */
function itemLabel(no: string, branch: string | undefined): string {
  const m = /^\s*(\d+)(?:\s*의\s*(\d+))?/.exec(no);
  if (!m) return "";
  const b = Number(branch || m[2] || 0);
  return `${Number(m[1])}${b ? `의${b}` : ""}`;
}

const CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳";

/** "제2항" for 항번호 "②", "" when the 호 hang off no numbered 항. */
function paragraphRef(no: string): string {
  const c = no.trim()[0];
  const i = c ? CIRCLED.indexOf(c) : -1;
  return i >= 0 ? `제${i + 1}항` : "";
}

function rawArticle(
  no: string,
  branch: string | undefined,
  title: string,
  text: string,
  items: [string, string][],
): RawArticle {
  const t = squash(decode(title));
  return {
    label: label(no, branch),
    ...(t ? { title: t } : {}),
    opening: squash(decode(text)).slice(0, OPENING_CHARS),
    items: items.map(([, i]) => i),
    itemRefs: items.map(([p, i]) =>
      i && `${p}제${i.replace("의", "호의")}${i.includes("의") ? "" : "호"}`
    ),
  };
}

function readJson(entry: BodyEntry, body: string): RawLaw {
  const law = JSON.parse(body)["법령"];
  const info = law["기본정보"];
  const articles = many(law["조문"]?.["조문단위"])
    .filter((u) => u["조문여부"] === "조문")
    .map((u) =>
      rawArticle(
        String(u["조문번호"]),
        u["조문가지번호"] as string | undefined,
        flat(u["조문제목"]),
        flat(u["조문내용"]),
        many(u["항"]).flatMap((h) =>
          many(h["호"]).map((i): [string, string] => [
            paragraphRef(flat(h["항번호"])),
            itemLabel(flat(i["호번호"]), i["호가지번호"] as string | undefined),
          ])
        ),
      )
    );
  const annexes = many(law["별표"]?.["별표단위"]).map((u) =>
    rawAnnex(
      String(u["별표구분"]),
      String(u["별표번호"]),
      u["별표가지번호"] as string | undefined,
      flat(u["별표제목"]),
      decode(flat(u["별표내용"])),
    )
  );
  return {
    entry,
    lawId: String(info["법령ID"]),
    lawKey: String(law["법령키"] ?? ""),
    name: squash(flat(info["법령명_한글"])),
    articles,
    annexes,
  };
}

/** The text of the first `<name>` child in `xml`, CDATA unwrapped and entities decoded. */
function tag(xml: string, name: string): string | undefined {
  const m = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`).exec(xml);
  if (!m) return undefined;
  // CDATA is literal text: escaped here so that one decode() serves both kinds of text.
  return m[1].replace(
    /<!\[CDATA\[([\s\S]*?)\]\]>|<[^>]+>/g,
    (_t, c?: string) =>
      c === undefined ? "" : c.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;"),
  );
}

function units(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<${name}(?:\\s[^>]*)?>[\\s\\S]*?</${name}>`, "g"))]
    .map((m) => m[0]);
}

function readXml(entry: BodyEntry, body: string): RawLaw {
  const text = (xml: string, name: string) => decode(tag(xml, name) ?? "");
  const articles = units(body, "조문단위")
    .filter((u) => text(u, "조문여부") === "조문")
    .map((u) =>
      rawArticle(
        text(u, "조문번호"),
        tag(u, "조문가지번호") && text(u, "조문가지번호"),
        text(u, "조문제목"),
        text(u, "조문내용"),
        units(u, "항").flatMap((h) =>
          units(h, "호").map((i): [string, string] => [
            paragraphRef(text(h, "항번호")),
            itemLabel(text(i, "호번호"), text(i, "호가지번호")),
          ])
        ),
      )
    );
  const annexes = units(body, "별표단위").map((u) =>
    rawAnnex(
      text(u, "별표구분"),
      text(u, "별표번호"),
      text(u, "별표가지번호"),
      tag(u, "별표제목") ?? "",
      text(u, "별표내용"),
    )
  );
  const info = units(body, "기본정보")[0] ?? "";
  return {
    entry,
    lawId: text(info, "법령ID"),
    lawKey: /<법령\s[^>]*법령키="(\d+)"/.exec(body)?.[1] ?? "",
    name: squash(text(info, "법령명_한글")),
    articles,
    annexes,
  };
}

/** Reads one recording. */
export function readRecording(entry: BodyEntry): { raw: RawLaw; body: string } {
  const body = Deno.readTextFileSync(new URL(entry.file, FIXTURES));
  return { raw: entry.type === "JSON" ? readJson(entry, body) : readXml(entry, body), body };
}
