/**
 * Finding the annexes of one statute, admin rule or ordinance: its body's 별표 units (the
 * current, authoritative links) cross-checked with the annex index list (`licbyl` / `admbyl` /
 * `ordinbyl`, searched by law name with `search=2`, paged up to a bound).
 *
 * @module
 */

import { DrfError } from "../../errors.ts";
import type { ToolContext } from "../define.ts";
import { callDrf } from "../meta.ts";
import type { CallTracker } from "../define.ts";
import { loadStatute, resolveLaw } from "../statute_source.ts";
import { isNotRecorded } from "../demo_answer.ts";
import {
  ANNEX_LISTS,
  type AnnexEntry,
  type AnnexFamily,
  crossCheck,
  fromRuleBody,
  fromStatuteUnits,
  type IndexRow,
  parseAnnexList,
} from "./entries.ts";

/** Index pages read at most (100 rows each): large 시행규칙 have a few hundred forms. */
export const MAX_INDEX_PAGES = 3;
const INDEX_DISPLAY = 100;

/** What the annexes belong to. */
export interface AnnexSubject {
  /** Statute, admin rule or ordinance. */
  family: AnnexFamily;
  /** Name as the body gives it. */
  name: string;
  /** 법령ID (statutes). */
  lawId?: string;
  /** 법령일련번호 (statutes) / 행정규칙일련번호 / 자치법규일련번호. */
  seq?: string;
}

/** How to name the subject. */
export interface SubjectLocator {
  /** Statute, admin rule or ordinance. */
  family: AnnexFamily;
  /** 법령ID. */
  lawId?: string;
  /** 법령일련번호 (MST) / 행정규칙일련번호 / 자치법규일련번호. */
  seq?: string;
  /** Exact name. */
  name?: string;
}

/** The annexes found, and how. */
export interface FoundAnnexes {
  /** Whose annexes. */
  subject: AnnexSubject;
  /** Every annex, body order first. */
  entries: AnnexEntry[];
  /** Whether the index list was read. */
  indexRead: boolean;
  /** Facts the reader should know (stale index links, index-only rows). */
  notes: string[];
}

const norm = (s: string) => s.replace(/[\s「」ㆍ·・･]/g, "");

/** Reads the annex index for `name`, keeping only rows of exactly that law. */
export async function readIndex(
  ctx: ToolContext,
  track: CallTracker,
  family: AnnexFamily,
  name: string,
): Promise<IndexRow[]> {
  const rows: IndexRow[] = [];
  for (let page = 1; page <= MAX_INDEX_PAGES; page++) {
    const res = await callDrf(ctx, track, {
      endpoint: "search",
      target: ANNEX_LISTS[family].list,
      params: { query: name, search: 2, display: INDEX_DISPLAY, page },
    });
    const list = parseAnnexList(res.data, family);
    for (const r of list.rows) if (r && norm(r.lawName) === norm(name)) rows.push(r);
    if (page * INDEX_DISPLAY >= list.total || list.rows.length === 0) break;
  }
  return rows;
}

async function statuteBody(
  ctx: ToolContext,
  track: CallTracker,
  loc: { lawId?: string; mst?: string },
): Promise<{ subject: AnnexSubject; entries: AnnexEntry[] }> {
  let statute = await loadStatute(ctx, track, loc);
  // An index row may point at an old version: the current body is the authority.
  if (!loc.lawId && statute.info.status === "연혁" && statute.info.lawId) {
    statute = await loadStatute(ctx, track, { lawId: statute.info.lawId });
  }
  return {
    subject: {
      family: "law",
      name: statute.info.name,
      lawId: statute.info.lawId,
      ...(statute.info.mst ?? loc.mst ? { seq: statute.info.mst ?? loc.mst } : {}),
    },
    entries: fromStatuteUnits(statute.annexes),
  };
}

async function ruleBody(
  ctx: ToolContext,
  track: CallTracker,
  family: "admrul" | "ordin",
  seq: string,
): Promise<{ subject: AnnexSubject; entries: AnnexEntry[] }> {
  const res = await callDrf(ctx, track, {
    endpoint: "service",
    target: family,
    // Admin rules are read by 행정규칙일련번호 as ID; ordinances by 자치법규일련번호 as MST.
    params: family === "admrul" ? { ID: seq } : { MST: seq },
  });
  const { name, entries } = fromRuleBody(res.data, family);
  return { subject: { family, name: name ?? "", seq }, entries };
}

const KIND_WORD: Record<AnnexFamily, string> = {
  law: "법령",
  admrul: "행정규칙",
  ordin: "자치법규",
};

/**
 * The annex index, or — in demo mode, where no index list was recorded — none: the statute's
 * own body (found by name as every statute tool finds it) lists its annexes, as it does when
 * the web opens the annex by 법령ID.
 */
async function indexOrDemo(
  ctx: ToolContext,
  track: CallTracker,
  family: AnnexFamily,
  name: string,
): Promise<IndexRow[] | undefined> {
  try {
    return await readIndex(ctx, track, family, name);
  } catch (e) {
    if (isNotRecorded(e, ctx) && family === "law") return undefined;
    throw e;
  }
}

/**
 * Finds the annexes of one subject. By id: one body read (plus the index when `withIndex`).
 * By name: the index first (it names the version's 일련번호), then the body.
 */
export async function findAnnexes(
  ctx: ToolContext,
  track: CallTracker,
  loc: SubjectLocator,
  withIndex: boolean,
): Promise<FoundAnnexes> {
  let index: IndexRow[] | undefined;
  let body: { subject: AnnexSubject; entries: AnnexEntry[] };
  if (loc.lawId || loc.seq) {
    body = loc.family === "law"
      ? await statuteBody(ctx, track, loc.lawId ? { lawId: loc.lawId } : { mst: loc.seq })
      : await ruleBody(ctx, track, loc.family, loc.seq ?? loc.lawId!);
    if (withIndex && body.subject.name) {
      index = await indexOrDemo(ctx, track, loc.family, body.subject.name);
    }
  } else {
    const name = loc.name ?? "";
    index = await indexOrDemo(ctx, track, loc.family, name);
    const seq = index?.find((r) => r.lawSeq)?.lawSeq;
    if (loc.family === "law") {
      const where = seq ? { mst: seq } : await resolveLaw(ctx, track, { name });
      body = await statuteBody(ctx, track, where.lawId ? { lawId: where.lawId } : where);
    } else if (seq) {
      body = await ruleBody(ctx, track, loc.family, seq);
    } else {
      throw new DrfError(
        "NOT_FOUND",
        `'${name}'라는 ${
          KIND_WORD[loc.family]
        }의 별표·서식을 찾지 못했습니다. 이름을 정확히 쓰거나 ` +
          `일련번호로 다시 찾으세요.`,
        { target: ANNEX_LISTS[loc.family].list },
      );
    }
  }
  const notes: string[] = [];
  const entries = index ? crossCheck(body.entries, index.map((r) => r.entry)) : body.entries;
  for (const e of entries) {
    if (e.staleIndexLink) {
      notes.push(
        `${e.label}: 별표 목록(${ANNEX_LISTS[loc.family].list})의 파일 링크가 본문과 달라 ` +
          `본문 링크를 씁니다 (목록: ${e.staleIndexLink}).`,
      );
    }
    if (e.source === "index") {
      notes.push(`${e.label}: 본문 별표에 없고 별표 목록에만 있습니다 (목록 링크 사용).`);
    }
  }
  return { subject: body.subject, entries, indexRead: index !== undefined, notes };
}
