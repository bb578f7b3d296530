/**
 * doctor {shapes: true} and `beopmang doctor --shapes` against the replay: each DRF target asked
 * once with its probe; ok where the answer has the shape its reader expects, not approved where
 * the key lacks the target, and drift — a renamed root, list key or field, injected as a replay
 * fault — shown with what the reader expected.
 */

import assert from "node:assert/strict";
import { runToolByName } from "../../lib/mod.ts";
import { TARGET_SHAPES } from "../../lib/tools/mod.ts";
import { harness } from "../_support.ts";
import { runCli } from "../cli/_run.ts";

type Shape = {
  target: string;
  endpoint: string;
  status: string;
  drift?: string[];
  code?: string;
  rows?: number;
};
type Doctor = { ok: boolean; shapes?: Shape[] };

Deno.test("doctor shapes: every probe of the table answers as its reader expects", async () => {
  await using h = await harness();
  const out = await runToolByName(
    "doctor",
    { shapes: true },
    h.runtime.context({ budget: { maxCalls: 400 } }),
  );
  assert.ok(out.ok, out.text);
  const d = out.structured as Doctor;
  assert.equal(d.shapes!.length, TARGET_SHAPES.length);
  assert.ok(TARGET_SHAPES.length >= 100, "every target the tools read, once");
  const drift = d.shapes!.filter((s) => s.status === "drift");
  assert.deepEqual(drift, [], "no recorded answer drifts from its reader");
  // Each probe that has a recording answers with rows or a record; the rest are zero-hit lists.
  for (const t of ["law", "eflaw", "admrul", "prec", "detc", "expc", "ordin", "trty", "lstrm"]) {
    const s = d.shapes!.find((x) => x.target === t && x.endpoint === "search")!;
    assert.equal(s.status, "ok", `${t}: ${JSON.stringify(s)}`);
    assert.ok(s.rows! > 0, t);
  }
  for (const t of ["law", "eflaw", "admrul", "ordin", "prec", "expc", "nlrc", "lsStmd"]) {
    const s = d.shapes!.find((x) => x.target === t && x.endpoint === "service")!;
    assert.equal(s.status, "ok", `${t}: ${JSON.stringify(s)}`);
  }
  assert.ok(d.ok);
  assert.match(out.text, /응답 형태 점검: 대상 \d+개 — ok \d+, drift 0/);
});

Deno.test("doctor shapes: drift injected — root, list key, field — and a target not approved", async () => {
  await using h = await harness();
  const xml = { endpoint: "search", type: "XML" } as const;
  h.replay.setFaults([
    {
      match: { ...xml, target: "law" },
      fault: { kind: "rewrite", replace: [["LawSearch", "LawList"]] },
    },
    {
      match: { ...xml, target: "eflaw" },
      fault: { kind: "rewrite", replace: [["<law id=", "<item id="], ["</law>", "</item>"]] },
    },
    {
      match: { ...xml, target: "admrul" },
      fault: { kind: "rewrite", replace: [["행정규칙명", "규칙명"]] },
    },
    { match: { endpoint: "search", target: "detc" }, fault: { kind: "unregistered" } },
  ]);
  const out = await runToolByName(
    "doctor",
    { formats: ["JSON"], shapes: true, targets: ["law", "eflaw", "admrul", "detc", "prec"] },
    h.runtime.context({ budget: { maxCalls: 100 } }),
  );
  assert.ok(out.ok, out.text);
  const d = out.structured as Doctor;
  assert.equal(d.ok, false, "drift makes the check fail");
  const by = (t: string, e = "search") =>
    d.shapes!.find((s) => s.target === t && s.endpoint === e)!;
  assert.equal(by("law").status, "drift");
  assert.deepEqual(by("law").drift, [
    "root: LawList (expected LawSearch)",
    "reader refused it: 검색 결과 형식을 알 수 없습니다 (expected root LawSearch, got LawList).",
  ]);
  assert.equal(by("eflaw").status, "drift");
  assert.match(by("eflaw").drift![0], /^list key: item \(expected law\)$/);
  assert.equal(by("admrul").status, "drift");
  assert.match(by("admrul").drift![0], /^row fields missing: 행정규칙명 \(row has /);
  assert.equal(by("detc").status, "not_approved");
  assert.equal(by("detc").code, "NOT_APPROVED");
  assert.equal(by("prec").status, "ok");
  assert.equal(by("law", "service").status, "ok", "bodies are untouched");
  assert.match(
    out.text,
    /- law \(lawSearch query=민법\): DRIFT\n {4}root: LawList \(expected LawSearch\)/,
  );
  assert.match(out.text, /- detc \(lawSearch query=임금\): 미신청/);

  const bad = await runToolByName(
    "doctor",
    { shapes: true, targets: ["nope"] },
    h.runtime.context(),
  );
  assert.equal(!bad.ok && bad.error.code, "BAD_INPUT");
});

Deno.test("doctor shapes: a small budget leaves targets unchecked and says how to go on", async () => {
  await using h = await harness();
  const out = await runToolByName("doctor", { shapes: true }, h.runtime.context());
  assert.ok(out.ok, out.text);
  const shapes = (out.structured as Doctor).shapes!;
  assert.ok(shapes.some((s) => s.status === "unchecked" && s.code === "BUDGET_EXHAUSTED"));
  assert.match(out.text, /요청당 호출 한도로 \d+개를 묻지 못했습니다: targets로 나누어/);
});

Deno.test("beopmang doctor --shapes: the CLI widens the budget and checks every target", async () => {
  await using h = await harness();
  const run = await runCli(h.replay.baseUrl, ["doctor", "--shapes", "--json"]);
  assert.equal(run.code, 0, run.stderr);
  const d = JSON.parse(run.stdout) as Doctor;
  assert.equal(d.shapes!.length, TARGET_SHAPES.length);
  assert.ok(!d.shapes!.some((s) => s.status === "unchecked"), "no target left unasked");
});
