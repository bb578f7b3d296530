import assert from "node:assert/strict";
import {
  disputeArea,
  extract,
  extractAnnexes,
  extractArticles,
  extractCases,
  extractDates,
  extractDomains,
  extractLaws,
  extractRegions,
  extractScenarios,
  placeOf,
  topicOf,
} from "../../lib/route/mod.ts";

const NOW = new Date(2025, 5, 15);

Deno.test("laws: 「」, bare names with particles, 약칭, multi-word names, 같은 법 시행규칙", () => {
  const cases: [string, string[]][] = [
    ["「민법」 제750조", ["민법"]],
    ["「표시ㆍ광고의 공정화에 관한 법률」 제3조", ["표시ㆍ광고의 공정화에 관한 법률"]],
    ["「표시·광고의 공정화에 관한 법률」 제3조", ["표시·광고의 공정화에 관한 법률"]],
    ["도로교통법상 음주운전", ["도로교통법"]],
    ["민법의 불법행위", ["민법"]],
    ["근기법 제23조", ["근로기준법"]],
    ["화관법 시행령", ["화학물질관리법 시행령"]],
    ["건축법시행규칙", ["건축법 시행규칙"]],
    ["개인정보 보호법 제15조", ["개인정보 보호법"]],
    ["개인정보보호법", ["개인정보 보호법"]],
    ["상속세 및 증여세법 제53조", ["상속세 및 증여세법"]],
    ["중대재해 처벌 등에 관한 법률 제6조", ["중대재해 처벌 등에 관한 법률"]],
    ["공무원임용령 제3조", ["공무원임용령"]],
    ["건축법 제11조와 같은 법 시행규칙 제6조", ["건축법", "건축법 시행규칙"]],
    ["근기법 제23조 및 같은 법 시행령 제2조", ["근로기준법", "근로기준법 시행령"]],
    ["관세법 시행규칙 제2조, 같은 법 제3조", ["관세법 시행규칙", "관세법 시행규칙"]],
    ["동법 시행령", ["동법 시행령"]],
    ["음주운전 처벌 방법", []],
    ["헌법재판소 결정", []],
    ["위법한 처분의 취소", []],
    ["대통령령으로 정하는 법령", []],
  ];
  for (const [q, want] of cases) assert.deepEqual(extractLaws(q).map((l) => l.name), want, q);
  const same = extractLaws("같은 법 시행규칙");
  assert.equal(same[0].how, "same");
  assert.equal(extractLaws("근기법")[0].how, "alias");
  assert.equal(extractLaws("「민법」")[0].how, "quoted");
});

Deno.test("articles: every form, lists with · and ㆍ keep the second article, ranges expand", () => {
  const cases: [string, string | undefined, string[]][] = [
    ["형법 제309조·제310조", "형법", ["제309조", "제310조"]],
    ["형법 제309조ㆍ제310조", "형법", ["제309조", "제310조"]],
    ["형법 제309조ㆍ310조", "형법", ["제309조", "제310조"]],
    ["「민법」 제750조", "민법", ["제750조"]],
    ["민법 750조 1항", "민법", ["제750조 제1항"]],
    ["건축법 제11조제1항제2호", "건축법", ["제11조 제1항 제2호"]],
    ["건축법 제2조제1항제2호 가목", "건축법", ["제2조 제1항 제2호 가목"]],
    ["제10조의2부터 제10조의4까지", undefined, ["제10조의2", "제10조의3", "제10조의4"]],
    ["관세법 § 10-2", "관세법", ["제10조의2"]],
    ["제3조 내지 제5조", undefined, ["제3조", "제4조", "제5조"]],
    ["제3조~제5조", undefined, ["제3조", "제4조", "제5조"]],
    ["제10조② 3호", undefined, ["제10조 제2항 제3호"]],
    ["제2조(정의)", undefined, ["제2조"]],
    ["민법 제750조와 제751조의 차이", "민법", ["제750조", "제751조"]],
    ["민법 제3조, 제5조 및 별표 1", "민법", ["제3조", "제5조"]],
    ["제2조제1항 및 제3항", undefined, ["제2조 제1항", "제2조 제3항"]],
    ["민법상 제750조", "민법", ["제750조"]],
  ];
  for (const [q, law, want] of cases) {
    const x = extractArticles(q, extractLaws(q));
    assert.equal(x.length, 1, q);
    assert.equal(x[0].law, law, q);
    assert.deepEqual(x[0].articles, want, q);
  }
  const two = extractArticles(
    "근기법 제23조 및 같은 법 시행령 제2조",
    extractLaws("근기법 제23조 및 같은 법 시행령 제2조"),
  );
  assert.deepEqual(two.map((a) => [a.law, a.articles]), [
    ["근로기준법", ["제23조"]],
    ["근로기준법 시행령", ["제2조"]],
  ]);
  for (
    const q of ["2023다12345", "3년 이하의 징역", "제1조부터 제9999조까지", "제0조", "제10000조"]
  ) {
    assert.deepEqual(extractArticles(q, []), [], q);
  }
});

Deno.test("annexes: 별표 1의2 never 별표 1, hyphen and 별지 forms", () => {
  const cases: [string, string][] = [
    ["건축법 시행령 별표 1의2", "별표 1의2"],
    ["[별표 3] 과태료", "별표 3"],
    ["별표1-2", "별표 1의2"],
    ["서식 3", "서식 3"],
    ["별지 제2호의2서식 양식", "별지 제2호의2서식"],
    ["제3호서식", "서식 3"],
    ["별표 10", "별표 10"],
  ];
  for (const [q, want] of cases) {
    assert.deepEqual(extractAnnexes(q, []).map((a) => a.label), [want]);
  }
  const x = extract("건축법 시행령 별표 1의2");
  assert.equal(x.annexes[0].law, "건축법 시행령");
  assert.deepEqual(x.annexes[0].ref, { kind: "별표", number: 1, branch: 2 });
  assert.deepEqual(extractAnnexes("별표 없음", []), []);
});

Deno.test("cases: every court format; 대법원 2099다99999 is extracted (existence is checked later)", () => {
  const cases: [string, string, string, string?][] = [
    ["대법원 2099다99999", "2099다99999", "prec", "대법원"],
    ["2023다12345 판결", "2023다12345", "prec"],
    ["2021헌마123", "2021헌마123", "detc"],
    ["헌재 2019헌바123 결정", "2019헌바123", "detc", "헌재"],
    ["조심 2020서1234", "조심 2020서1234", "ttSpecialDecc"],
    ["조심2020서1234", "조심 2020서1234", "ttSpecialDecc"],
    ["96누1234", "96누1234", "prec"],
    ["서울고법 2020누1234", "2020누1234", "prec", "서울고법"],
  ];
  for (const [q, num, domain, court] of cases) {
    const x = extractCases(q);
    assert.equal(x.length, 1, q);
    assert.equal(x[0].caseNumber, num, q);
    assert.equal(x[0].domain, domain, q);
    assert.equal(x[0].court, court, q);
  }
  for (const q of ["2019년 3월 건축법 제11조", "최근 3년 판례", "2023가나12", "제750조"]) {
    assert.deepEqual(extractCases(q), [], q);
  }
  const many = extractCases("2023다12345 판결과 2021헌마123 결정");
  assert.deepEqual(many.map((c) => c.caseNumber), ["2023다12345", "2021헌마123"]);
});

Deno.test("dates: absolute, month and year spans, ranges, relative to the injected clock", () => {
  const cases: [string, [string, string, string][]][] = [
    ["2019년 3월 건축법 제11조", [["20190301", "20190331", "month"]]],
    ["2019년 2월", [["20190201", "20190228", "month"]]],
    ["2020년 2월", [["20200201", "20200229", "month"]]],
    ["2019.3.1 기준", [["20190301", "20190301", "day"]]],
    ["2019-03-01", [["20190301", "20190301", "day"]]],
    ["20190301 시행", [["20190301", "20190301", "day"]]],
    ["2019년 3월 1일", [["20190301", "20190301", "day"]]],
    ["2019년", [["20190101", "20191231", "year"]]],
    ["2019.3 개정", [["20190301", "20190331", "month"]]],
    ["최근 3년 판례", [["20220615", "20250615", "relative"]]],
    ["지난 6개월", [["20241215", "20250615", "relative"]]],
    ["작년 공정위", [["20240101", "20241231", "relative"]]],
    ["지난해", [["20240101", "20241231", "relative"]]],
    ["재작년", [["20230101", "20231231", "relative"]]],
    ["올해 개정", [["20250101", "20251231", "relative"]]],
    ["지난달 개정된 법령", [["20250501", "20250531", "relative"]]],
    ["2020년부터 2022년까지 판례", [["20200101", "20221231", "range"]]],
    ["2020.1.1~2021.12.31", [["20200101", "20211231", "range"]]],
    ["2019년 2월 30일", []],
    ["3년 이하의 징역", []],
    ["2023다12345", []],
    ["제2019년", []],
  ];
  for (const [q, want] of cases) {
    const got = extractDates(q, { now: NOW }).map((d) => [d.from, d.to, d.precision]);
    assert.deepEqual(got, want, q);
  }
  const other = extractDates("작년", { now: new Date(2030, 0, 1) });
  assert.equal(other[0].from, "20290101");
});

Deno.test("regions: 시·도 short names, 시·군·구, ambiguous 중구 with and without its 시·도", () => {
  const cases: [string, string[]][] = [
    ["광진구 주차장 조례", ["서울특별시 광진구"]],
    ["서울 중구 옥외광고물 조례", ["서울특별시 중구"]],
    ["중구 주차장 조례", ["중구"]],
    ["부산광역시 해운대구 조례", ["부산광역시 해운대구"]],
    ["수원 주차 조례", ["경기도 수원시"]],
    ["강원도 고성군 조례", ["강원특별자치도 고성군"]],
    ["경기 광주시 조례", ["경기도 광주시"]],
    ["광주 조례", ["광주광역시"]],
    ["제주 조례", ["제주특별자치도"]],
    ["서울고법 2020누1234", []],
    ["예산 편성", []],
  ];
  for (const [q, want] of cases) assert.deepEqual(extractRegions(q).map((r) => r.name), want, q);
  const open = extractRegions("중구 주차장 조례")[0];
  assert.equal(open.sido, undefined);
  assert.equal(open.candidates?.length, 6);
});

Deno.test("decision domains and scenarios", () => {
  const domains: [string, string[]][] = [
    ["공정위 과징금 결정", ["ftc"]],
    ["조세심판원 재결", ["ttSpecialDecc"]],
    ["조심원 부가가치세", ["ttSpecialDecc"]],
    ["헌재 결정", ["detc"]],
    ["대법원 판례", ["prec"]],
    ["고용부 해석 연차", ["moelCgmExpc"]],
    ["국토부 고시", []],
    ["관세법 제2조", []],
  ];
  for (const [q, want] of domains) {
    const x = extract(q);
    assert.deepEqual(extractDomains(q, x.laws).map((d) => d.domain), want, q);
  }
  const scen: [string, string[], string[]][] = [
    ["음주운전 처벌 기준", ["drunk_driving"], ["도로교통법"]],
    ["부당해고 구제", ["unfair_dismissal"], ["근로기준법"]],
    ["전세사기 피해", ["jeonse_fraud"], ["주택임대차보호법"]],
    ["처분 불복 방법", ["appeal_disposition"], ["행정심판법", "행정소송법"]],
    ["건축법 제11조", [], []],
  ];
  for (const [q, ids, laws] of scen) {
    const s = extractScenarios(q);
    assert.deepEqual(s.map((x) => x.id), ids, q);
    for (const l of laws) assert.ok(s[0].laws.includes(l), `${q}: ${l}`);
  }
  // A law's own name is not a situation.
  const x = extract("산업재해보상보험법");
  assert.deepEqual(x.scenarios, []);
  assert.equal(extract("부당해고 구제").scenarios[0].domains[0], "nlrc");
});

Deno.test("extract: keywords are what is left for a search", () => {
  assert.deepEqual(extract("공정위 과징금 결정 찾아줘").keywords, ["과징금"]);
  assert.deepEqual(extract("서울 중구 옥외광고물 조례").keywords, ["옥외광고물", "조례"]);
  assert.deepEqual(extract("선의의 제3자 뜻").keywords, ["선의", "제3자"]);
  assert.deepEqual(extract("환경영향평가 한옥마을").keywords, ["환경영향평가", "한옥마을"]);
  assert.deepEqual(extract("").keywords, []);
  assert.equal(extract("  민법\u3000 제750조 ").text, "민법 제750조");
});

Deno.test("dispute area and topic: what research reads from a query", () => {
  const areas: [string, string][] = [
    ["양도소득세 경정청구 거부 불복", "tax"],
    ["임금 체불 처분 불복", "labor"],
    ["개인정보 유출 과징금", "privacy"],
    ["하도급 대금 미지급", "competition"],
    ["건축허가 취소", "general"],
  ];
  for (const [q, area] of areas) assert.equal(disputeArea(q), area, q);
  const topics: [string, string[], string][] = [
    ["건축법 제11조 허가 취소", [], "허가 취소"],
    ["임금 체불 처분 불복", ["처분", "불복"], "임금 체불"],
    // the place comes first; the words that chose the tool are not the subject
    ["광진구 조례", [], "광진구"],
    ["건축법 제2조 개정", [], ""],
  ];
  for (const [q, extra, topic] of topics) assert.equal(topicOf(extract(q), extra), topic, q);
  assert.equal(placeOf(extract("서울 중구 옥외광고물 조례")), "중구");
  assert.equal(placeOf(extract("건축법")), undefined);
});
