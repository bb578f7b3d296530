/**
 * Broad said words of the older vocabulary (lib/retrieve/vocab.ts, vocab_everyday.ts,
 * vocab_fields_a*.ts, vocab_fields_b*.ts): a bare everyday word ("잃어버", "가지", "해킹",
 * "잘렸", "연기", "다쳤") once pulled a question of another field to the entry's cited article.
 * Plain-word questions, written for this test, each of which that word used to mislead: the
 * question must land on its own statute, and the misleading article must not be among the picks.
 * On the vocabulary before the narrowing (commit e4ffbe4) all 22 failed.
 */

import assert from "node:assert/strict";
import { starterLibraryFile } from "../../lib/library/starter/materialise.ts";
import { openLibrary } from "../../lib/library/mod.ts";
import { libraryIndex } from "../../lib/retrieve/mod.ts";
import { readQuery } from "../../lib/research/mod.ts";

const library = openLibrary(await starterLibraryFile());

/** [question, its statute (or undefined: only the wrong pull is checked), wrong statute, wrong article (undefined: none of it)]. */
const CASES: readonly (readonly [string, string | undefined, string, string | undefined])[] = [
  ["땅 일부가 접도구역이라는데 거기에 창고 지어도 되나요", "도로법", "건축법", "제44조"],
  ["지하철에서 지갑 잃어버렸는데 역에서 찾아주나요", "유실물법", "상법", "제135조"],
  ["휴대폰 잃어버렸는데 주운 사람이 돌려주면 사례금 줘야 하나요", "유실물법", "상법", "제135조"],
  ["빌려준 노트북을 친구가 망가뜨렸는데 물어내라고 할 수 있나요", "민법", "상법", "제135조"],
  [
    "해외 직구한 물건 세관에 자진신고 안 하면 가산세 붙나요",
    "관세법",
    "독점규제 및 공정거래에 관한 법률",
    "제44조",
  ],
  [
    "공기업 다니는데 퇴직금 중간정산 되나요",
    "근로자퇴직급여 보장법",
    "공공기관의 운영에 관한 법률",
    "제52조의4",
  ],
  ["법인 가지급금 있으면 인정이자 내야 하나요", "법인세법", "민법", "제240조"],
  ["가지급금 때문에 세금 폭탄 맞는다는데 사실인가요", "법인세법", "민법", "제240조"],
  ["세금 안 내서 통장 압류됐는데 압류 해제 어떻게 받아요", "국세징수법", "민사집행법", "제246조"],
  ["유튜브에 영화 장면 편집해서 올리면 저작권 침해인가요", "저작권법", "국가공무원법", "제64조"],
  [
    "인스타 계정 해킹 당했어요 처벌할 수 있나요",
    "정보통신망 이용촉진 및 정보보호 등에 관한 법률",
    "전자금융거래법",
    undefined,
  ],
  [
    "작업하다 손가락이 잘렸는데 장해급여 받을 수 있나요",
    "산업재해보상보험법",
    "근로기준법",
    "제23조",
  ],
  ["미용실에서 머리를 너무 짧게 잘렸는데 환불되나요", undefined, "근로기준법", "제23조"],
  ["재판 기일이 연기됐는데 또 연기 신청할 수 있나요", undefined, "병역법", undefined],
  ["아파트에 불이 나서 옆집까지 탔는데 배상해야 하나요", undefined, "제조물 책임법", undefined],
  ["차 수리 맡겼는데 수리비를 너무 많이 달래요", undefined, "민법", "제623조"],
  ["카톡 대화 캡처해서 단톡방에 올리면 명예훼손인가요", "형법", "저작권법", "제28조"],
  ["월급 올려달라고 했다가 해고당했어요", "근로기준법", "주택임대차보호법", "제7조"],
  ["남의 개한테 물려서 다쳤는데 치료비 받을 수 있나요", "민법", "산업재해보상보험법", "제37조"],
  ["놀이터에서 아이가 다쳤는데 관리 책임 누구한테 있나요", undefined, "산업안전보건법", undefined],
  ["세입자가 월세 안 내고 도망갔어요", "민법", "도로교통법", "제54조"],
  ["사장이 월급 안 주고 도망갔어요", "근로기준법", "도로교통법", "제54조"],
];

Deno.test("a broad everyday word no longer pulls a question of another field to its entry's article", () => {
  const index = libraryIndex(library);
  const bad: string[] = [];
  for (const [q, want, wrongLaw, wrongArt] of CASES) {
    const r = readQuery(q, { index });
    const st = r.lawName ?? r.candidates[0]?.name;
    if (want && st !== want) bad.push(`${q} → ${st ?? "—"} (want ${want})`);
    const pulled = r.picks.find((p) =>
      p.name === wrongLaw && (wrongArt === undefined || p.article === wrongArt)
    );
    if (pulled) bad.push(`${q} → picks ${pulled.name} ${pulled.article}`);
  }
  assert.deepEqual(bad, []);
});
