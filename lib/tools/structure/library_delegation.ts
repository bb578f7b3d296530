/**
 * The delegations a statute's own text names, read from the local law library: each article
 * that leaves something to 대통령령 (→ its 시행령) or to 총리령·부령 (→ its 시행규칙), with the
 * articles of those rules that cite it back ("법 제5조제1항에 따라"). The same rows as the
 * `lsDelegated` body gives get_delegated_laws, for 시행령 and 시행규칙; 행정규칙 and 자치법규 are
 * law.go.kr's alone.
 *
 * @module
 */

import type { Delegations, DelegationTarget } from "../../parse/delegation.ts";
import type { Article, Statute } from "../../parse/statute_types.ts";
import type { ToolContext } from "../define.ts";
import { libraryOf, libraryStatute } from "../library_source.ts";
import { todayKst } from "../../parse/statute.ts";

/** The kinds of receiver the library can answer. */
export const LIBRARY_RECEIVERS: ReadonlySet<string> = new Set(["시행령", "시행규칙"]);

/** Delegating words: 대통령령 → 시행령; 총리령·○○부령 → 시행규칙. */
const DELEGATING = /(대통령령|총리령|[가-힣]{0,10}부령)(?:으로|이|에서)\s*(?:정|위임)/g;

/** The delegations of the statute `loc` names, or undefined when the library does not hold it. */
export async function libraryDelegations(
  ctx: ToolContext,
  loc: { lawId?: string; mst?: string; name?: string },
  search: (name: string) => Promise<import("../../parse/search.ts").LawSearchRow[]>,
): Promise<Delegations | undefined> {
  const lib = await libraryOf(ctx);
  if (!lib) return undefined;
  const parent = await libraryStatute(ctx, loc, search);
  if (!parent) return undefined;
  const kind = parent.info.kind ?? "";
  // A 법률 delegates to its 시행령 and 시행규칙 (which cite it as 법); a 시행령 to its 시행규칙 (영).
  const base = parent.info.name.replace(/\s*시행령$/, "");
  const isDecree = /시행령$/.test(parent.info.name) || kind === "대통령령";
  if (!isDecree && kind !== "법률") return undefined;
  const today = todayKst();
  const on = `${today.slice(0, 4)}-${today.slice(4, 6)}-${today.slice(6)}`;
  const read = (name: string) => {
    try {
      return lib.getStatute({ name }, on)?.statute;
    } catch {
      return undefined;
    }
  };
  const decree = isDecree ? undefined : read(`${base} 시행령`);
  const rule = read(`${base} 시행규칙`);
  const cite = isDecree ? "영" : "법";
  const decreeCites = decree ? citations(decree, cite) : new Map();
  const ruleCites = rule ? citations(rule, cite) : new Map();
  const articles = [];
  for (const a of parent.articles) {
    if (a.deleted) continue;
    const targets: DelegationTarget[] = [];
    const seen = new Set<string>();
    for (const { words, clause } of delegatingWords(a)) {
      const toDecree = words === "대통령령";
      const receiver = toDecree ? decree : rule;
      const kindOf = toDecree ? "시행령" : "시행규칙";
      if (isDecree && toDecree) continue;
      const name = receiver?.info.name ?? `${base} ${kindOf}`;
      const hits: Article[] = (toDecree ? decreeCites : ruleCites).get(key(a)) ?? [];
      const add = (t: DelegationTarget, id: string) => {
        if (seen.has(id)) return;
        seen.add(id);
        targets.push(t);
      };
      if (!hits.length) add({ kind: kindOf, name, linkText: words, clause }, `${kindOf}|${words}`);
      for (const h of hits) {
        add({
          kind: kindOf,
          ...(receiver?.info.mst ? { serial: receiver.info.mst } : {}),
          name,
          targetArticle: h.label,
          ...(h.title ? { targetTitle: h.title } : {}),
          linkText: words,
          clause,
        }, `${kindOf}|${h.label}`);
      }
    }
    if (targets.length) {
      articles.push({
        article: a.article,
        branch: a.branch,
        label: a.label,
        ...(a.title ? { title: a.title } : {}),
        targets,
      });
    }
  }
  const { lawId, mst, name, promulgationDate, effectiveDate, ministry } = parent.info;
  return {
    law: {
      lawId,
      name,
      ...(mst ? { mst } : {}),
      ...(promulgationDate ? { promulgationDate } : {}),
      ...(effectiveDate ? { effectiveDate } : {}),
      ...(ministry ? { ministry } : {}),
    },
    articles,
  };
}

function key(a: { article: number; branch: number }): string {
  return `${a.article}-${a.branch}`;
}

/** Each delegating phrase of an article, with the 항 it stands in. */
function delegatingWords(a: Article): { words: string; clause: string }[] {
  const out: { words: string; clause: string }[] = [];
  const scan = (text: string, clause: string) => {
    for (const m of text.matchAll(DELEGATING)) out.push({ words: m[1], clause });
  };
  scan(a.text, a.label);
  for (const p of a.paragraphs) {
    const clause = p.number ? `${a.label}제${p.number}항` : a.label;
    scan(p.text, clause);
    for (const i of p.items) {
      scan(i.text, clause);
      for (const s of i.subItems) scan(s.text, clause);
    }
  }
  return out;
}

/** Parent article (조-가지) → the articles of `child` that cite it as `법 제N조` (or `영 …`). */
function citations(child: Statute, prefix: "법" | "영"): Map<string, Article[]> {
  const re = new RegExp(`(?<![가-힣])${prefix}\\s*제(\\d+)조(?:의(\\d+))?`, "g");
  const out = new Map<string, Article[]>();
  for (const a of child.articles) {
    if (a.deleted) continue;
    const text = [
      a.text,
      ...a.paragraphs.flatMap((p) => [
        p.text,
        ...p.items.flatMap((i) => [i.text, ...i.subItems.map((s) => s.text)]),
      ]),
    ].join("\n");
    const keys = new Set<string>();
    for (const m of text.matchAll(re)) keys.add(`${m[1]}-${m[2] ?? 0}`);
    for (const k of keys) {
      const list = out.get(k) ?? [];
      list.push(a);
      out.set(k, list);
    }
  }
  return out;
}
