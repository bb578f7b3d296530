/**
 * `peerRatio` of bench:library (issue 30): the same statute reads — a statute's name and one
 * article, eight reads over seven statutes — through korean-law-mcp 4.14.0 on the fair replay
 * (which must call upstream) and through our stdio server answering from the library with no
 * key, in one run, servers alternating round by round, a fresh process per side and round (so
 * neither side's in-process cache answers a repeat).
 *
 * The peer is given each statute's MST (its get_law_text needs an id; a search first would add a
 * call): its best path on the replay. Since 2026-08-27 upstream answers `eflaw` by MST without
 * `efYd` with the 미신청 page; the peer retries that page, then falls back to `target=law`, as it
 * would against law.go.kr. The replay answers with no added latency, so the peer's figure is its
 * own cost plus its retry waits: a lower bound of what it takes against the real upstream.
 *
 * @module
 */

import { defaultFixturesDir, startReplayServer } from "../lab/mod.ts";
import { fairDerive } from "./peer/fair/derive.ts";
import { median, resultText, StdioPeer } from "./peer/rpc.ts";
import * as S from "./peer/servers.ts";

/** One statute read: the name we are asked by, the MST the peer is given, the article. */
export interface StatuteRead {
  /** 법령명. */
  readonly name: string;
  /** The MST of the recorded body the replay holds. */
  readonly mst: string;
  /** "제250조". */
  readonly article: string;
  /** Text both answers must hold (the article's title). */
  readonly expect: string;
}

/** Reads both sides can answer: bodies the replay holds (tests/fixtures/drf/law) by MST. */
export const STATUTE_READS: readonly StatuteRead[] = [
  { name: "형법", mst: "284025", article: "제250조", expect: "살인" },
  { name: "형법", mst: "284025", article: "제329조", expect: "절도" },
  { name: "주택임대차보호법", mst: "276291", article: "제3조", expect: "대항력" },
  {
    name: "주택임대차보호법 시행령",
    mst: "287183",
    article: "제2조",
    expect: "대항력이 인정되는 법인",
  },
  { name: "근로기준법 시행령", mst: "270551", article: "제30조", expect: "휴일" },
  { name: "전기사업법", mst: "276585", article: "제2조", expect: "정의" },
  { name: "최저임금법 시행규칙", mst: "282351", article: "제1조", expect: "목적" },
  { name: "건축법", mst: "276925", article: "제11조", expect: "건축허가" },
];

/** What one side did over every round. */
export interface SideFigures {
  /** Median ms of one read (tools/call to answer). */
  p50Ms: number;
  /** Every read's ms, in order. */
  ms: number[];
  /** Upstream requests the replay received, per read (median). */
  upstreamPerRead: number;
  /** Reads whose answer lacked the expected text or was an error. */
  wrong: string[];
}

/** The peer comparison as bench:library reports it. */
export interface PeerFigures {
  /** ours p50 ÷ peer p50 (below 1: ours is faster). */
  peerRatio: number;
  /** Rounds run. */
  rounds: number;
  /** Reads per round. */
  reads: number;
  /** Our server's figures. */
  ours: SideFigures;
  /** korean-law-mcp's figures. */
  peer: SideFigures;
}

type Side = "ours" | "peer";

/**
 * Runs the comparison. `peerDir` is korean-law-mcp's package folder, `library` the library file
 * our server reads.
 */
export async function measurePeer(
  peerDir: string,
  library: string,
  rounds = 3,
): Promise<PeerFigures> {
  await using replay = await startReplayServer({
    fixturesDir: defaultFixturesDir(),
    latency: { search: 0, service: 0 },
    logLimit: 100_000,
    derive: fairDerive(),
  });
  const launch = (side: Side) => {
    if (side === "peer") return S.peerStdio(peerDir, replay.origin);
    const l = S.oursStdio(replay.baseUrl, "off");
    // No key: the library answers alone (a key would check its age against law.go.kr).
    const { LAW_OC: _, ...env } = l.env;
    return { ...l, env: { ...env, BEOPMANG_LIBRARY: library } };
  };
  const figures: Record<Side, { ms: number[]; up: number[]; wrong: string[] }> = {
    ours: { ms: [], up: [], wrong: [] },
    peer: { ms: [], up: [], wrong: [] },
  };
  for (const side of ["ours", "peer"] as Side[]) { // untimed warm-up: module caches, node/deno JIT
    const l = launch(side);
    const p = new StdioPeer(l.command, l.args, l.env);
    await p.initialize();
    await p.close();
  }
  for (let r = 0; r < rounds; r++) {
    for (const side of (r % 2 ? ["peer", "ours"] : ["ours", "peer"]) as Side[]) {
      const l = launch(side);
      const p = new StdioPeer(l.command, l.args, l.env);
      await p.initialize();
      for (const read of STATUTE_READS) {
        const args = side === "ours"
          ? { name: read.name, articles: [read.article] }
          : { mst: read.mst, jo: read.article };
        const before = replay.stats.total;
        const t0 = performance.now();
        const a = await p.request("tools/call", { name: "get_law_text", arguments: args });
        figures[side].ms.push(performance.now() - t0);
        figures[side].up.push(replay.stats.total - before);
        const text = resultText(a.result);
        if (a.error || a.result?.isError || !text.includes(read.expect)) {
          figures[side].wrong.push(`${read.name} ${read.article}`);
        }
      }
      await p.close();
    }
  }
  const side = (s: Side): SideFigures => ({
    p50Ms: Math.round(median(figures[s].ms) * 10) / 10,
    ms: figures[s].ms.map((x) => Math.round(x * 10) / 10),
    upstreamPerRead: median(figures[s].up),
    wrong: [...new Set(figures[s].wrong)],
  });
  const ours = side("ours");
  const peer = side("peer");
  return {
    peerRatio: Math.round((ours.p50Ms / peer.p50Ms) * 10_000) / 10_000,
    rounds,
    reads: STATUTE_READS.length,
    ours,
    peer,
  };
}
