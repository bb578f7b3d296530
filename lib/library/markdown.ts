/**
 * The body of a legalize-kr law file, cut into what the library stores: 편장절관 headings, each
 * article's own Markdown, and the 부칙. Articles are turned into the project's {@link Article}
 * model (the one `get_law_text` renders from DRF) by {@link articleFromMarkdown}, at import for
 * the search text and again when a tool reads them.
 *
 * @module
 */

import { formatArticle } from "../law/article.ts";
import { contentFlags } from "../parse/shape.ts";
import type {
  Article,
  Item,
  Paragraph,
  StatuteHeading,
  Supplement,
} from "../parse/statute_types.ts";

/** A heading with the position (index into the articles) of the first article under it. */
export interface StoredHeading {
  /** 편·장·절·관. */
  level: StatuteHeading["level"];
  /** "제1장 총칙". */
  text: string;
  /** Index of the first article after it. */
  at: number;
}

/** One article as stored: its number and title, and its body lines as the corpus wrote them. */
export interface StoredArticle {
  /** 조 number (0 for the 제0조 of a repeal stub). */
  article: number;
  /** 가지번호. */
  branch: number;
  /** "제4조의2". */
  label: string;
  /** 조문제목. */
  title?: string;
  /** The body lines under the heading. */
  md: string;
}

/** A law file's body cut up. */
export interface LawBody {
  /** Text under `# 제목` before any article (repeal stubs, one-sentence laws). */
  preamble: string;
  /** 편장절관 headings. */
  headings: StoredHeading[];
  /** Articles in order. */
  articles: StoredArticle[];
  /** 부칙. */
  supplements: Supplement[];
}

const ARTICLE_HEAD = /^#####\s*제\s*(\d+)\s*조(?:\s*의\s*(\d+))?\s*(.*)$/;
const HEADING = /^제\s*\d+\s*(편|장|절|관)(?:\s*의\s*\d+)?/;
const SUPPLEMENT_HEAD = /^부칙(?:\(.*\))?\s*<([^<>]+)>$/;

/** "제4조의2", also for numbers formatArticle rejects (제0조). *
 * @example
 * ```ts
 * import { articleLabel } from "./markdown.ts";
 * articleLabel(0, 0); // "제0조"
 * ```
 */
export function articleLabel(article: number, branch: number): string {
  try {
    return formatArticle({ article, branch });
  } catch {
    return `제${article}조${branch ? `의${branch}` : ""}`;
  }
}

function stripTitle(rest: string): string | undefined {
  const t = rest.trim();
  if (!t) return undefined;
  return t.startsWith("(") && t.endsWith(")") ? t.slice(1, -1).trim() || undefined : t;
}

/**
 * Cuts a law body (the Markdown after the frontmatter) into headings, articles and 부칙.
 *
 * @example
 * ```ts
 * import { cutBody } from "./markdown.ts";
 * const b = cutBody("# 민법\n\n## 제1장 통칙\n\n##### 제1조 (법원)\n\n민사에 관하여 …\n");
 * console.log(b.articles[0].label, b.headings[0].text); // 제1조 제1장 통칙
 * ```
 */
export function cutBody(body: string): LawBody {
  const out: LawBody = { preamble: "", headings: [], articles: [], supplements: [] };
  const pre: string[] = [];
  let cur: { a: StoredArticle; lines: string[] } | undefined;
  let supp: { s: Supplement; lines: string[] } | undefined;
  let inSupp = false;
  let seenTitle = false;
  const closeArticle = () => {
    if (cur) cur.a.md = trimLines(cur.lines);
    cur = undefined;
  };
  const closeSupp = () => {
    if (supp) {
      supp.s.text = trimLines(supp.lines).replace(/\n{2,}/g, "\n");
      out.supplements.push(supp.s);
    }
    supp = undefined;
  };
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.replace(/\s+$/, "");
    if (inSupp) {
      const m = SUPPLEMENT_HEAD.exec(line.trim());
      if (m) {
        closeSupp();
        const [no, date] = m[1].split(",").map((x) => x.trim());
        const d = /(\d{4})\.(\d{1,2})\.(\d{1,2})/.exec(date ?? "");
        supp = {
          s: {
            promulgationNumber: /\d+/.exec(no ?? "")?.[0],
            promulgationDate: d
              ? `${d[1]}${d[2].padStart(2, "0")}${d[3].padStart(2, "0")}`
              : undefined,
            text: "",
          },
          lines: [line.trim()],
        };
      } else if (supp) supp.lines.push(line);
      else if (line.trim()) {
        supp = { s: { text: "" }, lines: [line.trim()] };
      }
      continue;
    }
    const art = ARTICLE_HEAD.exec(line);
    if (art) {
      closeArticle();
      const article = Number(art[1]);
      const branch = Number(art[2] ?? 0);
      cur = {
        a: {
          article,
          branch,
          label: articleLabel(article, branch),
          title: stripTitle(art[3]),
          md: "",
        },
        lines: [],
      };
      out.articles.push(cur.a);
      continue;
    }
    const h = /^(#{1,4})\s+(.*)$/.exec(line);
    if (h) {
      const text = h[2].trim().replace(/\s+/g, " ");
      if (text === "부칙") {
        closeArticle();
        inSupp = true;
        continue;
      }
      const lv = HEADING.exec(text);
      if (lv) {
        closeArticle();
        out.headings.push({
          level: lv[1] as StoredHeading["level"],
          text,
          at: out.articles.length,
        });
        continue;
      }
      if (!seenTitle && h[1] === "#") {
        seenTitle = true;
        continue;
      }
    }
    if (cur) cur.lines.push(line);
    else pre.push(line);
  }
  closeArticle();
  closeSupp();
  out.preamble = trimLines(pre);
  return out;
}

function trimLines(lines: string[]): string {
  // Blank lines carry nothing: 항, 호 and 목 are told apart by their marks and indentation.
  return lines.filter((l) => l.trim()).join("\n");
}

const PARA = /^\*\*([①-⑳㉑-㉟]|\d+)\*\*\s*(.*)$/;
const ITEM = /^\s*(\d+(?:의\d+)?)\\?\.\s*(.*)$/;
const SUBITEM = /^\s+([가-힣](?:의\d+)?)\\?\.\s*(.*)$/;
const NOTE = /^\[(?:본조|전문|제목|종전|시행일)[^\]]*\]$/;
const CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳";

/**
 * One stored article as the project's {@link Article}: text, 항/호/목, deleted flag, notes.
 *
 * @example
 * ```ts
 * import { articleFromMarkdown } from "./markdown.ts";
 * const a = articleFromMarkdown(
 *   { article: 2, branch: 0, label: "제2조", title: "정의", md: "**①** 이 법에서 …\n\n  1\\. \"근로자\"란 …" },
 *   [],
 * );
 * console.log(a.paragraphs[0].items[0].label); // "1."
 * ```
 */
export function articleFromMarkdown(s: StoredArticle, headingPath: string[]): Article {
  const head = `${s.label}${s.title ? `(${s.title})` : ""}`;
  const lead: string[] = [];
  const notes: string[] = [];
  const paragraphs: Paragraph[] = [];
  let para: Paragraph | undefined;
  let item: Item | undefined;
  let sub: { label: string; text: string } | undefined;
  for (const raw of s.md.split("\n")) {
    const line = raw.replace(/\s+$/, "");
    if (!line.trim()) continue;
    const p = PARA.exec(line.trim());
    if (p) {
      const circled = CIRCLED.indexOf(p[1]);
      para = {
        label: p[1],
        number: circled >= 0 ? circled + 1 : /^\d+$/.test(p[1]) ? Number(p[1]) : undefined,
        text: `${p[1]} ${p[2]}`.trim(),
        items: [],
      };
      paragraphs.push(para);
      item = sub = undefined;
      continue;
    }
    const sm = item ? SUBITEM.exec(line) : null;
    if (sm && /^\s{3,}/.test(line)) {
      sub = { label: `${sm[1]}.`, text: `${sm[1]}. ${sm[2]}`.trim() };
      item!.subItems.push(sub);
      continue;
    }
    const im = ITEM.exec(line);
    if (im && /^\s+\d/.test(line) || im && /\\\./.test(line)) {
      const m = /^(\d+)(?:의(\d+))?/.exec(im![1])!;
      if (!para) {
        para = { text: "", items: [] };
        paragraphs.push(para);
      }
      item = {
        label: `${im![1]}.`,
        number: Number(m[1]),
        branch: Number(m[2] ?? 0),
        text: `${im![1]}. ${im![2]}`.trim(),
        subItems: [],
      };
      para.items.push(item);
      sub = undefined;
      continue;
    }
    const t = line.trim();
    if (NOTE.test(t)) {
      notes.push(t);
      continue;
    }
    if (sub) sub.text += `\n${t}`;
    else if (item) item.text += `\n${t}`;
    else if (para) para.text += para.text ? `\n${t}` : t;
    else lead.push(t);
  }
  const text = lead.length ? `${head} ${lead.join("\n")}` : head;
  const all = [
    text,
    ...paragraphs.flatMap((
      p,
    ) => [p.text, ...p.items.flatMap((i) => [i.text, ...i.subItems.map((x) => x.text)])]),
  ].join("\n");
  return {
    key: `${String(s.article).padStart(4, "0")}${String(s.branch).padStart(2, "0")}1`,
    article: s.article,
    branch: s.branch,
    label: s.label,
    title: s.title,
    text,
    paragraphs,
    changed: false,
    note: notes.length ? notes.join(" ") : undefined,
    deleted: /^삭제(?:\s|<|$)/.test(lead[0] ?? "") || s.title === "삭제",
    headingPath,
    flags: contentFlags(all),
  };
}

/** The plain text of an article for search: title, then every line without Markdown marks. *
 * @example
 * ```ts
 * import { articleFromMarkdown, articlePlainText } from "./markdown.ts";
 * const a = articleFromMarkdown({ article: 1, branch: 0, label: "제1조", title: "목적", md: "이 법은 …" }, []);
 * articlePlainText(a); // "이 법은 …"
 * ```
 */
export function articlePlainText(a: Article): string {
  const lines = [a.text.replace(/^제\d+조(?:의\d+)?(?:\([^\n]*?\))?\s?/, "")];
  for (const p of a.paragraphs) {
    lines.push(p.text);
    for (const i of p.items) {
      lines.push(i.text);
      for (const s of i.subItems) lines.push(s.text);
    }
  }
  return lines.join("\n").replace(/<img[^>]*>(?:<\/img>)?/g, " ");
}

/** The heading texts (outermost first) open at article index `at`. *
 * @example
 * ```ts
 * import { headingPathAt } from "./markdown.ts";
 * headingPathAt([{ level: "편", text: "제1편 총칙", at: 0 }, { level: "장", text: "제1장 통칙", at: 0 }], 3);
 * // ["제1편 총칙", "제1장 통칙"]
 * ```
 */
export function headingPathAt(headings: readonly StoredHeading[], at: number): string[] {
  const order = ["편", "장", "절", "관", "항"];
  const open: (string | undefined)[] = [];
  for (const h of headings) {
    if (h.at > at) break;
    const idx = order.indexOf(h.level);
    open[idx] = h.text;
    open.length = idx + 1;
  }
  return open.filter((x): x is string => !!x);
}
