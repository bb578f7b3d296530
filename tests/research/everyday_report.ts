/**
 * Prints the everyday scores batch by batch on the starter library, with every miss: the tool
 * for checking that a retrieval change helps the blind batches overall (`deno run -A
 * tests/research/everyday_report.ts [--misses]`). The test (everyday_scores.test.ts) holds the floors.
 *
 * @module
 */

import { type GoldenRow, scoreRows } from "./_everyday_score.ts";
import { starterLibraryFile } from "../../lib/library/starter/materialise.ts";
import { openLibrary } from "../../lib/library/mod.ts";
import { libraryIndex } from "../../lib/retrieve/mod.ts";
import { EVERYDAY } from "./everyday_golden.ts";
import { BLIND_2026_12_04, type BlindRow } from "./everyday_blind_2026_12_04.ts";
import { BLIND_2026_12_04B } from "./everyday_blind_2026_12_04b.ts";
import { BLIND_2026_12_05 } from "./everyday_blind_2026_12_05.ts";
import { BLIND_2026_12_05B } from "./everyday_blind_2026_12_05b.ts";
import { BLIND_2026_12_05C } from "./everyday_blind_2026_12_05c.ts";
import { BLIND_2026_12_05D } from "./everyday_blind_2026_12_05d.ts";

const index = libraryIndex(openLibrary(await starterLibraryFile()));
const showMisses = Deno.args.includes("--misses");

function score(name: string, rows: readonly GoldenRow[]) {
  const { statute, article, offered, labelled, misses } = scoreRows(rows, index);
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
const b6 = score("blind 6", BLIND_2026_12_05D);
const all = [b1, b2, b3, b4, b5, b6];
const sum = (k: "statute" | "article" | "offered" | "labelled" | "n") =>
  all.reduce((s, x) => s + x[k], 0);
console.log(
  `all blind: statute ${(100 * sum("statute") / sum("n")).toFixed(1)}% article ${
    (100 * sum("article") / sum("labelled")).toFixed(1)
  }% three ${(100 * sum("offered") / sum("labelled")).toFixed(1)}%`,
);
