/**
 * A third blind batch, written on 2026-12-05 before this session ran or changed retrieval, and
 * committed before any result on it was looked at (issue 30, "Everyday questions find their
 * article"). It keeps away from the fields and words of the first two batches (family and
 * inheritance, leases, dismissal and wages, traffic, assault and fraud, refunds, income and gift
 * tax, data leaks, school violence, military service): copyright, trade secrets, youth, animals,
 * recordings, loans and interest, phishing, cards, insolvency, civil procedure and enforcement,
 * franchise and subcontracting, fixed-term and foreign workers, agents' fees, title trusts,
 * building, state liability, administrative appeals, disclosure, assemblies, gifts to officials,
 * whistle-blowers, records, domestic violence, names, customs, drones, products, finance,
 * juveniles, disability, elections, standard terms, advertising.
 *
 * Same form as the other batches: the statute a lawyer opens first and the articles that answer
 * (any one counts). Every statute is one the starter library holds (its catalogue was read, not
 * its search); every article number and title was checked against the corpus text (legalize-kr,
 * 2026-06-05). Kept as written: later fixes must not edit a row to make it pass.
 *
 * @module
 */

import type { BlindRow } from "./everyday_blind_2026_12_04.ts";

/** The batch of 2026-12-05. */
export const BLIND_2026_12_05: readonly BlindRow[] = [
  // copyright, trade secrets, advertising
  ["유튜브에 영화 장면 잘라서 리뷰 올리면 저작권 걸림?", "저작권법", ["제28조", "제35조의5"]],
  ["회사 다니면서 만든 캐릭터 저작권은 내꺼 아니에요?", "저작권법", ["제9조"]],
  ["퇴사한 직원이 거래처 리스트 빼가서 경쟁업체로 감", "부정경쟁방지 및 영업비밀보호에 관한 법률", [
    "제2조",
    "제10조",
    "제18조",
  ]],
  ["가짜 후기로 광고하면 처벌", "표시ㆍ광고의 공정화에 관한 법률", ["제3조"]],
  // youth, food, animals
  ["편의점 알바하는데 미자한테 담배 팔면 저도 처벌받아요?", "청소년 보호법", ["제28조", "제59조"]],
  ["배달 음식점 원산지 표시 안 해놓으면 불법인가요", "농수산물의 원산지 표시 등에 관한 법률", [
    "제5조",
  ]],
  ["강아지 산책할때 목줄 안하면 과태료 나와요?", "동물보호법", ["제16조"]],
  ["길고양이 괴롭히는 사람 처벌 가능한가요", "동물보호법", ["제10조", "제97조"]],
  // recordings
  ["상대방 모르게 통화 녹음한거 불법이에요?", "통신비밀보호법", ["제3조", "제14조"]],
  // loans, cards, phishing, insolvency
  [
    "대부업체에서 이자를 너무 많이 받아요 법정 최고이자 넘는거 아닌가",
    "대부업 등의 등록 및 금융이용자 보호에 관한 법률",
    [
      "제8조",
    ],
  ],
  ["지인한테 돈 빌려주면서 이자 몇프로까지 받아도 돼?", "이자제한법", ["제2조"]],
  [
    "보이스피싱 당해서 송금함 돈 돌려받을수있나요",
    "전기통신금융사기 피해 방지 및 피해금 환급에 관한 특별법",
    [
      "제3조",
      "제4조",
    ],
  ],
  ["신용카드 잃어버렸는데 누가 긁었어요 그거 제가 다 갚아야돼요?", "여신전문금융업법", ["제16조"]],
  ["파산 면책 받으면 빚 전부 탕감되나요", "채무자 회생 및 파산에 관한 법률", [
    "제566조",
    "제564조",
  ]],
  ["은행 직원이 펀드 위험하다는 설명 안해줬어요", "금융소비자 보호에 관한 법률", ["제19조"]],
  ["인터넷뱅킹 해킹당해서 돈 빠져나감 은행이 물어줘야하나", "전자금융거래법", ["제9조"]],
  // civil procedure and enforcement
  ["200만원 안갚는 사람 소송 말고 지급명령 가능?", "민사소송법", ["제462조"]],
  ["판결문 있는데 돈을 안줘요 상대 통장 압류하려면", "민사집행법", ["제223조"]],
  // business
  ["프랜차이즈 가맹점 계약했다가 취소하면 가맹비 돌려받나", "가맹사업거래의 공정화에 관한 법률", [
    "제10조",
  ]],
  ["원청이 하도급 대금을 석달째 안주고 있어요", "하도급거래 공정화에 관한 법률", ["제13조"]],
  ["주주인데 회사 회계장부 보여달라고 할수있나", "상법", ["제466조"]],
  ["약관에 회사는 어떤 경우에도 책임 안진다고 써있는데 유효?", "약관의 규제에 관한 법률", [
    "제7조",
  ]],
  ["새로 산 전기장판 불나서 다쳤어요 제조사 책임", "제조물 책임법", ["제3조"]],
  // work, outside dismissal and wages
  [
    "계약직으로 2년 넘게 일하면 정규직 되는거 맞아요?",
    "기간제 및 단시간근로자 보호 등에 관한 법률",
    [
      "제4조",
    ],
  ],
  ["회사가 망해서 밀린 월급 못받음 나라에서 대신 주는 제도", "임금채권보장법", ["제7조"]],
  ["공장 설비가 위험해 보이는데 작업 멈추고 나가도 되나요", "산업안전보건법", ["제52조"]],
  ["외국인 근로자인데 다른 회사로 옮기고 싶어요", "외국인근로자의 고용 등에 관한 법률", ["제25조"]],
  ["면접 떨어졌는데 낸 서류 돌려달라고 할수 있나", "채용절차의 공정화에 관한 법률", ["제11조"]],
  ["노조 가입했더니 회사가 승진에서 뺐어요", "노동조합 및 노동관계조정법", ["제81조"]],
  // land and building
  ["아파트 매매할때 부동산 복비 상한이 얼마", "공인중개사법", ["제32조"]],
  ["아빠 이름으로 내 땅 등기해놨는데 문제돼요?", "부동산 실권리자명의 등기에 관한 법률", [
    "제3조",
    "제4조",
  ]],
  ["옥상에 허락없이 방 하나 올렸는데 불법건축물 되나요", "건축법", ["제11조", "제14조", "제79조"]],
  ["새 아파트 벽에 금 갔는데 하자보수 몇년까지 돼요", "공동주택관리법", ["제36조", "제37조"]],
  ["그린벨트 땅에 창고 지어도 되나", "개발제한구역의 지정 및 관리에 관한 특별조치법", ["제12조"]],
  // the state
  ["도로 포트홀 때문에 타이어 터짐 나라에서 배상해주나", "국가배상법", ["제5조"]],
  ["구청에서 영업정지 처분 받았는데 행정심판 기한", "행정심판법", ["제27조"]],
  ["시청에 회의록 공개 청구하려면 어떻게 해요", "공공기관의 정보공개에 관한 법률", [
    "제10조",
    "제5조",
  ]],
  ["집회 하려면 경찰서에 며칠 전에 신고해요", "집회 및 시위에 관한 법률", ["제6조"]],
  ["담임쌤한테 스승의날 기프티콘 드려도 되나요", "부정청탁 및 금품등 수수의 금지에 관한 법률", [
    "제8조",
  ]],
  ["회사 비리 내부고발하면 불이익 당할까봐 무서워요", "공익신고자 보호법", ["제15조"]],
  ["선거 후보 비방하는 글 올리면 처벌받나", "공직선거법", ["제251조", "제250조"]],
  ["해외직구 얼마까지 관세 면제", "관세법", ["제94조"]],
  ["드론 날리려면 허가 받아야하나요", "항공안전법", ["제127조", "제129조"]],
  // records, violence at home, names, juveniles, disability
  ["벌금 전과 몇년 지나면 기록 없어져요", "형의 실효 등에 관한 법률", ["제7조"]],
  ["남편이 때려서 집 근처에 못오게 하고 싶어요", "가정폭력범죄의 처벌 등에 관한 특례법", [
    "제55조의2",
    "제29조",
  ]],
  ["이름이 너무 촌스러워서 개명하고 싶은데", "가족관계의 등록 등에 관한 법률", ["제99조"]],
  ["재혼했는데 애 성을 새아빠 성으로 바꿀 수 있나요", "민법", ["제781조"]],
  ["중학생이 물건 훔쳤는데 촉법소년이라 처벌 안받나요", "소년법", ["제4조"]],
  ["여러명이 같이 한 사람 때리면 처벌 더 세요?", "폭력행위 등 처벌에 관한 법률", ["제2조"]],
  ["장애 있다고 보험 가입 거절당했어요", "장애인차별금지 및 권리구제 등에 관한 법률", [
    "제17조",
    "제4조",
  ]],
];
