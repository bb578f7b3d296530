/**
 * Argument pieces shared by the decision tools: the domain enum (which also accepts Korean names
 * and practitioner aliases), dates, and the lifting of korean-law-mcp argument names (`options`,
 * `fromDate`, `nb`, `rslYd` …) onto ours so that calls written for that server still validate.
 *
 * @module
 */

import { z } from "zod";
import {
  DECISION_DOMAIN_IDS,
  type DecisionDomainId,
  findDecisionDomain,
} from "../../law/decision_domains.ts";

/** `domain`: a DRF target id; Korean names, aliases and peer ids are mapped before the check. */
export const domainSchema: z.ZodType<DecisionDomainId, unknown> = z.preprocess(
  (v) => (typeof v === "string" ? findDecisionDomain(v)?.id ?? v : v),
  z.enum(DECISION_DOMAIN_IDS),
).describe(
  "prec 판례, detc 헌재, expc 법제처 해석, decc 행정심판, …SpecialDecc 특별심판, " +
    "위원회(ftc, nlrc, ppc …), <부처>CgmExpc 부처 해석; 한글 이름·약칭도 가능 (공정위, 조심원, 고용부)",
);

/** A date as YYYYMMDD (YYYY-MM-DD and YYYY.MM.DD accepted). */
export const ymdSchema: z.ZodType<string, unknown> = z.string().trim()
  .regex(/^\d{4}[-.]?\d{2}[-.]?\d{2}$/, "YYYYMMDD")
  .transform((s) => s.replace(/[-.]/g, ""));

/** A 일련번호 (numbers accepted too). */
export const serialSchema: z.ZodType<string, unknown> = z.preprocess(
  (v) => (typeof v === "number" ? String(v) : v),
  z.string().trim().regex(/^\d{1,12}$/, "일련번호 (digits)"),
);

const RANGE_PARAMS = ["prncYd", "edYd", "explYd", "rslYd"] as const;

/** Peer argument name → ours (korean-law-mcp 4.14.0 tools and `options`). */
const RENAMES: Readonly<Record<string, string>> = {
  fromDate: "from",
  toDate: "to",
  nb: "caseNumber",
  itmno: "caseNumber",
  curt: "court",
  cls: "appealType",
  dpaYd: "dispositionDate",
  inq: "inquirer",
  rpl: "answerer",
  precedentId: "id",
  interpretationId: "id",
  decisionId: "id",
  ID: "id",
};

/**
 * Lifts peer arguments: `options` keys move to the top level (never overriding), peer names
 * become ours, `search: 2` becomes `scope: "body"`, and a `prncYd`/`edYd`/`explYd`/`rslYd`
 * range "YYYYMMDD~YYYYMMDD" becomes `from`/`to`.
 */
export function liftPeerArgs(raw: unknown): unknown {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return raw;
  const src = raw as Record<string, unknown>;
  const opts = src.options && typeof src.options === "object" && !Array.isArray(src.options)
    ? src.options as Record<string, unknown>
    : {};
  const out: Record<string, unknown> = {};
  for (const [k, v] of [...Object.entries(opts), ...Object.entries(src)]) {
    if (k === "options" || v === undefined || v === null || v === "") continue;
    const name = RENAMES[k] ?? k;
    if (name in out && !(k in src)) continue;
    out[name] = v;
  }
  for (const p of RANGE_PARAMS) {
    const v = out[p];
    delete out[p];
    if (typeof v !== "string") continue;
    const [a, b] = v.split("~").map((s) => s.trim());
    if (a && out.from === undefined) out.from = a;
    if (b && out.to === undefined) out.to = b;
  }
  if (out.search !== undefined) {
    if (out.scope === undefined) out.scope = String(out.search) === "2" ? "body" : "title";
    delete out.search;
  }
  return out;
}
