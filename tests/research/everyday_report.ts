/**
 * Prints the everyday scores batch by batch on the starter library, with every miss: the tool
 * for checking that a retrieval change helps the blind batches overall (`deno run -A
 * tests/research/everyday_report.ts [--misses]`). The test (everyday_scores.test.ts) holds the floors.
 *
 * @module
 */

import { readQuery } from "../../lib/research/mod.ts";
import { starterLibraryFile } from "../../lib/library/starter/materialise.ts";
import { openLibrary } from "../../lib/library/mod.ts";
import { libraryIndex } from "../../lib/retrieve/mod.ts";
import { EVERYDAY } from "./everyday_golden.ts";
import { BLIND_2026_12_04, type BlindRow } from "./everyday_blind_2026_12_04.ts";
import { BLIND_2026_12_04B } from "./everyday_blind_2026_12_04b.ts";
import { BLIND_2026_12_05 } from "./everyday_blind_2026_12_05.ts";
import { BLIND_2026_12_05B } from "./everyday_blind_2026_12_05b.ts";
import { BLIND_2026_12_05C } from "./everyday_blind_2026_12_05c.ts";

const index = libraryIndex(openLibrary(await starterLibraryFile()));
const showMisses = Deno.args.includes("--misses");

type Row = readonly [string, string, (readonly string[])?];
function score(name: string, rows: readonly Row[]) {
  let statute = 0, article = 0, offered = 0, labelled = 0;
  const misses: string[] = [];
  for (const [q, law, arts] of rows) {
    const r = readQuery(q, { index });
    const st = r.lawName ?? r.candidates[0]?.name;
    if (st === law) statute++;
    else misses.push(`S ${q} → ${st ?? "—"} (want ${law})`);
    if (!arts) continue;
    labelled++;
    const first = r.picks[0];
    if (first?.name === law && arts.includes(first.article)) article++;
    else {
      misses.push(
        `A ${q} → ${
          r.picks.map((p) => `${p.name} ${p.article}(${p.title ?? ""})`).join(" · ")
        } (want ${arts.join("/")})`,
      );
    }
    if (r.picks.some((p) => p.name === law && arts.includes(p.article))) offered++;
  }
  const pct = (a: number, b: number) => b ? `${(100 * a / b).toFixed(1)}% (${a}/${b})` : "—";
  console.log(
    `${name}: statute ${pct(statute, rows.length)} article ${pct(article, labelled)} three ${
      pct(offered, labelled)
    }`,
  );
  if (showMisses) { for (const m of misses) console.log("   " + m); }
  return { statute, article, offered, labelled, n: rows.length };
}

score("old set", EVERYDAY);
const b1 = score("blind 1", BLIND_2026_12_04);
const b2 = score("blind 2", BLIND_2026_12_04B as BlindRow[]);
const b3 = score("blind 3", BLIND_2026_12_05);
const b4 = score("blind 4", BLIND_2026_12_05B);
const b5 = score("blind 5", BLIND_2026_12_05C);
const all = [b1, b2, b3, b4, b5];
const sum = (k: "statute" | "article" | "offered" | "labelled" | "n") =>
  all.reduce((s, x) => s + x[k], 0);
console.log(
  `all blind: statute ${(100 * sum("statute") / sum("n")).toFixed(1)}% article ${
    (100 * sum("article") / sum("labelled")).toFixed(1)
  }% three ${(100 * sum("offered") / sum("labelled")).toFixed(1)}%`,
);
