/**
 * A fourth blind batch, written on 2026-12-05 by helper "retrieval2" before it ran or changed
 * retrieval, and committed before any result on it was looked at (issue 30, "Everyday questions
 * find their article"). It keeps away from the fields of batches 1–3 and from their wordings:
 * found property, construction noise, child support, drugs, child abuse reports, patents, basic
 * livelihood, teachers, day care, food hygiene, passports, moving house, pensions, health
 * insurance, dispatched workers, sureties, deposit in court, crime victims, taxis, hit-and-run,
 * trees, tuition, expropriation, lifts, reconstruction, credit scores, civil servants, conflicts of
 * interest, police questioning, water pollution, unfair trade, fire safety, used cars, insider
 * trading, state land, recall of a mayor, complaints, resale of new flats, rent of private rental
 * housing, reporting a sale price, fatal accidents at work, death reports, road occupation,
 * prescription of land.
 *
 * Same form as the other batches: the statute a lawyer opens first and the articles that answer
 * (any one counts). Every statute is one the starter library holds (lib/library/starter's
 * catalogue was read, not its search); every article number and title was checked against the
 * corpus text (legalize-kr, 2026-06-05). Kept as written: later fixes must not edit a row to make
 * it pass, and retrieval is not tuned on its misses.
 *
 * @module
 */

import type { BlindRow } from "./everyday_blind_2026_12_04.ts";

/** The second batch of 2026-12-05. */
export const BLIND_2026_12_05B: readonly BlindRow[] = [
  // things found, noise, family money
  ["길에서 지갑 주워서 주인 찾아줬는데 사례금 달라고 해도 되나요", "유실물법", ["제4조"]],
  ["옆 건물 공사 소리 때문에 아침 7시부터 시끄러워 죽겠어요", "소음ㆍ진동관리법", [
    "제21조",
    "제22조",
    "제23조",
  ]],
  ["양육비 안주는 애아빠 운전면허 정지 시킬수 있다던데", "양육비 이행확보 및 지원에 관한 법률", [
    "제21조의3",
  ]],
  ["친구가 해외에서 대마 한번 피워봤다는데 그것도 걸려요?", "마약류 관리에 관한 법률", [
    "제3조",
    "제61조",
  ]],
  [
    "윗집 애가 맨날 맞는 소리 나요 신고하면 제 신상 알려지나요",
    "아동학대범죄의 처벌 등에 관한 특례법",
    [
      "제10조",
    ],
  ],
  ["학회에서 먼저 발표해버린 아이디어도 특허 낼 수 있어요?", "특허법", ["제30조"]],
  ["부모님이랑 연락 끊고 사는데 기초수급 신청하면 부모 재산도 보나요", "국민기초생활 보장법", [
    "제8조",
  ]],
  // school, day care, food
  [
    "학부모가 교실 들어와서 선생님한테 소리지르고 욕했어요",
    "교원의 지위 향상 및 교육활동 보호를 위한 특별법",
    [
      "제19조",
    ],
  ],
  ["어린이집에서 애 팔에 멍이 들어왔는데 cctv 보여달라고 할수 있나", "영유아보육법", ["제15조의5"]],
  ["배달시킨 국에서 벌레 나왔어요 어디 신고해요", "식품위생법", ["제46조"]],
  ["대학 등록금 매년 올리는데 상한선 있나요", "고등교육법", ["제11조"]],
  // papers, moving, pensions, insurance
  ["여행 가서 여권 잃어버렸는데 새로 만들수 있나", "여권법", ["제11조"]],
  ["이사하고 전입신고 깜빡했는데 며칠 안에 해야돼요", "주민등록법", ["제16조"]],
  ["연금 60살 전에 당겨 받으면 손해인가요", "국민연금법", ["제61조"]],
  ["직장 다니는 아들 밑으로 부모님 건보 올릴수있어요?", "국민건강보험법", ["제5조"]],
  // work
  ["파견회사 소속으로 같은 공장에서 3년째 일하는 중", "파견근로자 보호 등에 관한 법률", [
    "제6조의2",
  ]],
  ["공장에서 직원이 기계에 끼여 숨졌으면 대표도 감옥가나요", "중대재해 처벌 등에 관한 법률", [
    "제6조",
  ]],
  ["공무원인데 퇴근하고 유튜브 채널 운영해도 돼요?", "국가공무원법", ["제64조"]],
  ["군청이 과장 동생네 회사랑 수의계약 맺었대요", "공직자의 이해충돌 방지법", ["제12조"]],
  // money, debts, payments
  ["친구 대출에 말로만 보증 서준다고 했는데 저도 갚아야 하나", "민법", ["제428조의2"]],
  ["집주인이 월세를 일부러 안 받아요 연체로 몰려는 것 같은데", "민법", ["제487조"]],
  ["남의 땅인줄 모르고 20년 넘게 밭으로 썼으면 제꺼 되나요", "민법", ["제245조"]],
  [
    "신용점수가 갑자기 떨어졌는데 왜 떨어졌는지 물어볼 수 있나",
    "신용정보의 이용 및 보호에 관한 법률",
    [
      "제36조의2",
      "제38조",
    ],
  ],
  ["회사 실적발표 전에 미리 듣고 주식 샀는데 문제 되나", "자본시장과 금융투자업에 관한 법률", [
    "제174조",
  ]],
  // crime victims, police
  ["묻지마 폭행 당했는데 범인이 돈이 없대요 치료비는 누가", "범죄피해자 보호법", ["제16조"]],
  ["경찰서에서 참고인 조사 나오라는데 변호사 데려가도 되나요", "형사소송법", ["제243조의2"]],
  // roads and vehicles
  ["택시가 가까운 데 간다고 안태워줬어요", "여객자동차 운수사업법", ["제26조"]],
  ["뺑소니 당했는데 차 번호를 못봤어요 보상 못받나요", "자동차손해배상 보장법", ["제30조"]],
  ["중고차 샀는데 침수차였어요 딜러가 말 안해줌", "자동차관리법", ["제58조"]],
  ["가게 앞 인도에 테이블 내놓고 장사하면 불법?", "도로법", ["제61조"]],
  // land, building, housing
  ["시골 우리 산에 있는 나무 베서 팔아도 되나", "산림자원의 조성 및 관리에 관한 법률", [
    "제36조",
  ]],
  [
    "도로 난다고 우리 논이 수용된대요 보상은 시세대로 주나",
    "공익사업을 위한 토지 등의 취득 및 보상에 관한 법률",
    [
      "제70조",
    ],
  ],
  ["아파트 엘리베이터 검사 안받고 그냥 운행하는데 괜찮나", "승강기 안전관리법", ["제32조"]],
  ["재건축 조합에 안들어가겠다고 버티면 집 뺏기나요", "도시 및 주거환경정비법", ["제64조"]],
  ["청약 당첨된 분양권 바로 팔아도 되나요", "주택법", ["제64조"]],
  ["민간임대 아파트 사는데 재계약때 임대료 얼마나 올릴수 있어요", "민간임대주택에 관한 특별법", [
    "제44조",
  ]],
  ["집 팔고 나서 실거래가 신고는 언제까지", "부동산 거래신고 등에 관한 법률", ["제3조"]],
  ["상가 건물에 스프링클러 소화기 관리 안하면 어떻게 돼요", "소방시설 설치 및 관리에 관한 법률", [
    "제12조",
  ]],
  ["나라 땅인줄 모르고 텃밭 일궜는데 돈 내라고 고지서 옴", "국유재산법", ["제72조"]],
  // the state, environment, trade
  ["동네 하천에 공장이 밤마다 폐수 버려요", "물환경보전법", ["제15조"]],
  ["우리 시장 너무 못해서 주민들이 끌어내릴 방법 없나", "지방자치법", ["제25조"]],
  ["구청에 민원 넣었는데 한달째 답이 없어요 처리기한 있나", "민원 처리에 관한 법률", ["제17조"]],
  ["본사가 대리점한테 안팔리는 물건 억지로 떠넘겨요", "독점규제 및 공정거래에 관한 법률", [
    "제45조",
  ]],
  ["아버지 돌아가셨는데 사망신고 언제까지 해야 하나요", "가족관계의 등록 등에 관한 법률", [
    "제84조",
  ]],
];
