/**
 * The risky-clause table of the document review: wording → the statute and article that governs
 * it. Only articles whose number and subject are certain are listed; where the rule depends on
 * facts the text does not give (is it 약관? an online sale? is the 보증인 a person?), the entry
 * says which fact is missing instead of guessing.
 *
 * @module
 */

/** One risky pattern. */
export interface RiskPattern {
  /** Stable id. */
  id: string;
  /** What the clause does. */
  label: string;
  /** How serious, for sorting. */
  severity: "high" | "medium" | "low";
  /** Wording that signals it. */
  match: RegExp;
  /** Governing statute (full name). */
  law?: string;
  /** Governing article label, only when certain. */
  article?: string;
  /** What the rule says about such a clause. */
  rule: string;
  /** A fact the reader must supply before the rule applies. */
  needsFacts?: string;
}

/** 약관법 applies only to standard terms; said on every 약관법 finding. */
export const TERMS_FACT =
  "여러 상대방에게 같은 내용으로 쓰는 약관인지 (개별 협상한 조항이면 약관법 대신 민법 일반원칙)";

const TERMS = "약관의 규제에 관한 법률";

/** The table, most serious first. */
export const RISK_PATTERNS: readonly RiskPattern[] = [
  {
    id: "exemption",
    label: "면책·책임 제한",
    severity: "high",
    match: /(책임을?\s?(지지|부담하지)\s?않|책임이\s?없|책임을?\s?면|면책|일체의\s?책임)/,
    law: TERMS,
    article: "제7조",
    rule:
      "사업자의 고의·중대한 과실 책임을 배제하거나 상당한 이유 없이 책임을 제한하는 조항은 무효",
    needsFacts: TERMS_FACT,
  },
  {
    id: "penalty",
    label: "위약금·손해배상액 예정",
    severity: "high",
    match: /(위약금|위약벌|손해배상액의?\s?예정|배상액을?\s?예정)/,
    law: "민법",
    article: "제398조",
    rule:
      "손해배상 예정액이 부당히 과다하면 법원이 감액할 수 있음 (약관이면 약관법 제8조: 과중한 지연손해금 등 무효)",
  },
  {
    id: "one_sided_termination",
    label: "일방적 해제·해지",
    severity: "high",
    match:
      /(임의로|일방적으로|언제든지|사전\s?통지\s?없이|통보\s?없이)[^.\n]{0,30}(해지|해제|중단|종료|탈퇴)/,
    law: TERMS,
    article: "제9조",
    rule:
      "법률에 없는 해제·해지권을 사업자에게 주거나 고객의 해제·해지권을 배제·제한하는 조항은 무효",
    needsFacts: TERMS_FACT,
  },
  {
    id: "unilateral_change",
    label: "급부 내용의 일방적 변경",
    severity: "medium",
    match: /(임의로|일방적으로|사전\s?통지\s?없이)[^.\n]{0,30}(변경|수정|조정)할\s?수\s?있/,
    law: TERMS,
    article: "제10조",
    rule: "상당한 이유 없이 급부 내용을 사업자가 일방적으로 정하거나 바꿀 수 있게 하는 조항은 무효",
    needsFacts: TERMS_FACT,
  },
  {
    id: "auto_renewal",
    label: "자동 갱신·연장 (이의 없으면 동의 간주)",
    severity: "medium",
    match: /(자동\s?(으로\s?)?(갱신|연장)|이의를?\s?제기하지\s?않으면[^.\n]{0,30}(동의|갱신|연장))/,
    law: TERMS,
    article: "제12조",
    rule:
      "고객의 작위·부작위로 의사표시가 있는 것으로 보는 조항은, 상당한 기한을 정해 알리지 않으면 무효",
    needsFacts: TERMS_FACT,
  },
  {
    id: "no_refund",
    label: "환불 불가·청약철회 제한",
    severity: "high",
    match:
      /(환불[^.\n]{0,6}(불가|되지\s?않|하지\s?않)|청약\s?철회[^.\n]{0,10}(불가|할\s?수\s?없)|반품[^.\n]{0,6}불가|취소\s?불가)/,
    law: "전자상거래 등에서의 소비자보호에 관한 법률",
    article: "제17조",
    rule:
      "통신판매에서는 계약서를 받은 날부터 7일 이내 청약철회를 할 수 있고 이를 배제하는 약정은 효력이 없음(예외 사유 있음)",
    needsFacts: "인터넷·전화 등 통신판매인지, 청약철회 예외(훼손·사용 등)에 해당하는지",
  },
  {
    id: "jurisdiction",
    label: "관할 법원 합의",
    severity: "medium",
    match: /(관할\s?법원|전속\s?관할|합의\s?관할|관할로\s?한다|법원을\s?관할)/,
    law: TERMS,
    article: "제14조",
    rule: "고객에게 부당하게 불리한 재판관할 합의 조항은 무효",
    needsFacts: TERMS_FACT,
  },
  {
    id: "waiver",
    label: "이의제기·항변권 포기",
    severity: "medium",
    match: /(이의를?\s?제기할\s?수\s?없|권리를?\s?포기|항변할\s?수\s?없|항변권을?\s?포기)/,
    law: TERMS,
    article: "제11조",
    rule: "법률상 고객의 항변권·상계권 등을 상당한 이유 없이 배제·제한하는 조항은 무효",
    needsFacts: TERMS_FACT,
  },
  {
    id: "personal_data_third_party",
    label: "개인정보 제3자 제공",
    severity: "high",
    match:
      /(개인정보[^.\n]{0,40}제3자[^.\n]{0,15}(제공|공유)|제3자에게[^.\n]{0,20}(개인정보|정보)[^.\n]{0,10}(제공|공유))/,
    law: "개인정보 보호법",
    article: "제17조",
    rule:
      "제3자 제공은 정보주체의 별도 동의(받는 자·목적·항목·보유기간·거부권 고지) 등 법정 사유가 있어야 함",
  },
  {
    id: "employee_penalty",
    label: "근로자 위약금·손해배상 예정",
    severity: "high",
    match: /(근로자|직원|피고용인)[^.\n]{0,40}(위약금|손해배상액을?\s?예정|배상하여야)/,
    law: "근로기준법",
    article: "제20조",
    rule: "사용자는 근로계약 불이행에 대한 위약금 또는 손해배상액을 예정하는 계약을 체결하지 못함",
    needsFacts: "근로계약(또는 그에 딸린 약정)인지",
  },
  {
    id: "guarantee",
    label: "보증·연대보증",
    severity: "medium",
    match: /(연대\s?보증|보증인)/,
    law: "민법",
    article: "제428조의2",
    rule: "보증은 보증인의 기명날인 또는 서명이 있는 서면으로 하여야 효력이 있음",
    needsFacts: "보증인이 개인인지 (개인이면 보증인 보호를 위한 특별법도 적용)",
  },
  {
    id: "non_compete",
    label: "경업금지·전직 제한",
    severity: "medium",
    match:
      /(경업|경쟁\s?업체|동종\s?업(종|체))[^.\n]{0,40}(금지|취업할\s?수\s?없|종사할\s?수\s?없)/,
    rule: "기간·지역·대가 등에 비추어 과도하면 무효일 수 있음 (판례 법리, 특정 조문 없음)",
    needsFacts: "제한 기간·지역·대상 직무와 대가 지급 여부",
  },
];
