/**
 * The YAML frontmatter of a legalize-kr law file. The corpus writes one fixed shape (scalars,
 * lists of scalars, one list of maps), so a small reader for exactly that shape is enough and
 * keeps the package free of a YAML dependency.
 *
 * @module
 */

/** One 첨부파일 entry (별표·서식). */
export interface FrontAnnex {
  /** 별표번호, four digits. */
  number: string;
  /** 별표가지번호, two digits. */
  branch: string;
  /** 별표구분: 별표, 서식, 별지 …. */
  kind: string;
  /** 제목. */
  title: string;
  /** 파일링크. */
  fileLink?: string;
  /** PDF링크 (316 entries of the corpus have none). */
  pdfLink?: string;
}

/** The frontmatter fields the library keeps. Dates are `YYYY-MM-DD`. */
export interface Frontmatter {
  /** 제목 (middle dot normalised to ㆍ by the corpus). */
  title: string;
  /** 원본제목, when law.go.kr's title differs. */
  originalTitle?: string;
  /** 법령MST. */
  mst: string;
  /** 법령ID. */
  lawId: string;
  /** 법령구분 (법률, 대통령령, 고용노동부령 …). */
  kind: string;
  /** 소관부처. */
  ministries: string[];
  /** 공포일자. */
  promulgated: string;
  /** 공포번호. */
  promulgationNumber?: string;
  /** 시행일자 (`9999-01-01` = not yet set). */
  effective: string;
  /** 출처. */
  sourceUrl?: string;
  /** 첨부파일. */
  annexes: FrontAnnex[];
}

function scalar(raw: string): string {
  const v = raw.trim();
  if (v.length >= 2 && v.startsWith("'") && v.endsWith("'")) {
    return v.slice(1, -1).replaceAll("''", "'");
  }
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) {
    try {
      return JSON.parse(v);
    } catch {
      return v.slice(1, -1);
    }
  }
  return v === "[]" || v === "''" ? "" : v;
}

/** Splits a file into its frontmatter block and body; undefined when there is none. *
 * @example
 * ```ts
 * import { splitFrontmatter } from "./frontmatter.ts";
 * splitFrontmatter("---\n제목: 민법\n---\n# 민법\n")?.body; // "# 민법\n"
 * ```
 */
export function splitFrontmatter(text: string): { head: string; body: string } | undefined {
  const src = text.startsWith("\uFEFF") ? text.slice(1) : text;
  if (!src.startsWith("---\n") && !src.startsWith("---\r\n")) return undefined;
  const end = src.indexOf("\n---", 3);
  if (end < 0) return undefined;
  const after = src.indexOf("\n", end + 4);
  return { head: src.slice(4, end), body: after < 0 ? "" : src.slice(after + 1) };
}

/**
 * Reads the frontmatter of one law file; undefined when the file is no law file (no 법령ID).
 *
 * @example
 * ```ts
 * import { readFrontmatter } from "./frontmatter.ts";
 * const f = readFrontmatter("---\n제목: 민법\n법령MST: 1\n법령ID: '001706'\n---\n# 민법\n");
 * console.log(f?.lawId); // "001706"
 * ```
 */
export function readFrontmatter(text: string): Frontmatter | undefined {
  const split = splitFrontmatter(text);
  if (!split) return undefined;
  const fields: Record<string, string> = {};
  const lists: Record<string, string[]> = {};
  const maps: Record<string, string>[] = [];
  let listKey = "";
  for (const line of split.head.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const top = /^([^\s:-][^:]*):(?:\s(.*))?$/.exec(line);
    if (top) {
      listKey = top[1];
      fields[listKey] = scalar(top[2] ?? "");
      continue;
    }
    const item = /^\s*-\s(.*)$/.exec(line);
    if (item) {
      const kv = /^([^:'"]+):\s?(.*)$/.exec(item[1]);
      if (kv && listKey === "첨부파일") maps.push({ [kv[1].trim()]: scalar(kv[2]) });
      else (lists[listKey] ??= []).push(scalar(item[1]));
      continue;
    }
    const cont = /^\s+([^:'"]+):\s?(.*)$/.exec(line);
    if (cont && maps.length) maps[maps.length - 1][cont[1].trim()] = scalar(cont[2]);
  }
  if (!fields["법령ID"]) return undefined;
  return {
    title: fields["제목"] ?? "",
    originalTitle: fields["원본제목"] || undefined,
    mst: fields["법령MST"] ?? "",
    lawId: fields["법령ID"],
    kind: fields["법령구분"] ?? "",
    ministries: (lists["소관부처"] ?? []).filter(Boolean),
    promulgated: fields["공포일자"] ?? "",
    promulgationNumber: fields["공포번호"] || undefined,
    effective: fields["시행일자"] ?? "",
    sourceUrl: fields["출처"] || undefined,
    annexes: maps.map((m) => ({
      number: m["별표번호"] ?? "0000",
      branch: m["별표가지번호"] ?? "00",
      kind: m["별표구분"] ?? "별표",
      title: m["제목"] ?? "",
      fileLink: m["파일링크"] || undefined,
      pdfLink: m["PDF링크"] || undefined,
    })),
  };
}
