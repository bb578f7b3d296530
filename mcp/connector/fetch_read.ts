/**
 * What `fetch` makes of each tool's typed answer: the document's title, its text, its metadata
 * (kind, ids, dates) and the hints its law.go.kr page needs.
 *
 * @module
 */

import type { ToolOutput } from "../../lib/mod.ts";
import type { ConnectorId } from "./ids.ts";
import type { FetchAnswer } from "./schemas.ts";

type Meta = FetchAnswer["metadata"];

/** Title, text, metadata and page hints of a document; null when the answer lacks the thing. */
export type Read = {
  title: string;
  text: string;
  metadata: Meta;
  hints?: { name?: string; link?: string };
} | null;

/** The connector id of one kind. */
export type Kind<K extends ConnectorId["kind"]> = Extract<ConnectorId, { kind: K }>;

/** The fields that are set (empty strings are not), under the same names. */
function present(o: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(o)) if (v) out[k] = v;
  return out;
}

/** A statute (whole, or from an offset) or one article of it, from `get_law_text`. */
export function readLaw(id: Kind<"law">, text: string, d: ToolOutput<"get_law_text">): Read {
  const { law } = d;
  const name = law.name || id.lawId;
  const lawKind = present({ lawKind: law.kind });
  const rest = present({
    status: law.status,
    promulgationDate: law.promulgationDate,
    promulgationNumber: law.promulgationNumber,
    effectiveDate: law.effectiveDate,
    ministry: law.ministry,
  });
  if (!id.article) {
    // A whole statute longer than the answer cap is cut; the text ends saying where.
    const metadata: Meta = { kind: "statute", ...rest, lawId: id.lawId, ...lawKind };
    if (d.truncated !== undefined) metadata.truncated = true;
    // This profile has no get_law_text: the rest of a cut statute is another fetch id.
    const onward = text.replace(
      /get_law_text \{"lawId":"(\d+)","offset":(\d+)\}/g,
      (_m, lawId: string, n: string) => `fetch {"id":"law:${lawId}@${n}"}`,
    );
    return { title: name, text: onward, metadata };
  }
  const article = d.articles[0];
  if (!article) return null;
  const label = article.label || id.article;
  return {
    title: `${name} ${label}${article.title ? `(${article.title})` : ""}`,
    text,
    metadata: {
      kind: "article",
      article: id.article,
      lawName: name,
      ...lawKind,
      ...rest,
      lawId: id.lawId,
    },
    hints: { name },
  };
}

/** A decision with its sections whole, from `get_decision_text`. */
export function readDecision(
  id: Kind<"decision">,
  text: string,
  d: ToolOutput<"get_decision_text">,
): Read {
  const dec = d.decision;
  const sections = d.sections.map((s) => `【${s.key}】\n${s.text}`);
  return {
    title: dec.title || id.id,
    // The sections whole: the tool's text shows the opening and points at the rest.
    text: sections.length ? `${text.split("\n\n")[0]}\n\n${sections.join("\n\n")}` : text,
    metadata: {
      kind: "decision",
      domain: id.domain,
      id: id.id,
      ...(dec.kind ? { decisionKind: dec.kind } : {}),
      ...present({
        caseNumber: dec.caseNumber,
        date: dec.date,
        org: dec.org,
        domainName: dec.domainName,
      }),
    },
  };
}

/** An admin rule's or ordinance's document: its name, its own kind and its dates and ids. */
function ruleDoc(
  id: Kind<"admrul" | "ordin">,
  text: string,
  rule: { name: string; kind: string | undefined; fields: Record<string, string | undefined> },
): Read {
  const metadata: Meta = {
    kind: id.kind === "admrul" ? "admin_rule" : "ordinance",
    serial: id.serial,
    ...present(rule.fields),
  };
  // The rule's own kind (훈령, 예규, 조례 …) is not the document kind.
  if (rule.kind) metadata.ruleKind = rule.kind;
  return { title: rule.name || id.serial, text, metadata };
}

/** An administrative rule, from `get_admin_rule`. */
export const readRule = (
  id: Kind<"admrul">,
  text: string,
  { rule }: ToolOutput<"get_admin_rule">,
): Read =>
  ruleDoc(id, text, {
    name: rule.name,
    kind: rule.kind,
    fields: {
      ruleId: rule.ruleId,
      ministry: rule.ministry,
      issuedDate: rule.issuedDate,
      effectiveDate: rule.effectiveDate,
    },
  });

/** A local ordinance, from `get_ordinance`. */
export const readOrdinance = (
  id: Kind<"ordin">,
  text: string,
  { ordinance }: ToolOutput<"get_ordinance">,
): Read =>
  ruleDoc(id, text, {
    name: ordinance.name,
    kind: ordinance.kind,
    fields: {
      ordinanceId: ordinance.ordinanceId,
      localGov: ordinance.localGov,
      promulgationDate: ordinance.promulgationDate,
      effectiveDate: ordinance.effectiveDate,
    },
  });

/** One annex of a statute, opened (its file's text when read), from `get_annexes`. */
export function readAnnex(id: Kind<"annex">, text: string, d: ToolOutput<"get_annexes">): Read {
  const doc = d.document;
  const row = d.annexes[0];
  if (!row) return null;
  const lawName = d.subject.name;
  const label = row.label || id.annex;
  const warnings = (doc?.warnings ?? []).map((w) => w.code).filter(Boolean);
  return {
    title: `${lawName || id.lawId} ${label}${row.title ? ` ${row.title}` : ""}`,
    text: doc?.markdown || text,
    metadata: {
      kind: "annex",
      lawId: id.lawId,
      annex: id.annex,
      ...(lawName ? { lawName } : {}),
      ...present({ source: doc?.source, format: doc?.format }),
      ...(doc?.truncated ? { truncated: true } : {}),
      // A file that could not be read is replaced by the body's text: say so.
      ...(warnings.length ? { warnings } : {}),
    },
    hints: { link: row.pdfLink || row.fileLink },
  };
}
