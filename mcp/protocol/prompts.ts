/**
 * Prompts: the recurring legal tasks, each a user message that tells the model which tools to
 * use in which order and what to hand back. Argument names match the completion sources in
 * `completions.ts` (lawName, parentLaw, article, municipality, contractType, date).
 *
 * @module
 */

import { type GetPromptResult, type Prompt, ProtocolError, ProtocolErrorCode } from "./sdk.ts";
import { josa } from "../../lib/korean/mod.ts";

interface PromptDef extends Prompt {
  render(args: Record<string, string>): string;
}

const VERIFY =
  "인용마다 get_law_text(또는 get_batch_articles)로 현행 조문을 실제로 읽고 확인하세요. " +
  "조문 번호는 가지번호까지(제4조의2 ≠ 제4조, 제42조) 그대로 쓰고, 도구가 [NOT_FOUND]라고 답한 " +
  "것은 '없음'으로, 오류([UPSTREAM_…], [TIMEOUT] 등)는 '확인 못 함'으로 구분해 보고하세요.";

const DEFS: PromptDef[] = [
  {
    name: "verify_citations",
    title: "초안의 법령·판례 인용 검증",
    description: "Check every statute and case citation in a draft against the current text.",
    arguments: [
      { name: "draft", description: "검증할 초안 전문", required: true },
      { name: "date", description: "기준일 YYYYMMDD (기본: 오늘)", required: false },
    ],
    render: (a) =>
      [
        "다음 초안에 나오는 모든 법령·조문·판례 인용을 검증해 주세요.",
        a.date ? `기준일: ${a.date} (get_law_text의 asOf로 그날 시행 중이던 판을 읽으세요)` : "",
        "1. 인용을 빠짐없이 뽑으세요: 법령명(약칭 포함)·조·항·호·목, 판례·결정례 사건번호.",
        "2. 법령명은 search_law로 법령ID를 확정하고, " + VERIFY,
        "3. 판례·결정례는 결정례 도구(있다면 search_decisions → get_decision_text)로 확인하세요.",
        "4. 인용한 내용이 조문·판시와 맞는지, 개정·삭제되었는지, 조문 번호가 밀렸는지 보세요.",
        "5. 표로 답하세요: 인용 | 판정(정확/내용 불일치/번호 오류/삭제·개정/없음/확인 못 함) | 근거 " +
        "(조문 원문 한 줄) | 고칠 문구. 리소스 링크(law://…)를 근거로 다세요.",
        "",
        "초안:",
        '"""',
        a.draft,
        '"""',
      ].filter((l) => l !== "").join("\n"),
  },
  {
    name: "law_as_of",
    title: "특정 시점의 법령 내용",
    description: "What a statute (or one article) said on a given date, compared with today.",
    arguments: [
      { name: "lawName", description: "법령명 또는 약칭", required: true },
      { name: "date", description: "시점 YYYYMMDD", required: true },
      { name: "article", description: "조문 (예: 제4조의2); 없으면 전체", required: false },
    ],
    render: (a) =>
      [
        `${
          josa(`「${a.lawName}」${a.article ? ` ${a.article}` : ""}`, "이/가")
        } ${a.date} 당시 어떻게 ` +
        "규정하고 있었는지 알려 주세요.",
        `1. search_law로 법령ID를 찾고, get_law_text {lawId, asOf: "${a.date}"` +
        `${a.article ? `, articles: ["${a.article}"]` : ""}}로 그날 시행 중이던 판을 읽으세요 ` +
        `(리소스: law://{lawId}@${a.date}${a.article ? `/${a.article}` : ""}).`,
        "2. 같은 조문의 현행 텍스트도 읽어 무엇이 바뀌었는지 비교하세요.",
        "3. 답: 그 판의 시행일·공포번호, 당시 조문 원문, 현행과의 차이, 주의점(부칙 경과규정 등).",
      ].join("\n"),
  },
  {
    name: "prepare_appeal",
    title: "처분에 대한 행정심판·행정소송 준비",
    description: "Prepare an administrative appeal or lawsuit against a disposition (처분).",
    arguments: [
      { name: "disposition", description: "처분 내용 (무엇을, 언제, 어떤 근거로)", required: true },
      { name: "lawName", description: "처분 근거 법령", required: false },
      { name: "date", description: "처분이 있음을 안 날 YYYYMMDD", required: false },
      { name: "municipality", description: "처분청이 지방자치단체면 그 이름", required: false },
    ],
    render: (a) =>
      [
        "아래 처분에 대해 행정심판 또는 행정소송을 준비하려 합니다.",
        `처분: ${a.disposition}`,
        a.lawName ? `근거 법령: ${a.lawName}` : "",
        a.date ? `처분을 안 날: ${a.date}` : "",
        a.municipality ? `처분청 소재: ${a.municipality}` : "",
        "1. 기간부터: 행정심판법 제27조와 행정소송법 제20조를 get_law_text로 읽고 청구·제소 " +
        "기한을 날짜로 계산하세요.",
        "2. 근거 법령의 처분 요건 조문과 절차(사전통지·의견제출: 행정절차법 제21조·제22조, " +
        "이유제시: 제23조)를 읽고 위법 사유 후보를 뽑으세요. " + VERIFY,
        "3. 비슷한 사안의 행정심판례·판례를 결정례 도구로 찾아 인용 가능성을 보세요.",
        "4. 집행정지(행정심판법 제30조, 행정소송법 제23조) 필요성을 검토하세요.",
        "5. 답: 기한 요약, 쟁점별 주장 초안(근거 조문·결정례 링크), 필요한 서류, 다음 할 일.",
      ].filter((l) => l !== "").join("\n"),
  },
  {
    name: "review_contract",
    title: "계약서 검토",
    description: "Review a contract clause by clause against the statutes that govern it.",
    arguments: [
      { name: "contract", description: "계약서 전문", required: true },
      {
        name: "contractType",
        description: "계약 종류 (근로계약, 주택임대차계약 …)",
        required: false,
      },
      { name: "lawName", description: "특히 볼 법령", required: false },
    ],
    render: (a) =>
      [
        `다음 ${a.contractType ?? "계약서"}를 조항별로 검토해 주세요.`,
        a.lawName ? `특히 「${a.lawName}」에 비추어 보세요.` : "",
        "1. 계약 종류에 적용되는 강행법규를 search_law로 찾으세요 (예: 근로기준법, " +
        "주택임대차보호법, 약관의 규제에 관한 법률, 하도급법).",
        "2. 조항마다 무효·불공정·누락 위험을 보고, 근거 조문을 " + VERIFY,
        "3. 답: 조항 | 위험도 | 문제 | 근거 조문(링크) | 수정 문구. 마지막에 빠진 필수 조항 목록.",
        "",
        "계약서:",
        '"""',
        a.contract,
        '"""',
      ].filter((l) => l !== "").join("\n"),
  },
  {
    name: "compare_ordinance",
    title: "조례와 상위법 비교",
    description: "Compare a local ordinance with its parent law: delegation, conflicts, gaps.",
    arguments: [
      { name: "municipality", description: "지방자치단체 (예: 경기도 수원시)", required: true },
      { name: "ordinance", description: "조례명 (예: 수원시 건축 조례)", required: true },
      { name: "parentLaw", description: "상위 법령 (예: 건축법)", required: true },
    ],
    render: (a) =>
      [
        `${a.municipality}의 「${a.ordinance}」를 상위 법령 「${a.parentLaw}」와 비교해 주세요.`,
        "1. 자치법규 도구로 조례 본문을 읽고, search_law·get_law_text로 상위 법률과 그 " +
        '시행령·시행규칙에서 조례에 위임한 조문("조례로 정한다")을 찾으세요.',
        "2. 조례 조문마다 위임 근거가 있는지, 위임 범위를 넘는지, 상위법과 충돌하는지, 상위법 " +
        "개정으로 낡은 인용이 남았는지 보세요. 주민의 권리 제한·의무 부과는 지방자치법 제28조 " +
        "단서(법률의 위임)를 기준으로 판단하세요. " + VERIFY,
        "3. 답: 조례 조문 | 상위법 근거(링크) | 판정(적법/위임 없음/범위 초과/충돌/낡은 인용) | 설명.",
      ].join("\n"),
  },
];

/** prompts/list entries. */
export const PROMPTS: Prompt[] = DEFS.map(({ render: _r, ...p }) => p);

/** prompts/get: the prompt's user message with the arguments filled in. */
export function getPrompt(name: string, args: Record<string, string> = {}): GetPromptResult {
  const def = DEFS.find((d) => d.name === name);
  if (!def) {
    throw new ProtocolError(
      ProtocolErrorCode.InvalidParams,
      `Unknown prompt '${name}'. Prompts: ${DEFS.map((d) => d.name).join(", ")}`,
    );
  }
  const missing = (def.arguments ?? []).filter((x) => x.required && !args[x.name]?.trim());
  if (missing.length) {
    throw new ProtocolError(
      ProtocolErrorCode.InvalidParams,
      `Prompt '${name}' needs: ${missing.map((m) => m.name).join(", ")}`,
    );
  }
  return {
    description: def.description,
    messages: [{ role: "user", content: { type: "text", text: def.render(args) } }],
  };
}
