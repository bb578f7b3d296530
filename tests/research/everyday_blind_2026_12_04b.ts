/**
 * A second blind batch, written on 2026-12-04 after retrieval was built and tuned on the first
 * batch (./everyday_blind_2026_12_04.ts), and committed before any result on it was looked at:
 * the first batch became a development set, this one measures what the tuning did not see. Same
 * form: the statute a lawyer opens first and the articles that answer (any one counts); article
 * numbers checked against the corpus' article titles only. Kept as written.
 *
 * @module
 */

import type { BlindRow } from "./everyday_blind_2026_12_04.ts";

const CIVIL = "민법";
const PC = "형법";
const LSA = "근로기준법";

/** The second batch of 2026-12-04. */
export const BLIND_2026_12_04B: readonly BlindRow[] = [
  ["퇴사하고 2주 지났는데 밀린 돈 정산 안해줘요", LSA, ["제36조"]],
  ["팀장이 단톡에서 공개적으로 망신줘요 이거 괴롭힘 맞죠", LSA, ["제76조의2", "제76조의3"]],
  ["4시간 일하면 쉬는시간 몇분 줘야돼?", LSA, ["제54조"]],
  ["이혼할때 재산 나누는 비율", CIVIL, ["제839조의2"]],
  ["형제끼리 유산 어떻게 나눠요 법정 비율", CIVIL, ["제1009조"]],
  ["외상값 받을 돈 몇년 지나면 못받아요", CIVIL, ["제162조", "제163조"]],
  ["중고로 산 냉장고 고장났는데 판매자한테 책임 물을수있나", CIVIL, ["제580조"]],
  ["전셋집 보일러 고장 수리비 누가 내요", CIVIL, ["제623조"]],
  ["월세 두번 밀리면 쫓겨나나요 상가", "상가건물 임대차보호법", ["제10조의8"]],
  ["집 경매 넘어가면 소액임차인 최우선변제 얼마", "주택임대차보호법", ["제8조"]],
  ["가게 주인이 계약 연장 거절함 10년 안됐는데", "상가건물 임대차보호법", ["제10조"]],
  ["동생이 내 카드 몰래 가져가서 씀", PC, ["제329조"]],
  ["회사 돈 빼돌린 직원 고소", PC, ["제355조"]],
  ["맞아서 나도 밀쳤는데 쌍방폭행 되나요", PC, ["제21조", "제260조"]],
  ["명예훼손 고소 기간 지나면 못하나", "형사소송법", ["제230조"]],
  ["면허 없이 오토바이 타다 걸림", "도로교통법", ["제43조"]],
  ["운전 중에 핸드폰 보면 벌금", "도로교통법", ["제49조"]],
  ["쇼핑몰 반품했는데 환불이 일주일째 안 들어와요", "전자상거래 등에서의 소비자보호에 관한 법률", [
    "제18조",
  ]],
  ["가입할때 동의 안했는데 내 정보를 다른 회사에 넘겼대요", "개인정보 보호법", ["제17조"]],
  ["병원 진료기록 복사해달라고 하면 줘야되나", "의료법", ["제21조"]],
  ["육아휴직 아빠도 쓸수있어요?", "남녀고용평등과 일ㆍ가정 양립 지원에 관한 법률", ["제19조"]],
  ["권고사직 당했는데 실업급여 조건", "고용보험법", ["제40조", "제58조"]],
  ["집 팔때 1주택이면 양도세 안내요?", "소득세법", ["제89조"]],
  ["이사했는데 전입신고 언제까지 해야돼", "주민등록법", ["제16조"]],
  ["학폭 피해자인데 학교가 해줄수있는 조치", "학교폭력예방 및 대책에 관한 법률", ["제16조"]],
];
