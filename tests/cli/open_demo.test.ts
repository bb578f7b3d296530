/**
 * The CLI opens what the web's search box opens (issue 29, finding 4), through the one
 * resolver both use (lib/route/open.ts), as a subprocess in demo mode: a recorded case by its
 * number (with or without the court), a case a recorded list names (its row, the body said to
 * be unrecorded), an annex by its notation, an annex by name through get_annexes, and a law's
 * annexes. Before, each of these exited 6 (NOT_RECORDED).
 */

import assert from "node:assert/strict";
import { demoCli } from "./_demo.ts";

const CASES: { argv: string[]; shows: RegExp[] }[] = [
  { argv: ["2025두30615"], shows: [/상속세부과처분취소/, /판례일련번호 622257/] },
  { argv: ["대법원 2025두30615"], shows: [/상속세부과처분취소/, /판례일련번호 622257/] },
  {
    argv: ["2021다248190"],
    shows: [/\[614373\] 임금등 · 2021다248190/, /데모 부분 답/, /데모에 기록되어 있지 않습니다/],
  },
  {
    argv: ["주택임대차보호법 시행령 별표 2"],
    shows: [/주택임대차보호법 시행령 별표·서식/, /## 별표 2/],
  },
  {
    argv: ["get_annexes", "--name", "주택임대차보호법 시행령", "--annex", "별표 1"],
    shows: [/## 별표 1 조정위원회의 설치 및 관할구역/],
  },
  { argv: ["건축법 별표"], shows: [/^건축법 별표·서식/m] },
];

for (const { argv, shows } of CASES) {
  Deno.test({
    name: `CLI demo: beopmang ${argv.join(" ")} opens`,
    sanitizeResources: false,
    sanitizeOps: false,
    async fn() {
      const run = await demoCli(argv);
      assert.equal(run.code, 0, `${run.stdout}\n${run.stderr}`);
      assert.doesNotMatch(run.stdout, /^\[NOT_RECORDED\]/m);
      for (const re of shows) assert.match(run.stdout, re);
    },
  });
}
