/**
 * The deep vocabulary, part 3 (./vocab_deep_3.ts), second pass: the long tail of how people
 * phrase the group's situations — a parcel that never comes, a clause nobody explained, a
 * collector ringing the office, a shop refusing cards, a tracker under the car, a refused copy of
 * a public record, paperwork done online. Each entry cites the article that answers and writes
 * its legal word (legalize-kr, starter library).
 *
 * @module
 */

import { entry as v, type VocabEntry } from "./vocab_entry.ts";

const EC = "corpus: 전자상거래 등에서의 소비자보호에 관한 법률";
const TERMS = "corpus: 약관의 규제에 관한 법률";
const COLLECT = "corpus: 채권의 공정한 추심에 관한 법률";
const CARD = "corpus: 여신전문금융업법";
const INSOLV = "corpus: 채무자 회생 및 파산에 관한 법률";
const TEL = "corpus: 전기통신사업법";
const LOC = "corpus: 위치정보의 보호 및 이용 등에 관한 법률";
const OPEN = "corpus: 공공기관의 정보공개에 관한 법률";
const EGOV = "corpus: 전자정부법";

/** Second-pass phrasings for part 3's statutes. */
export const DEEP_3_TAIL: readonly VocabEntry[] = [
  v(
    "물건+안 와|물건이 안 와|택배+안 와|배송+안 와|배송이 안|주문+안 와|상품+안 와|결제했는데+안 와|판매자+연락두절|판매자+잠수|쇼핑몰+잠수|쇼핑몰+연락두절|배송+안 해",
    "선지급식 통신판매|통신판매업자|재화등의 공급",
    `${EC} 제15조(재화등의 공급 등)`,
  ),
  v(
    "설명+못 들은|설명 못 들|설명도 안 해|설명 안 해준|설명 없이+조항|조항+설명+안|조항+설명 못|약관+설명 안|약관+설명+못|설명 안 들은+조항|깨알같은+조항|깨알 글씨",
    "약관의 중요한 내용|설명하여야|계약의 내용으로 주장할 수 없다",
    `${TERMS} 제3조(약관의 작성 및 설명의무 등)`,
  ),
  v(
    "빚+회사로 전화|빚+직장으로|빚+직장에|빚+동료|빚+가족한테|빚+부모님한테|추심+직장|추심+회사로|추심+가족|연체+회사로 전화|연체+직장|빚 독촉+회사|빚쟁이+회사|채권자+회사로",
    "관계인에 대한 연락 금지|관계인",
    `${COLLECT} 제8조의3(관계인에 대한 연락 금지)`,
    0.8,
  ),
  v(
    "카드 내니까|카드+수수료 붙|카드+수수료+더 내|카드+현금 달|카드+현금만|카드 결제+거부|카드결제+거부|카드 안 받|카드+안 받아|카드는 안 돼|카드+수수료+따로|카드+부가세+더|현금가+카드가|현금 내면+깎",
    "가맹점의 준수사항|신용카드로 거래한다는 이유로|불리하게 대우",
    `${CARD} 제19조(가맹점의 준수사항)`,
  ),
  v(
    "파산+없어지|파산+다 없어|파산하면+빚|파산+탕감|면책+효과|면책 받으면|면책되면|면책+안 되는 빚|면책+제외|빚+다 없어|빚+탕감+파산",
    "면책의 효력|면책을 받은 채무자",
    `${INSOLV} 제566조(면책의 효력)`,
  ),
  v(
    "부가서비스+몰래|몰래+가입시|동의 없이+가입시|모르게+가입|부가서비스+가입시켜|통신사+몰래|요금제+몰래|통신사+동의 없이|휴대폰 요금+몰래|핸드폰 요금+몰래|폰 요금+몰래",
    "금지행위|이용자의 이익을 해치는",
    `${TEL} 제50조(금지행위)`,
  ),
  v(
    "gps+달아|gps+몰래|gps+붙|GPS+달아|GPS+몰래|위치추적기|위치 추적기|차에+gps|차에+GPS|차에+위치|어디 가는지+다 알|어디 있는지+다 알|내 위치+몰래|위치+몰래 추적|폰에+위치+몰래",
    "위치정보의 수집 등의 금지|개인위치정보",
    `${LOC} 제15조(위치정보의 수집 등의 금지)`,
  ),
  v(
    "비공개래|비공개라고|비공개 결정|비공개+이의|비공개+불복|공개 거부|공개+안 해준|서류+안 보여|복사+거부|복사해달라+안|열람+거부|정보공개+거부|정보공개+이의",
    "이의신청|비공개 결정",
    `${OPEN} 제18조(이의신청); 제9조(비공개 대상 정보)`,
  ),
  v(
    "인터넷으로+서류|온라인으로+서류|온라인으로+민원|인터넷으로+민원|정부24|주민센터 안 가|관공서 안 가|방문 안 하고+민원|온라인+발급|인터넷+발급|집에서+서류 떼|온라인+민원 신청",
    "전자정부서비스|전자문서",
    `${EGOV} 제7조(전자정부서비스의 신청 등)`,
  ),
];
