/**
 * Hostile and broken annex downloads served by the replay end in a typed, labelled error within
 * the byte and time budget — never a success: a malformed zip, a truncated OLE file, a zip bomb,
 * a 100 MB body and an image-only file. The ordinance 광진구의회 복무 조례 (MST 1941163) is used
 * because its 별표 units carry no 별표내용 text, so no fallback can hide the failure.
 */

import assert from "node:assert/strict";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { deflateRawSync } from "node:zlib";
import { defaultFixturesDir, startReplayServer } from "../lab/mod.ts";
import type { AnnexDownload } from "../lab/types.ts";
import { mcpHarness } from "../_mcp.ts";
import { makeZip, sectionXml } from "../annex/_zip.ts";
import { assertBudget } from "../_timing.ts";

const MiB = 1024 * 1024;
const ORDIN = { family: "ordin", mst: "1941163", open: true };

/** A harness whose replay serves `files` (name → bytes, written to a temp dir) at flSeq keys. */
async function hostileHarness(files: Record<string, Uint8Array | string>) {
  const dir = await Deno.makeTempDir({ prefix: "annexes-hostile-" });
  const fixtures = defaultFixturesDir();
  const downloads: Record<string, AnnexDownload> = {};
  for (const [seq, content] of Object.entries(files)) {
    if (typeof content === "string") {
      downloads[seq] = { file: content };
      continue;
    }
    const path = `${dir}/${seq}.bin`;
    await Deno.writeFile(path, content);
    downloads[seq] = { file: relative(fileURLToPath(fixtures), path) };
  }
  const replay = await startReplayServer({ fixturesDir: fixtures, downloads });
  const m = await mcpHarness({ baseUrl: replay.baseUrl });
  return {
    m,
    replay,
    async [Symbol.asyncDispose]() {
      await m[Symbol.asyncDispose]();
      await replay.close();
      await Deno.remove(dir, { recursive: true });
    },
  };
}

/** This isolate's heap + external (ArrayBuffer) bytes: process RSS would count other test files. */
function isolateBytes(): number {
  const m = Deno.memoryUsage();
  return m.heapUsed + m.external;
}

/** Memory growth allowed while one hostile file is handled: far below the 80–100 MB they carry. */
const MAX_GROWTH = 64 * MiB;

async function failsWithin(
  call: () => Promise<{ isError?: boolean; text: string }>,
  label: RegExp,
  maxMs: number,
): Promise<string> {
  const base = isolateBytes();
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, isolateBytes())), 5);
  const t0 = performance.now();
  const r = await call().finally(() => clearInterval(sampler));
  peak = Math.max(peak, isolateBytes());
  const ms = performance.now() - t0;
  assert.ok(peak - base < MAX_GROWTH, `memory grew ${((peak - base) / MiB).toFixed(1)} MiB`);
  assert.equal(r.isError, true, `expected an error, got a success: ${r.text.slice(0, 300)}`);
  assert.match(r.text, label);
  assertBudget(ms, maxMs, "the labelled failure");
  return r.text;
}

Deno.test("hostile: a malformed zip (HWPX cut in half) is a labelled CORRUPT failure naming the link", async () => {
  await using m = await mcpHarness();
  m.replay.setFaults({ match: { endpoint: "download" }, fault: { kind: "truncate" } });
  const text = await failsWithin(
    () => m.call("get_annexes", { ...ORDIN, annex: "별표 1" }),
    /^\[UPSTREAM_MALFORMED\] 별표 1 파일을 열 수 없습니다: \[CORRUPT\]/,
    10_000,
  );
  assert.match(text, /원본: http:\/\/www\.law\.go\.kr\/flDownload\.do\?gubun=ELIS&flSeq=155147979/);
  assert.match(text, /본문에 별표내용 텍스트도 없습니다/);
});

Deno.test("hostile: a truncated OLE (HWP 5) file is CORRUPT", async () => {
  await using h = await hostileHarness({
    "155147981": "annex/mois_press-release_gov-innovation-strategy.hwp",
  });
  h.replay.setFaults({ match: { endpoint: "download" }, fault: { kind: "truncate" } });
  await failsWithin(
    () => h.m.call("get_annexes", { ...ORDIN, annex: "별표 2" }),
    /^\[UPSTREAM_MALFORMED\] 별표 2 파일을 열 수 없습니다: \[CORRUPT\].*flSeq=155147981/,
    10_000,
  );
});

Deno.test("hostile: a zip bomb stops at the inflate limit (BODY_TOO_LARGE)", async () => {
  const xml = sectionXml("<hp:p><hp:run><hp:t>x</hp:t></hp:run></hp:p>" + " ".repeat(80 * MiB));
  const bomb = makeZip([
    { name: "mimetype", data: "application/hwp+zip", stored: true },
    {
      name: "Contents/section0.xml",
      raw: deflateRawSync(new TextEncoder().encode(xml)),
      declaredSize: 1_000,
    },
  ]);
  assert.ok(bomb.length < 200_000);
  await using h = await hostileHarness({ "155147983": bomb });
  const text = await failsWithin(
    () => h.m.call("get_annexes", { ...ORDIN, annex: "별표 3" }),
    /^\[BODY_TOO_LARGE\] 별표 3 파일을 열 수 없습니다: \[TOO_LARGE\]/,
    10_000,
  );
  assert.match(text, /flSeq=155147983/);
});

Deno.test("hostile: a 100 MB body is refused at the byte budget, not read whole", async () => {
  await using m = await mcpHarness();
  m.replay.setFaults({
    match: { endpoint: "download" },
    fault: { kind: "oversize", totalBytes: 100 * MiB },
  });
  await failsWithin(
    () => m.call("get_annexes", { ...ORDIN, annex: "별표 4" }),
    /^\[BODY_TOO_LARGE\] 별표 4 파일을 열 수 없습니다: \[BODY_TOO_LARGE\]/,
    15_000,
  );
});

Deno.test("hostile: an image-only file is never a success", async () => {
  // A PNG signature and IHDR: the bytes say "picture", whatever the link's name says.
  const png = new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    0,
    0,
    0,
    13,
    0x49,
    0x48,
    0x44,
    0x52,
    0,
    0,
    0,
    1,
    0,
    0,
    0,
    1,
    8,
    6,
    0,
    0,
    0,
    0x1f,
    0x15,
    0xc4,
    0x89,
  ]);
  await using h = await hostileHarness({ "155147987": png });
  const text = await failsWithin(
    () => h.m.call("get_annexes", { ...ORDIN, annex: "별표 5" }),
    /^\[UPSTREAM_MALFORMED\] 별표 5 파일을 열 수 없습니다: \[IMAGE_ONLY\] 그림\(이미지\)만 담긴 파일/,
    10_000,
  );
  assert.match(text, /원본: http:\/\/www\.law\.go\.kr\/flDownload\.do\?gubun=ELIS&flSeq=155147987/);
});
