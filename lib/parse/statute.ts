/**
 * Normalising a statute body (`law`, `eflaw`, `lawjosub`, `eflawjosub`) into {@link Statute}.
 *
 * Input is the DRF JSON shape; XML bodies are converted to that shape first (`xml.ts`), so both
 * formats give identical records.
 *
 * @module
 */

import { formatAnnexRef, isAnnexKind } from "../law/annex.ts";
import { formatArticle } from "../law/article.ts";
import { asArray, asNode, contentFlags, type Node, str, textOf, withAttr } from "./shape.ts";
import type {
  AnnexUnit,
  Article,
  Item,
  Paragraph,
  Statute,
  StatuteHeading,
  StatuteInfo,
  StatuteStatus,
  SubItem,
} from "./statute_types.ts";
import { ShapeError } from "../errors.ts";

export type * from "./statute_types.ts";

/** Options for {@link parseStatute}. */
export interface ParseStatuteOptions {
  /** The version's MST when the caller knows it (bodies do not repeat it). */
  mst?: string;
  /** The date (`YYYYMMDD`) to judge 현행/시행예정 against; default today in Korea. */
  asOf?: string;
  /** The caller fetched a past version on purpose. */
  historical?: boolean;
}

/** Today's date in Korea as `YYYYMMDD` (statutes take effect at 00:00 KST). */
export function todayKst(now: Date = new Date()): string {
  const kst = new Date(now.getTime() + 9 * 3_600_000);
  return kst.toISOString().slice(0, 10).replaceAll("-", "");
}

/**
 * Normalises a statute body.
 *
 * @example
 * ```ts
 * import { parseStatute } from "./statute.ts";
 * const statute = parseStatute({ 법령: { 기본정보: { 법령ID: "001823", 법령명_한글: "건축법" } } });
 * console.log(statute.info.name); // 건축법
 * ```
 */
export function parseStatute(
  data: Record<string, unknown>,
  opts: ParseStatuteOptions = {},
): Statute {
  const root = asNode(data["법령"]);
  if (!root) throw new ShapeError("statute", "법령 본문이 아닙니다 (no 법령 root in the body).");
  const info = parseInfo(root, opts);
  const { headings, articles } = parseArticles(asNode(root["조문"]));
  return {
    info,
    headings,
    articles,
    supplements: asArray<Node>(asNode(root["부칙"])?.["부칙단위"]).map((u) => ({
      key: str(u, "부칙키"),
      promulgationDate: str(u, "부칙공포일자"),
      promulgationNumber: str(u, "부칙공포번호"),
      text: textOf(u["부칙내용"]),
    })),
    annexes: asArray<Node>(asNode(root["별표"])?.["별표단위"]).map(parseAnnexUnit),
    amendmentText: textOf(asNode(root["개정문"])?.["개정문내용"]) || undefined,
    revisionReason: textOf(asNode(root["제개정이유"])?.["제개정이유내용"]) || undefined,
  };
}

function parseInfo(root: Node, opts: ParseStatuteOptions): StatuteInfo {
  const b = asNode(root["기본정보"]) ?? {};
  const [kind, kindCode] = withAttr(b, "법종구분", "법종구분코드");
  const [ministry, ministryCode] = withAttr(b, "소관부처", "소관부처코드");
  const effectiveDate = str(b, "시행일자");
  const asOf = opts.asOf ?? todayKst();
  const status: StatuteStatus = opts.historical
    ? "연혁"
    : effectiveDate && effectiveDate > asOf
    ? "시행예정"
    : "현행";
  return {
    lawId: str(b, "법령ID") ?? "",
    mst: opts.mst ?? str(b, "법령일련번호"),
    lawKey: typeof root["법령키"] === "string" ? root["법령키"] as string : undefined,
    name: str(b, "법령명_한글") ?? str(b, "법령명") ?? "",
    nameHanja: str(b, "법령명_한자"),
    abbreviation: str(b, "법령명약칭"),
    kind,
    kindCode,
    promulgationDate: str(b, "공포일자"),
    promulgationNumber: str(b, "공포번호"),
    effectiveDate,
    ministry,
    ministryCode,
    revisionType: str(b, "제개정구분"),
    phone: str(b, "전화번호"),
    status,
  };
}

const HEADING = /^제\s*\d+\s*(?:편|장|절|관|항)(?:의\s*\d+)?/;
const LEVELS = ["편", "장", "절", "관", "항"] as const;

function headingLevel(text: string): StatuteHeading["level"] | undefined {
  const m = HEADING.exec(text);
  if (!m) return undefined;
  const unit = m[0].replace(/의\s*\d+$/, "").slice(-1);
  return LEVELS.find((l) => l === unit);
}

function parseArticles(
  section: Node | undefined,
): { headings: StatuteHeading[]; articles: Article[] } {
  const headings: StatuteHeading[] = [];
  const articles: Article[] = [];
  // Open heading per level; a 장 closes the 절 and 관 below it, and so on.
  const open: (string | undefined)[] = LEVELS.map(() => undefined);
  let pending: StatuteHeading[] = [];
  for (const u of asArray<Node>(section?.["조문단위"])) {
    const kindOfRow = str(u, "조문여부");
    const text = textOf(u["조문내용"]).trim();
    if (kindOfRow === "전문") {
      // One unit may carry several headings, one per line (JSON bodies pack "제1편 총칙" and
      // "제1장 통칙" as [["제1편 총칙", "제1장 통칙"]]); each opens its own level.
      // A line that is no heading (a "<개정 …>" note) belongs to the heading before it.
      let last: { h: StatuteHeading; idx: number } | undefined;
      for (const line of text.split("\n").map((l) => l.trim()).filter(Boolean)) {
        const level = headingLevel(line);
        if (!level) {
          if (last) {
            last.h.text = `${last.h.text} ${line}`.replace(/\s+/g, " ");
            open[last.idx] = `${open[last.idx]} ${line}`;
          }
          continue;
        }
        const idx = LEVELS.indexOf(level);
        open[idx] = line;
        for (let i = idx + 1; i < open.length; i++) open[i] = undefined;
        const h: StatuteHeading = { level, text: line.replace(/\s+/g, " ") };
        headings.push(h);
        pending.push(h);
        last = { h, idx };
      }
      continue;
    }
    const a = parseArticle(u, text, open.filter((x): x is string => !!x));
    for (const h of pending) h.firstArticle = a.label;
    pending = [];
    articles.push(a);
  }
  return { headings, articles };
}

function parseArticle(u: Node, text: string, headingPath: string[]): Article {
  const article = Number(str(u, "조문번호") ?? "0");
  const branch = Number(str(u, "조문가지번호") ?? "0") || 0;
  const paragraphs = asArray<Node>(u["항"]).map(parseParagraph);
  const all = [text, ...paragraphs.flatMap(paragraphTexts)].join("\n");
  const title = str(u, "조문제목");
  return {
    key: (typeof u["조문키"] === "string" ? u["조문키"] : "") as string,
    article,
    branch,
    label: articleLabel(article, branch),
    title,
    text,
    paragraphs,
    effectiveDate: str(u, "조문시행일자"),
    changed: str(u, "조문변경여부") === "Y",
    revisionType: str(u, "조문제개정유형"),
    note: str(u, "조문참고자료"),
    deleted: /^제\s*\d+\s*조(?:의\s*\d+)?\s*삭제/.test(text) || title === "삭제",
    headingPath: headingPath.map((h) => h.replace(/\s+/g, " ")),
    flags: contentFlags(all),
  };
}

/** The upstream is not validated data: an out-of-range number still gets a readable label. */
function articleLabel(article: number, branch: number): string {
  try {
    return formatArticle({ article, branch });
  } catch {
    return `제${article}조${branch ? `의${branch}` : ""}`;
  }
}

function paragraphTexts(p: Paragraph): string[] {
  return [p.text, ...p.items.flatMap((i) => [i.text, ...i.subItems.map((s) => s.text)])];
}

const CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳";

function parseParagraph(h: Node): Paragraph {
  const label = str(h, "항번호");
  const circled = label ? CIRCLED.indexOf(label[0]) : -1;
  const numeric = label ? /^\d+/.exec(label) : null;
  return {
    label,
    number: circled >= 0 ? circled + 1 : numeric ? Number(numeric[0]) : undefined,
    text: textOf(h["항내용"]).trim(),
    items: asArray<Node>(h["호"]).map(parseItem),
  };
}

function parseItem(h: Node): Item {
  const printed = str(h, "호번호") ?? "";
  const m = /^(\d+)(?:\s*의\s*(\d+))?/.exec(printed);
  // Some bodies print 제8호의2 as 호번호 "8." with 호가지번호 "2" (건축법 XML, most pass-5
  // JSON), others as "8의2.": both read as 8의2, or 제8호 would select it and 제8호의2 miss it.
  const branch = Number(str(h, "호가지번호") ?? m?.[2] ?? 0) || 0;
  const label = m && branch && !m[2] ? printed.replace(/^\d+/, `${m[1]}의${branch}`) : printed;
  return {
    label,
    number: m ? Number(m[1]) : undefined,
    branch,
    text: textOf(h["호내용"]).trim(),
    subItems: asArray<Node>(h["목"]).map((m): SubItem => ({
      label: str(m, "목번호") ?? "",
      text: textOf(m["목내용"]).trim(),
    })),
  };
}

function parseAnnexUnit(u: Node): AnnexUnit {
  const number = Number(str(u, "별표번호") ?? "0") || 0;
  const branch = Number(str(u, "별표가지번호") ?? "0") || 0;
  const kind = str(u, "별표구분") ?? "별표";
  const text = textOf(u["별표내용"]) || undefined;
  return {
    key: str(u, "별표키"),
    kind,
    number,
    branch,
    // The single annex notation ("별표", never "별표 0", for the unnumbered one); kinds
    // outside the known set keep the upstream's own word.
    label: isAnnexKind(kind)
      ? formatAnnexRef({ kind, number, branch })
      : number > 0
      ? `${kind} ${number}${branch ? `의${branch}` : ""}`
      : kind,
    title: str(u, "별표제목"),
    effectiveDate: str(u, "별표시행일자"),
    text,
    fileLink: str(u, "별표서식파일링크"),
    pdfLink: str(u, "별표서식PDF파일링크"),
    hwpFileName: str(u, "별표HWP파일명"),
    pdfFileName: str(u, "별표PDF파일명"),
    imageFileNames: asArray<unknown>(u["별표이미지파일명"]).map((x) => textOf(x).trim()).filter(
      Boolean,
    ),
    flags: contentFlags(text ?? ""),
  };
}
