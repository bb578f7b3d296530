/**
 * `fetch`: an id → the document, read by the registered tool that serves its kind
 * (get_law_text, get_decision_text, get_admin_rule, get_ordinance, get_annexes), with its
 * law.go.kr page and what it is (`metadata`: kind, ids, dates).
 *
 * @module
 */

import type { ToolContext, ToolOutput } from "../../lib/mod.ts";
import { type ConnectorId, formatConnectorId, ID_FORMS, parseConnectorId } from "./ids.ts";
import { pageUrl } from "./urls.ts";
import { type Ran, run } from "./run.ts";
import type { FetchAnswer } from "./schemas.ts";

/**
 * A document, or a labelled failure.
 *
 * @example
 * ```ts
 * import type { Fetched } from "./fetch.ts";
 * const bad: Fetched = { ok: false, text: "[BAD_INPUT] …" };
 * ```
 */
export type Fetched = { ok: true; answer: FetchAnswer } | { ok: false; text: string };

type Meta = FetchAnswer["metadata"];

/** Title, text, metadata and page hints of a document; null when the answer lacks the thing. */
type Read = {
  title: string;
  text: string;
  metadata: Meta;
  hints?: { name?: string; link?: string };
} | null;

type Kind<K extends ConnectorId["kind"]> = Extract<ConnectorId, { kind: K }>;

/** The fields that are set (empty strings are not), under the same names. */
function present(o: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(o)) if (v) out[k] = v;
  return out;
}

function readLaw(id: Kind<"law">, text: string, d: ToolOutput<"get_law_text">): Read {
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

function readDecision(
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

// A rule's or ordinance's own kind (훈령, 예규, 조례 …) is not the document kind: `ruleKind`.
function readRule(id: Kind<"admrul">, text: string, d: ToolOutput<"get_admin_rule">): Read {
  const { rule } = d;
  const metadata: Meta = {
    kind: "admin_rule",
    serial: id.serial,
    ...present({
      ruleId: rule.ruleId,
      ministry: rule.ministry,
      issuedDate: rule.issuedDate,
      effectiveDate: rule.effectiveDate,
    }),
  };
  if (rule.kind) metadata.ruleKind = rule.kind;
  return { title: rule.name || id.serial, text, metadata };
}

function readOrdinance(id: Kind<"ordin">, text: string, d: ToolOutput<"get_ordinance">): Read {
  const { ordinance } = d;
  const metadata: Meta = {
    kind: "ordinance",
    serial: id.serial,
    ...present({
      ordinanceId: ordinance.ordinanceId,
      localGov: ordinance.localGov,
      promulgationDate: ordinance.promulgationDate,
      effectiveDate: ordinance.effectiveDate,
    }),
  };
  if (ordinance.kind) metadata.ruleKind = ordinance.kind;
  return { title: ordinance.name || id.serial, text, metadata };
}

function readAnnex(id: Kind<"annex">, text: string, d: ToolOutput<"get_annexes">): Read {
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

/** The answer of a tool run, read by `read` when it succeeded. */
function readRan<O>(ran: Ran<O>, read: (text: string, data: O) => Read): Ran<Read> {
  return ran.ok ? { ok: true, text: ran.text, data: read(ran.text, ran.data) } : ran;
}

/** Runs the tool that serves an id and reads its answer. */
async function open(id: ConnectorId, ctx: ToolContext): Promise<Ran<Read>> {
  switch (id.kind) {
    case "law": {
      const args = id.article
        ? { lawId: id.lawId, articles: [id.article] }
        : { lawId: id.lawId, ...(id.offset ? { offset: id.offset } : {}) };
      return readRan(await run("get_law_text", args, ctx), (t, d) => readLaw(id, t, d));
    }
    case "decision": {
      const ran = await run("get_decision_text", { domain: id.domain, id: id.id }, ctx);
      return readRan(ran, (t, d) => readDecision(id, t, d));
    }
    case "admrul":
      return readRan(
        await run("get_admin_rule", { id: id.serial }, ctx),
        (t, d) => readRule(id, t, d),
      );
    case "ordin":
      return readRan(
        await run("get_ordinance", { mst: id.serial }, ctx),
        (t, d) => readOrdinance(id, t, d),
      );
    case "annex": {
      const args = { lawId: id.lawId, annex: id.annex, open: true };
      return readRan(await run("get_annexes", args, ctx), (t, d) => readAnnex(id, t, d));
    }
  }
}

/**
 * Answers one `fetch`; a malformed id is `[BAD_INPUT]` naming the forms, a missing document the
 * tool's own label (`[NOT_FOUND]`, or `[NOT_RECORDED]` in demo mode).
 *
 * @example
 * ```ts
 * import { connectorFetch } from "./fetch.ts";
 * import { createRuntime } from "../../lib/mod.ts";
 * const r = await connectorFetch("law:001706:제750조", (await createRuntime()).context());
 * if (r.ok) r.answer.title; // "민법 제750조(불법행위의 내용)"
 * ```
 */
export async function connectorFetch(raw: string, ctx: ToolContext): Promise<Fetched> {
  const id = parseConnectorId(raw);
  if (!id) {
    return {
      ok: false,
      text: `[BAD_INPUT] '${
        raw.slice(0, 80)
      }' is not a fetch id. Ids come from search; forms: ${ID_FORMS}`,
    };
  }
  const ran = await open(id, ctx);
  if (!ran.ok) return { ok: false, text: ran.text };
  const read = ran.data;
  if (!read) {
    return { ok: false, text: `[NOT_FOUND] ${formatConnectorId(id)}: ${ran.text.split("\n")[0]}` };
  }
  const metadata: Meta = { ...read.metadata };
  if (ctx.demoNotice) metadata.demo = ctx.demoNotice;
  return {
    ok: true,
    answer: {
      id: formatConnectorId(id),
      title: read.title,
      text: read.text,
      url: pageUrl(id, read.hints),
      metadata,
    },
  };
}
