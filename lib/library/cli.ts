/**
 * `deno task library import <source> [--out FILE] [--full] [--today YYYY-MM-DD]` and
 * `deno task library status [--json] [--file FILE]`.
 *
 * @module
 */

import { parseArgs } from "node:util";
import { LibraryError } from "./errors.ts";
import { importLibrary } from "./import.ts";
import { defaultLibraryPath } from "./location.ts";
import { openLibrary } from "./reader.ts";
import type { ImportProgress } from "./sources.ts";

const USAGE = `사용법:
  deno task library import <legalize-kr 폴더 | .tar.gz | https URL> [--out FILE] [--full]
  deno task library status [--json] [--file FILE]`;

const mib = (n: number) => `${(n / 1048576).toFixed(1)} MiB`;

function progressPrinter(): (p: ImportProgress) => void {
  const tty = Deno.stderr.isTerminal();
  const enc = new TextEncoder();
  let last = 0;
  return (p) => {
    const now = performance.now();
    if (p.phase !== "done" && now - last < 200) return;
    last = now;
    let line: string;
    if (p.phase === "download") {
      const width = 30;
      const frac = p.total ? Math.min(1, (p.bytes ?? 0) / p.total) : 0;
      const bar = p.total ? `[${"#".repeat(Math.round(frac * width)).padEnd(width, ".")}] ` : "";
      line = `내려받는 중 ${bar}${mib(p.bytes ?? 0)}${p.total ? ` / ${mib(p.total)}` : ""}`;
    } else if (p.phase === "read") line = `법령 ${p.files}개 읽음`;
    else if (p.phase === "write") line = `색인 정리 중 (법령 ${p.files}개)`;
    else line = `완료: 법령 ${p.files}개`;
    Deno.stderr.writeSync(enc.encode(tty ? `\r\x1b[K${line}` : `${line}\n`));
    if (p.phase === "done" && tty) Deno.stderr.writeSync(enc.encode("\n"));
  };
}

/** Runs the command line; returns the exit code. */
export async function main(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      out: { type: "string" },
      file: { type: "string" },
      json: { type: "boolean" },
      full: { type: "boolean" },
      today: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [cmd, source] = positionals;
  if (values.help || !cmd) {
    console.log(USAGE);
    return cmd || values.help ? 0 : 2;
  }
  try {
    if (cmd === "import") {
      if (!source) {
        console.error(USAGE);
        return 2;
      }
      const out = values.out ?? defaultLibraryPath();
      if (!out) {
        throw new LibraryError("missing", "--out FILE 을 지정하세요 (기본 경로를 정할 수 없음).");
      }
      await Deno.mkdir(out.replace(/[/\\][^/\\]*$/, "") || ".", { recursive: true });
      const r = await importLibrary(source, {
        out,
        full: values.full,
        today: values.today,
        onProgress: progressPrinter(),
      });
      console.log(
        `${r.out}: 법령 파일 ${r.files}개 (새로 씀 ${r.written}, 그대로 ${r.unchanged}, 삭제 ${r.removed}, ` +
          `시행 예정 판 보관 ${r.pending}) · ${r.source} · ${r.seconds}s`,
      );
      return 0;
    }
    if (cmd === "status") {
      const file = values.file ?? defaultLibraryPath();
      if (!file) {
        throw new LibraryError("missing", "BEOPMANG_LIBRARY=off: 법령 사본을 쓰지 않습니다.");
      }
      const lib = openLibrary(file);
      const m = lib.meta();
      lib.close();
      if (values.json) console.log(JSON.stringify(m, null, 2));
      else {
        console.log(`${m.path}`);
        console.log(`  출처: ${m.source} · ${m.asOf} 공포분까지 · 만든 때 ${m.builtAt}`);
        console.log(
          `  법령 ${m.laws}개, 조문 ${m.articles}개, ${mib(m.bytes)} (형식 ${m.schemaVersion})`,
        );
        for (const [k, n] of Object.entries(m.kinds)) console.log(`  ${k}: ${n}`);
      }
      return 0;
    }
    console.error(`알 수 없는 명령: ${cmd}\n${USAGE}`);
    return 2;
  } catch (e) {
    if (e instanceof LibraryError) {
      console.error(`[LIBRARY_${e.kind.toUpperCase()}] ${e.message}`);
      return 1;
    }
    throw e;
  }
}

if (import.meta.main) Deno.exit(await main(Deno.args));
