/**
 * Resources: templates for laws, articles, dated versions, annexes and decisions, read through
 * the same tools (so they share caching, budgets, error labels and demo notices).
 *
 * A read answers two contents for the same URI: the tool's text rendering (`text/markdown`) and
 * its structured output (`application/json`).
 *
 * @module
 */

import {
  callTool,
  demoCatalogue,
  renderDemoCatalogue,
  type ToolContext,
  type ToolInput,
  type ToolOutcome,
} from "../../lib/mod.ts";
import { josa } from "../../lib/korean/mod.ts";
import { DOMAIN_NAMES } from "./domains.ts";
import { parseResourceUri, type ResourceAddress, resourceUri } from "./links.ts";
import {
  ProtocolError,
  ProtocolErrorCode,
  type ReadResourceResult,
  type Resource,
  ResourceNotFoundError,
  type ResourceTemplate,
} from "./sdk.ts";

/** The guide: a fixed resource, listing what the templates mean. */
export const GUIDE_URI = "beopmang://guide";

/** What demo mode (no LAW_OC) holds, each document with the tool call that opens it. */
export const DEMO_URI = "beopmang://demo";

/** The resource templates (resources/templates/list). */
export const RESOURCE_TEMPLATES: ResourceTemplate[] = [
  {
    uriTemplate: "law://{lawId}",
    name: "law",
    title: "법령 (현행)",
    description: "A statute's current text by 법령ID (search_law gives IDs), e.g. law://001706",
    mimeType: "text/markdown",
  },
  {
    uriTemplate: "law://{lawId}/{article}",
    name: "law-article",
    title: "법령 조문",
    description:
      "One article, 가지번호 and 항/호 allowed: law://001706/제839조의2, law://001706/제2조제1항",
    mimeType: "text/markdown",
  },
  {
    uriTemplate: "law://{lawId}@{asOf}",
    name: "law-as-of",
    title: "법령 (시점)",
    description: "The version in force on a date (YYYYMMDD): law://{lawId}@20200101",
    mimeType: "text/markdown",
  },
  {
    uriTemplate: "annex://{lawId}/{annex}",
    name: "annex",
    title: "별표·서식",
    description: "An annex or form of a statute: annex://004950/별표1",
    mimeType: "text/markdown",
  },
  {
    uriTemplate: "decision://{domain}/{id}",
    name: "decision",
    title: "판례·결정례",
    description: `A precedent or decision by domain (${
      Object.keys(DOMAIN_NAMES).slice(0, 4).join(", ")
    }, …) and 일련번호: decision://prec/622257`,
    mimeType: "text/markdown",
  },
];

/** resources/list: the guide and the demo catalogue (laws are addressed through the templates). */
export const RESOURCES: Resource[] = [
  {
    uri: GUIDE_URI,
    name: "guide",
    title: "법망 리소스 안내",
    description: "What the law://, annex:// and decision:// URIs mean",
    mimeType: "text/markdown",
  },
  {
    uri: DEMO_URI,
    name: "demo",
    title: "데모 자료 목록",
    description: "What demo mode (no LAW_OC) answers from: every recorded document and list, " +
      "each with the tool call that opens it",
    mimeType: "text/markdown",
  },
];

const GUIDE_TEXT = [
  "# 법망 리소스",
  "",
  ...RESOURCE_TEMPLATES.map((t) => `- \`${t.uriTemplate}\` — ${t.title}: ${t.description}`),
  "",
  "법령ID는 search_law로 찾습니다. 조문 번호는 `제4조의2`처럼 쓰고, 퍼센트 인코딩도 받습니다.",
  "결정례 도메인: " +
  Object.entries(DOMAIN_NAMES).map(([k, v]) => `\`${k}\` ${v}`).join(", "),
  "",
  `LAW_OC 없이(데모 모드) 답하는 기록과 그 호출: \`${DEMO_URI}\`.`,
].join("\n");

/**
 * A resource that does not exist. The SDK answers it with -32602 on every protocol version (the
 * 2026-07-28 revision's rule; earlier clients accept it as the invalid-params error it is).
 */
function notFound(uri: string, why: string): ResourceNotFoundError {
  return new ResourceNotFoundError(uri, `Resource not found: ${uri} — ${why}`);
}

function toContents<O>(uri: string, out: ToolOutcome<O>): ReadResourceResult {
  if (!out.ok) {
    if (out.error.code === "NOT_FOUND") throw notFound(uri, out.text);
    if (out.error.code === "NOT_RECORDED") {
      // Unavailable here (demo recordings), which is neither a miss nor a server fault.
      throw notFound(uri, `Not among the demo recordings — ${out.text}`);
    }
    if (out.error.code === "BAD_INPUT") {
      throw new ProtocolError(ProtocolErrorCode.InvalidParams, out.text);
    }
    throw new ProtocolError(ProtocolErrorCode.InternalError, out.text, { code: out.error.code });
  }
  return {
    contents: [
      { uri, mimeType: "text/markdown", text: out.text },
      { uri, mimeType: "application/json", text: JSON.stringify(out.structured) },
    ],
  };
}

async function readAnnex(
  uri: string,
  a: Extract<ResourceAddress, { kind: "annex" }>,
  ctx: ToolContext,
): Promise<ReadResourceResult> {
  const out = await callTool("get_annexes", annexArgs(a), ctx);
  if (out.ok && out.structured.annexes.length === 0) {
    throw notFound(uri, `이 법령에 ${josa(a.annex, "이/가")} 없습니다.`);
  }
  return toContents(uri, out);
}

/** Arguments of `get_annexes` for one annex (by law and label). */
function annexArgs(a: { lawId: string; annex: string }): ToolInput<"get_annexes"> {
  return { lawId: a.lawId, annex: a.annex, open: true };
}

/** resources/read for one URI. Throws McpError for unknown URIs, misses and failures. */
export async function readResource(uri: string, ctx: ToolContext): Promise<ReadResourceResult> {
  if (uri === GUIDE_URI) {
    return { contents: [{ uri, mimeType: "text/markdown", text: GUIDE_TEXT }] };
  }
  if (uri === DEMO_URI) {
    const catalogue = await demoCatalogue();
    return {
      contents: [
        { uri, mimeType: "text/markdown", text: renderDemoCatalogue(catalogue, "mcp") },
        { uri, mimeType: "application/json", text: JSON.stringify(catalogue) },
      ],
    };
  }
  const a = parseResourceUri(uri);
  if (!a) {
    throw notFound(uri, "unknown URI; see resources/templates/list (e.g. law://001706/제750조)");
  }
  const canonical = resourceUri(a);
  switch (a.kind) {
    case "law": {
      const out = await callTool("get_law_text", {
        lawId: a.lawId,
        ...(a.article ? { articles: [a.article] } : {}),
        ...(a.asOf ? { asOf: a.asOf } : {}),
      }, ctx);
      // A whole-law read that names no missing article is fine; an article that is not there is
      // a miss, not an empty page.
      if (out.ok && a.article && out.structured.articles.length === 0) {
        throw notFound(canonical, `${josa(a.article, "이/가")} 이 법령에 없습니다.`);
      }
      return toContents(uri, out);
    }
    case "annex":
      return await readAnnex(uri, a, ctx);
    case "decision":
      return toContents(
        uri,
        await callTool("get_decision_text", { domain: a.domain, id: a.id }, ctx),
      );
  }
}
