/**
 * `impact_map`: what one provision reaches — rules it delegates to (시행령, 시행규칙, 행정규칙,
 * 자치법규), ordinances linked to it, and precedents citing it — as a tree, optionally as a
 * Mermaid graph. Each branch that failed is named instead of shown empty.
 *
 * @module
 */

import { type AnalysisEnv, attempt, type BranchFailure, notAsked, sameLawName } from "./run.ts";

/** One thing the provision reaches. */
export interface ImpactLeaf {
  /** Name and article, or case number and name. */
  label: string;
  /** Identifier to fetch it (MST, 일련번호 …), when known. */
  ref?: string;
}

/** One branch of the tree (위임 시행령, 연계 조례, 인용 판례 …). */
export interface ImpactNode {
  /** Branch label. */
  label: string;
  /** What it holds. */
  children: ImpactLeaf[];
}

/** The answer. */
export interface ImpactMap {
  /** The provision, e.g. "건축법 제11조". */
  root: string;
  /** 법령ID, when known. */
  lawId?: string;
  /** Branches: 위임 법령·행정규칙·자치법규, 연계 조례, 인용 판례. */
  tree: ImpactNode[];
  /** Items per branch. */
  counts: Record<string, number>;
  /** Branches that failed or were not asked. */
  unchecked: BranchFailure[];
  /** Mermaid flowchart, when asked for. */
  mermaid?: string;
}

function esc(t: string): string {
  return t.replace(/["\[\]{}()<>|]/g, " ").replace(/\s+/g, " ").trim().slice(0, 60);
}

/** Renders the tree as a Mermaid flowchart (at most 12 leaves per branch). */
export function toMermaid(root: string, tree: ImpactNode[]): string {
  const lines = ["graph LR", `  R["${esc(root)}"]`];
  tree.forEach((b, i) => {
    lines.push(`  R --> B${i}["${esc(b.label)}"]`);
    b.children.slice(0, 12).forEach((c, j) =>
      lines.push(`  B${i} --> B${i}_${j}["${esc(c.label)}"]`)
    );
  });
  return lines.join("\n");
}

/** Maps what `article` of a law reaches. */
export async function impactMap(
  env: AnalysisEnv,
  q: {
    name?: string;
    lawId?: string;
    article: string;
    includeOrdinances: boolean;
    includeMermaid: boolean;
    display: number;
  },
): Promise<ImpactMap> {
  const loc = q.lawId ? { lawId: q.lawId } : { name: q.name };
  const unchecked: BranchFailure[] = [];
  const [delegated, precs] = await Promise.all([
    attempt(env.tools, "get_delegated_laws", { ...loc, articles: [q.article], display: 100 }),
    attempt(env.tools, "get_article_precedents", {
      ...loc,
      articles: [q.article],
      display: q.display,
    }),
  ]);
  const tree: ImpactNode[] = [];
  let lawId = q.lawId;
  let lawName = q.name;
  if (delegated.ok) {
    lawId ??= delegated.data.law.lawId;
    lawName ??= delegated.data.law.name;
    const targets = delegated.data.articles.flatMap((a) => a.targets);
    for (const kind of ["시행령", "시행규칙", "행정규칙", "자치법규"]) {
      const mine = targets.filter((t) => t.kind === kind);
      tree.push({
        label: `위임 ${kind}`,
        children: mine.map((t) => ({
          label: `${t.name}${t.targetArticle ? ` ${t.targetArticle}` : ""}${
            t.targetTitle ? `(${t.targetTitle})` : ""
          }`,
          ...(t.serial ? { ref: t.serial } : {}),
        })),
      });
    }
  } else unchecked.push(delegated.failure);
  if (q.includeOrdinances && !lawId && lawName) {
    // The ordinance links are keyed by 법령ID: one exact-name search finds it.
    const found = await attempt(env.tools, "search_law", { query: lawName, display: 20 });
    if (found.ok) {
      lawId = found.data.rows.find((r) =>
        sameLawName(r.name, lawName) || sameLawName(r.abbreviation, lawName)
      )?.lawId;
    } else unchecked.push(found.failure);
  }
  if (q.includeOrdinances) {
    if (!lawId) {
      unchecked.push(notAsked("get_law_ordinance_links", "법령ID를 몰라 묻지 않았습니다"));
    } else {
      const ord = await attempt(env.tools, "get_law_ordinance_links", {
        relation: "lnkLsOrdJo",
        lawId,
        articles: [q.article],
        display: q.display,
      });
      if (ord.ok) {
        tree.push({
          label: "연계 자치법규(조례)",
          children: ord.data.rows.map((r) => ({
            label: `${r.ordinanceName ?? "?"}${r.ordinanceArticle ? ` ${r.ordinanceArticle}` : ""}`,
            ...(r.ordinanceSerial ? { ref: r.ordinanceSerial } : {}),
          })),
        });
      } else unchecked.push(ord.failure);
    }
  }
  if (precs.ok) {
    tree.push({
      label: "이 조문을 인용한 판례",
      children: precs.data.rows.map((r) => ({
        label: `${r.caseNumber ?? ""} ${r.caseName}`.trim(),
        ...(r.id ? { ref: r.id } : {}),
      })),
    });
  } else unchecked.push(precs.failure);
  const root = `${lawName ?? lawId ?? "?"} ${q.article}`;
  const counts = Object.fromEntries(tree.map((b) => [b.label, b.children.length]));
  return {
    root,
    ...(lawId ? { lawId } : {}),
    tree,
    counts,
    unchecked,
    ...(q.includeMermaid ? { mermaid: toMermaid(root, tree) } : {}),
  };
}
