/**
 * A law.go.kr statute body, read by the statute parser, written back as a legalize-kr law file
 * (YAML frontmatter + Markdown). The sync feeds the library through the same reader the importer
 * uses on the corpus, so a law synced from law.go.kr and the same version imported from
 * legalize-kr are stored alike (legalize-kr itself is generated from law.go.kr's DRF bodies).
 *
 * @module
 */

import type { Article, Statute, StatuteHeading } from "../../parse/statute_types.ts";
import type { LawSearchRow } from "../../parse/search.ts";

const LAW_GO_KR = "https://www.law.go.kr";

/** `20260102` → `2026-01-02`; other shapes are returned unchanged. */
export function isoDate(d: string | undefined): string {
  const s = (d ?? "").replace(/\D/g, "");
  return s.length === 8 ? `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6)}` : (d ?? "");
}

/** The corpus' title form: `·` (U+00B7) and `・` normalised to `ㆍ` (U+318D). */
export function corpusTitle(name: string): string {
  return name.replace(/[·・]/g, "ㆍ").trim();
}

function yamlScalar(v: string): string {
  return `'${v.replace(/\r?\n/g, " ").replaceAll("'", "''")}'`;
}

function absolute(link: string | undefined): string | undefined {
  if (!link) return undefined;
  return /^https?:\/\//.test(link) ? link : `${LAW_GO_KR}${link.startsWith("/") ? "" : "/"}${link}`;
}

const HEADING_MARK: Record<StatuteHeading["level"], string> = {
  편: "#",
  장: "##",
  절: "###",
  관: "####",
  항: "####",
};

/** Strips a leading `제N조(제목)` (or `제N조의M`) from an article's text. */
function afterArticleHead(a: Article): string {
  let t = a.text.trim();
  const head = /^제\s*\d+\s*조(?:\s*의\s*\d+)?/.exec(t);
  if (!head) return t;
  t = t.slice(head[0].length);
  if (a.title && t.startsWith(`(${a.title})`)) t = t.slice(a.title.length + 2);
  else if (t.startsWith("(")) {
    // A title with nested parentheses: drop through the matching close.
    let depth = 0;
    for (let i = 0; i < t.length; i++) {
      if (t[i] === "(") depth++;
      else if (t[i] === ")" && --depth === 0) {
        t = t.slice(i + 1);
        break;
      }
    }
  }
  return t.trim();
}

function afterLabel(text: string, label: string | undefined): string {
  const t = text.trim();
  if (label && t.startsWith(label)) return t.slice(label.length).trim();
  return t;
}

function escapeLabel(label: string): string {
  return label.replace(/\.$/, "\\.");
}

function articleMarkdown(a: Article): string[] {
  const out = [`##### ${a.label}${a.title ? ` (${a.title})` : ""}`, ""];
  const lead = afterArticleHead(a);
  if (lead) out.push(lead, "");
  for (const p of a.paragraphs) {
    const text = afterLabel(p.text, p.label);
    if (p.label) out.push(`**${p.label}** ${text}`.trimEnd(), "");
    else if (text && text !== lead) out.push(text, "");
    if (!p.items.length) continue;
    for (const item of p.items) {
      out.push(`  ${escapeLabel(item.label)} ${afterLabel(item.text, item.label)}`.trimEnd());
      for (const s of item.subItems) {
        out.push(`    ${escapeLabel(s.label)} ${afterLabel(s.text, s.label)}`.trimEnd());
      }
    }
    out.push("");
  }
  return out;
}

/**
 * A statute body as a legalize-kr law file. `row` is the list row it was fetched for: the MST
 * and the dates come from it where the body leaves them out.
 *
 * @example
 * ```ts
 * import { statuteMarkdown } from "./markdown.ts";
 * const md = statuteMarkdown({
 *   info: { lawId: "001248", name: "주택임대차보호법", kind: "법률", status: "현행" },
 *   headings: [], supplements: [], annexes: [],
 *   articles: [],
 * }, { lawId: "001248", mst: "276291", name: "주택임대차보호법" });
 * console.log(md.split("\n")[1]); // "제목: 주택임대차보호법"
 * ```
 */
export function statuteMarkdown(s: Statute, row: LawSearchRow): string {
  const name = s.info.name || row.name;
  const title = corpusTitle(name);
  const ministries = (s.info.ministry ?? row.ministry ?? "").split(/[,，]/).map((m) => m.trim())
    .filter(Boolean);
  const front = [
    "---",
    `제목: ${title}`,
    ...(title !== name.trim() ? [`원본제목: ${yamlScalar(name.trim())}`] : []),
    `법령MST: ${row.mst || s.info.mst || ""}`,
    `법령ID: '${s.info.lawId || row.lawId}'`,
    `법령구분: ${s.info.kind ?? row.kind ?? ""}`,
    ministries.length ? "소관부처:" : "소관부처: []",
    ...ministries.map((m) => `- ${m}`),
    `공포일자: ${isoDate(s.info.promulgationDate ?? row.promulgationDate)}`,
    `공포번호: '${s.info.promulgationNumber ?? row.promulgationNumber ?? ""}'`,
    `시행일자: ${isoDate(s.info.effectiveDate ?? row.effectiveDate)}`,
    `출처: ${LAW_GO_KR}/법령/${title.replace(/\s+/g, "")}`,
    s.annexes.length ? "첨부파일:" : "첨부파일: []",
  ];
  for (const a of s.annexes) {
    front.push(
      `- 별표번호: '${String(a.number).padStart(4, "0")}'`,
      `  별표가지번호: '${String(a.branch).padStart(2, "0")}'`,
      `  별표구분: ${a.kind}`,
      `  제목: ${yamlScalar(a.title ?? "")}`,
    );
    const file = absolute(a.fileLink);
    const pdf = absolute(a.pdfLink);
    if (file) front.push(`  파일링크: ${file}`);
    if (pdf) front.push(`  PDF링크: ${pdf}`);
  }
  front.push("---", "");
  const body = [`# ${title}`, ""];
  const pending = [...s.headings];
  for (const a of s.articles) {
    while (pending.length && pending[0].firstArticle === a.label) {
      const h = pending.shift()!;
      body.push(`${HEADING_MARK[h.level]} ${h.text}`, "");
    }
    body.push(...articleMarkdown(a));
  }
  for (const h of pending) body.push(`${HEADING_MARK[h.level]} ${h.text}`, "");
  if (s.supplements.length) {
    body.push("## 부칙", "");
    for (const sup of s.supplements) body.push(sup.text.trim(), "");
  }
  return [...front, ...body].join("\n").replace(/\n{3,}/g, "\n\n");
}
