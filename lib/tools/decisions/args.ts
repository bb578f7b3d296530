/**
 * Argument pieces of the decision tools (and of the links to decisions): the domain enum, which
 * also reads Korean names and practitioner words, a document's 일련번호, a case number, a date
 * range sent as one upstream value, and the domain a call names or its case number implies.
 * korean-law-mcp's names (`options`, `nb`, `rslYd` …) live in `lib/vocab/aliases.ts`.
 *
 * @module
 */

import { z } from "zod";
import { parseCaseNumber } from "../../law/case_numbers.ts";
import {
  DECISION_DOMAIN_IDS,
  type DecisionDomain,
  decisionDomain,
  type DecisionDomainId,
  findDecisionDomain,
} from "../../law/decision_domains.ts";
import { readDateArg } from "../../vocab/dates.ts";
import { InputError } from "../../errors.ts";

/** `domain`: a DRF target id; Korean names, aliases and peer ids are mapped before the check. */
export const domainArg: z.ZodType<DecisionDomainId, unknown> = z.preprocess(
  (v) => (typeof v === "string" ? findDecisionDomain(v)?.id ?? v : v),
  z.enum(DECISION_DOMAIN_IDS),
).describe(
  "prec 판례, detc 헌재, expc 법제처 해석, decc 행정심판, …SpecialDecc 특별심판, " +
    "위원회(ftc, nlrc, ppc …), <부처>CgmExpc 부처 해석; 한글 이름·약칭도 가능 (공정위, 조심원, 고용부)",
);

/** A document's 일련번호 as a search row gives it (a number is read as its digits). */
export const serialArg: z.ZodType<string, unknown> = z.preprocess(
  (v) => (typeof v === "number" ? String(v) : v),
  z.string().trim().regex(/^\d{1,15}$/, "일련번호 (digits)"),
);

/** 사건번호 / 안건번호 / 청구번호. */
export const caseNumberArg: z.ZodString = z.string().trim().min(2).max(60);

/**
 * A range of a date other than the decisive one, sent upstream as one value
 * (`YYYYMMDD~YYYYMMDD`); either bound may be left out and each is read like every date.
 */
export const dateRangeArg: z.ZodPipe<z.ZodString, z.ZodTransform<string, string>> = z.string()
  .describe("YYYY-MM-DD~YYYY-MM-DD")
  .transform((s, ctx) => {
    const [a = "", b = "", ...rest] = s.split("~").map((x) => x.trim());
    const bound = (x: string, fallback: string) => {
      if (!x) return fallback;
      const r = readDateArg(x);
      if ("ymd" in r) return r.ymd;
      ctx.issues.push({ code: "custom", message: r.error, input: s });
      return "";
    };
    if (rest.length || (!a && !b) || !s.includes("~")) {
      ctx.issues.push({ code: "custom", message: `'${s}': 기간은 "YYYYMMDD~YYYYMMDD"`, input: s });
      return z.NEVER;
    }
    return `${bound(a, "19000101")}~${bound(b, "29991231")}`;
  });

/** Whether a call names its collection (or a case number that implies one); for `.refine`. */
export function hasDomain(a: { domain?: string; caseNumber?: string }): boolean {
  return Boolean(a.domain || a.caseNumber);
}

/** The domain a call names, or the one its case number implies. */
export function domainOf(a: { domain?: DecisionDomainId; caseNumber?: string }): DecisionDomain {
  const id = a.domain ?? parseCaseNumber(a.caseNumber ?? "")?.domain;
  if (!id) {
    throw new InputError(
      `사건번호 '${a.caseNumber}'로는 도메인을 알 수 없습니다; domain을 주세요.`,
      "domain",
    );
  }
  return decisionDomain(id);
}
