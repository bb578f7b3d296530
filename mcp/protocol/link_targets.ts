/**
 * What a tool result names, as resource addresses: a statute with the articles and annexes
 * shown, the statutes a list names, decisions. The per-tool table (`tool_links.ts`) reads each
 * tool's typed output and hands the fields to these.
 *
 * @module
 */

import {
  canonicalAnnex,
  canonicalArticle,
  parseResourceUri,
  type ResourceAddress,
} from "./links.ts";

/** One thing a result names: where it lives, and what to call it. */
export interface LinkTarget {
  /** The resource it is. */
  address: ResourceAddress;
  /** The link's name. */
  name: string;
  /** A longer title, when the result gives one. */
  title?: string;
}

/** An article's or annex's label with its title. */
export type Labelled = readonly [label: string, title?: string];

const LAW_ID = /^\d{1,10}$/;
const DAY = /^\d{8}$/;

/** The date a statute was read as of, when it is a past version, so links open that version. */
export function datedAs(
  status: string | undefined,
  effectiveDate: string | undefined,
): string | undefined {
  return status === "연혁" && effectiveDate && DAY.test(effectiveDate) ? effectiveDate : undefined;
}

/** A statute, and the articles and annexes of it that the result shows. */
export function statuteLinks(
  law: { lawId: string | undefined; name: string | undefined; asOf?: string },
  articles: readonly Labelled[] = [],
  annexes: readonly Labelled[] = [],
): LinkTarget[] {
  const { lawId, asOf } = law;
  if (!lawId || !LAW_ID.test(lawId)) return [];
  const lawName = law.name || lawId;
  const out: LinkTarget[] = [{ address: { kind: "law", lawId, asOf }, name: lawName }];
  for (const [label, title] of articles) {
    const article = canonicalArticle(label);
    if (!article) continue;
    out.push({
      address: { kind: "law", lawId, asOf, article },
      name: `${lawName} ${article}`,
      ...(title ? { title: `${lawName} ${article}(${title})` } : {}),
    });
  }
  for (const [label, title] of annexes) {
    const annex = canonicalAnnex(label);
    if (annex) {
      out.push({
        address: { kind: "annex", lawId, annex },
        name: `${lawName} ${annex}`,
        ...(title ? { title } : {}),
      });
    }
  }
  return out;
}

/**
 * The current text of each statute a list names (`[lawId, name]` per row).
 *
 * @example
 * ```ts
 * import { lawRowLinks } from "./link_targets.ts";
 * lawRowLinks([["001823", "건축법"]])[0].name; // "건축법"
 * ```
 */
export function lawRowLinks(
  rows: readonly (readonly [lawId: string | undefined, name?: string])[],
): LinkTarget[] {
  return rows.flatMap(([lawId, name]) =>
    lawId && LAW_ID.test(lawId) ? [{ address: { kind: "law", lawId }, name: name || lawId }] : []
  );
}

/** Decisions by `[domain, id, name]`; an id our URIs cannot carry is left out. */
export function decisionLinks(rows: readonly (readonly [string, string, string?])[]): LinkTarget[] {
  return rows.flatMap(([domain, id, name]) => {
    const address = parseResourceUri(`decision://${domain}/${id}`);
    return address ? [{ address, name: name || `${domain} ${id}` }] : [];
  });
}
