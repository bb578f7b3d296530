/**
 * Where ordinance_radar gets its pairs: parent law → linked ordinances (`lnkLsOrdJo`, a few
 * pages), or one ordinance → the laws its 제1조 cites (statute search). Every limit that leaves
 * something unchecked is reported, never hidden.
 *
 * @module
 */

import { DrfError } from "../../errors.ts";
import type { ToolContext } from "../define.ts";
import { callDrf } from "../meta.ts";
import type { CallTracker } from "../define.ts";
import { loadStatute, searchLaws } from "../statute_source.ts";
import type { LawSearchRow } from "../../parse/search.ts";
import { parseLinkList } from "../../parse/ordin_links.ts";
import { parseOrdinance, parseOrdinanceSearch } from "../../parse/ordin.ts";
import { citedLaws, type OrdinanceFacts, type ParentLaw } from "./_radar.ts";
import { pointer, pointerText } from "../../vocab/pointer.ts";

/** Pairs to judge, the parents, and what was left unchecked. */
export interface RadarSource {
  /** Parent laws with their latest revision. */
  parents: ParentLaw[];
  /** (ordinance, parent) pairs with the linked articles. */
  pairs: { ordinance: OrdinanceFacts; parentLawId: string; links: string[] }[];
  /** Human-readable limits. */
  notChecked: string[];
}

/** Rows per link-list page read. */
const LINK_PAGE = 100;

const norm = (s: string) => s.replace(/[\s「」]/g, "").replace(/[·ㆍ･・]/g, "ㆍ");

function parentOf(r: LawSearchRow): ParentLaw {
  return {
    lawId: r.lawId,
    name: r.name,
    kind: r.kind,
    promulgationDate: r.promulgationDate,
    effectiveDate: r.effectiveDate,
    revisionType: r.revisionType,
  };
}

/** True when the budget ran out: the caller stops and says so. */
function outOfBudget(e: unknown, notChecked: string[], what: string): boolean {
  if (e instanceof DrfError && e.code === "BUDGET_EXHAUSTED") {
    notChecked.push(`${what}: 요청 예산이 다해 확인하지 못했습니다.`);
    return true;
  }
  return false;
}

/** Parent law (and its 시행령·시행규칙) → linked ordinances. */
export async function fromLaw(
  ctx: ToolContext,
  track: CallTracker,
  q: { lawId?: string; lawName?: string; withSubordinate: boolean; maxPages: number },
): Promise<RadarSource> {
  const notChecked: string[] = [];
  let name = q.lawName;
  let main: ParentLaw | undefined;
  if (q.lawId) {
    const s = await loadStatute(ctx, track, { lawId: q.lawId });
    main = {
      lawId: s.info.lawId || q.lawId,
      name: s.info.name,
      kind: s.info.kind,
      promulgationDate: s.info.promulgationDate,
      effectiveDate: s.info.effectiveDate,
      revisionType: s.info.revisionType,
    };
    name = s.info.name;
  }
  const parents: ParentLaw[] = main ? [main] : [];
  if (!main || q.withSubordinate) {
    const { resolvedQuery, page } = await searchLaws(ctx, track, { query: name!, display: 20 });
    const exact = page.rows.find((r) =>
      norm(r.name) === norm(resolvedQuery) ||
      (r.abbreviation && norm(r.abbreviation) === norm(name!))
    );
    if (!main) {
      if (!exact) {
        const near = page.rows.slice(0, 5).map((r) => r.name).join(", ");
        throw new DrfError(
          "NOT_FOUND",
          `'${name}'와 이름이 일치하는 법령을 찾지 못했습니다.${
            near ? ` 비슷한 법령: ${near}` : ""
          }`,
          { target: "law" },
        );
      }
      parents.push(parentOf(exact));
    }
    if (q.withSubordinate) {
      const base = norm(parents[0].name);
      for (const r of page.rows) {
        const n = norm(r.name);
        if (
          (n === `${base}시행령` || n === `${base}시행규칙`) &&
          !parents.some((p) => p.lawId === r.lawId)
        ) {
          parents.push(parentOf(r));
        }
      }
    }
  }
  const pairs = new Map<string, RadarSource["pairs"][number]>();
  outer: for (const p of parents) {
    let fetched = 0;
    let total = 0;
    for (let page = 1; page <= q.maxPages; page++) {
      let rows;
      try {
        const res = await callDrf(ctx, track, {
          endpoint: "search",
          target: "lnkLsOrdJo",
          params: { knd: p.lawId, display: LINK_PAGE, page },
        });
        const list = parseLinkList(res.data);
        rows = list.rows;
        if (page === 1) total = list.total;
      } catch (e) {
        if (outOfBudget(e, notChecked, `${p.name} 연계 조례 ${page}쪽 이후`)) break outer;
        throw e;
      }
      fetched += rows.length;
      for (const r of rows) {
        if (!r.ordinanceSerial) continue;
        const key = `${p.lawId}|${r.ordinanceSerial}`;
        const pair = pairs.get(key) ?? {
          ordinance: {
            serial: r.ordinanceSerial,
            name: r.ordinanceName ?? "",
            kind: r.kind,
            promulgationDate: r.promulgationDate,
            effectiveDate: r.effectiveDate,
            revisionType: r.revisionType,
          },
          parentLawId: p.lawId,
          links: [],
        };
        const link = `${r.lawArticle ?? "?"} → ${r.ordinanceArticle ?? "?"}`;
        if (!pair.links.includes(link)) pair.links.push(link);
        pairs.set(key, pair);
      }
      if (rows.length === 0 || fetched >= total) break;
    }
    if (fetched < total) {
      notChecked.push(
        `${p.name}: 연계 조문 ${total}건 중 ${fetched}건만 확인했습니다 (${q.maxPages}쪽까지). ` +
          `나머지 조례는 판정에 없습니다 — ${
            pointerText(pointer("get_law_ordinance_links", {
              relation: "lnkLsOrdJo",
              lawId: p.lawId,
              display: LINK_PAGE,
              page: q.maxPages + 1,
            }))
          }`,
      );
    }
  }
  return { parents, pairs: [...pairs.values()], notChecked };
}

/** One ordinance → the laws cited in its 제1조 (else anywhere in it), at most three. */
export async function fromOrdinance(
  ctx: ToolContext,
  track: CallTracker,
  q: { serial?: string; name?: string },
): Promise<RadarSource> {
  const notChecked: string[] = [];
  let serial = q.serial;
  if (!serial) {
    const res = await callDrf(ctx, track, {
      endpoint: "search",
      target: "ordin",
      params: { query: q.name, display: 20 },
    });
    const rows = parseOrdinanceSearch(res.data).rows;
    const hit = rows.find((r) => norm(r.name) === norm(q.name!)) ?? rows[0];
    if (!hit) {
      throw new DrfError("NOT_FOUND", `'${q.name}' 자치법규를 찾지 못했습니다.`, {
        target: "ordin",
      });
    }
    serial = hit.serial;
  }
  const body = parseOrdinance(
    (await callDrf(ctx, track, { endpoint: "service", target: "ordin", params: { MST: serial } }))
      .data,
  );
  const first = body.articles.find((a) => a.isArticle);
  let cited = citedLaws(first?.text ?? "");
  let where = "제1조";
  if (!cited.length) {
    cited = citedLaws(body.articles.map((a) => a.text).join("\n"));
    where = "본문";
  }
  if (cited.length > 3) {
    notChecked.push(
      `인용 법령 ${cited.length}개 중 앞의 3개만 확인: ${cited.slice(3).join(", ")} 제외`,
    );
  }
  const parents: ParentLaw[] = [];
  for (const name of cited.slice(0, 3)) {
    try {
      const { resolvedQuery, page } = await searchLaws(ctx, track, { query: name, display: 20 });
      const exact = page.rows.find((r) => norm(r.name) === norm(resolvedQuery));
      if (exact) parents.push(parentOf(exact));
      else notChecked.push(`「${name}」: 이름이 일치하는 현행 법령을 찾지 못했습니다.`);
    } catch (e) {
      if (outOfBudget(e, notChecked, `「${name}」`)) break;
      throw e;
    }
  }
  if (!cited.length) notChecked.push(`${body.info.name}: 「」로 인용한 상위법령이 없습니다.`);
  const i = body.info;
  const ordinance: OrdinanceFacts = {
    serial: i.serial,
    name: i.name,
    kind: i.kind,
    promulgationDate: i.promulgationDate,
    effectiveDate: i.effectiveDate,
    revisionType: i.revisionType,
  };
  return {
    parents,
    pairs: parents.map((p) => ({ ordinance, parentLawId: p.lawId, links: [`${where} 인용`] })),
    notChecked,
  };
}
