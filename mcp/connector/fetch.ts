/**
 * `fetch`: an id → the document, read by the registered tool that serves its kind
 * (get_law_text, get_decision_text, get_admin_rule, get_ordinance, get_annexes), with its
 * law.go.kr page and what it is (`metadata`: kind, ids, dates).
 *
 * @module
 */

import type { ToolContext } from "../../lib/mod.ts";
import { type ConnectorId, formatConnectorId, ID_FORMS, parseConnectorId } from "./ids.ts";
import { pageUrl } from "./urls.ts";
import { rows, run, str } from "./run.ts";
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

/** The string fields of `o` that are set, under the same names. */
function pick(o: unknown, keys: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of keys) {
    const v = str(o, k);
    if (v !== undefined) out[k] = v;
  }
  return out;
}

const LAW_FIELDS = [
  "name",
  "kind",
  "status",
  "promulgationDate",
  "promulgationNumber",
  "effectiveDate",
  "ministry",
] as const;

const warningCodes = (doc: unknown): string[] =>
  rows(doc, "warnings").map((w) => str(w, "code")).filter((c): c is string => !!c);

/** The tool call that serves an id. */
function callFor(id: ConnectorId): { tool: string; args: Record<string, unknown> } {
  switch (id.kind) {
    case "law":
      return {
        tool: "get_law_text",
        args: id.article
          ? { lawId: id.lawId, articles: [id.article] }
          : { lawId: id.lawId, ...(id.offset ? { offset: id.offset } : {}) },
      };
    case "decision":
      return { tool: "get_decision_text", args: { domain: id.domain, id: id.id } };
    case "admrul":
      return { tool: "get_admin_rule", args: { id: id.serial } };
    case "ordin":
      return { tool: "get_ordinance", args: { mst: id.serial } };
    case "annex":
      return { tool: "get_annexes", args: { lawId: id.lawId, annex: id.annex, open: true } };
  }
}

/** Title, text, metadata and page hints of a tool's answer for an id; null when it lacks the thing. */
function readAnswer(
  id: ConnectorId,
  text: string,
  d: Record<string, unknown>,
):
  | { title: string; text: string; metadata: Meta; hints?: { name?: string; link?: string } }
  | null {
  switch (id.kind) {
    case "law": {
      const law = pick(d.law, [...LAW_FIELDS, "lawId"]);
      const { name = id.lawId, kind, ...rest } = law;
      if (!id.article) {
        // A whole statute longer than the answer cap is cut; the text ends saying where.
        const metadata: Meta = { kind: "statute", ...rest, lawId: id.lawId };
        if (kind) metadata.lawKind = kind;
        if (d.truncated !== undefined) metadata.truncated = true;
        // This profile has no get_law_text: the rest of a cut statute is another fetch id.
        const onward = text.replace(
          /get_law_text \{"lawId":"(\d+)","offset":(\d+)\}/g,
          (_m, lawId: string, n: string) => `fetch {"id":"law:${lawId}@${n}"}`,
        );
        return { title: name, text: onward, metadata };
      }
      const article = rows(d, "articles")[0];
      if (!article) return null;
      const label = str(article, "label") ?? id.article;
      const title = str(article, "title");
      return {
        title: `${name} ${label}${title ? `(${title})` : ""}`,
        text,
        metadata: {
          kind: "article",
          article: id.article,
          lawName: name,
          ...(kind ? { lawKind: kind } : {}),
          ...rest,
          lawId: id.lawId,
        },
        hints: { name },
      };
    }
    case "decision": {
      const dec = d.decision as Record<string, unknown> | undefined;
      const info = pick(dec, ["caseNumber", "date", "org", "kind", "domainName", "title"]);
      const sections = rows(d, "sections").map((s) =>
        `【${str(s, "key") ?? ""}】\n${str(s, "text") ?? ""}`
      );
      const { title = id.id, kind, ...rest } = info;
      return {
        title,
        // The sections whole: the tool's text shows the opening and points at the rest.
        text: sections.length ? `${text.split("\n\n")[0]}\n\n${sections.join("\n\n")}` : text,
        metadata: {
          kind: "decision",
          domain: id.domain,
          id: id.id,
          ...(kind ? { decisionKind: kind } : {}),
          ...rest,
        },
      };
    }
    case "admrul":
    case "ordin": {
      const key = id.kind === "admrul" ? "rule" : "ordinance";
      const info = (d[key] ?? d.info ?? {}) as Record<string, unknown>;
      const { kind, ...meta } = pick(info, [
        "ruleId",
        "ordinanceId",
        "kind",
        "ministry",
        "localGov",
        "issuedDate",
        "promulgationDate",
        "effectiveDate",
        "status",
      ]);
      // The rule's own kind (훈령, 예규, 조례 …) is not the document kind.
      const metadata: Meta = {
        kind: id.kind === "admrul" ? "admin_rule" : "ordinance",
        serial: id.serial,
        ...meta,
      };
      if (kind) metadata.ruleKind = kind;
      return { title: str(info, "name") ?? id.serial, text, metadata };
    }
    case "annex": {
      const doc = d.document as Record<string, unknown> | undefined;
      const row = rows(d, "annexes")[0];
      if (!row) return null;
      const subject = pick(d.subject, ["name"]);
      const label = str(row, "label") ?? id.annex;
      const title = str(row, "title");
      return {
        title: `${subject.name ?? id.lawId} ${label}${title ? ` ${title}` : ""}`,
        text: str(doc, "markdown") ?? text,
        metadata: {
          kind: "annex",
          lawId: id.lawId,
          annex: id.annex,
          ...(subject.name ? { lawName: subject.name } : {}),
          ...pick(doc, ["source", "format"]),
          ...(doc?.truncated ? { truncated: true } : {}),
          // A file that could not be read is replaced by the body's text: say so.
          ...(warningCodes(doc).length ? { warnings: warningCodes(doc) } : {}),
        },
        hints: { link: str(row, "pdfLink") ?? str(row, "fileLink") },
      };
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
  const call = callFor(id);
  const ran = await run(call.tool, call.args, ctx);
  if (!ran.ok) return { ok: false, text: ran.text };
  const read = readAnswer(id, ran.text, ran.data);
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
