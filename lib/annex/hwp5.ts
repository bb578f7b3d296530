/**
 * HWP 5 reader: an OLE compound file with a `FileHeader`, and the body in `BodyText/Section*`
 * streams of records, raw-deflated when the header's "compressed" flag is set.
 *
 * Protected files are refused with a clear code before any body is touched: password (암호),
 * distribution (배포용: the body moves to encrypted `ViewText/*` streams), DRM and certificate
 * encryption all give ENCRYPTED.
 *
 * @module
 */

import { openCfb } from "./cfb.ts";
import { AnnexError, asCorrupt } from "./errors.ts";
import { FlowBuilder, type FlowResult } from "./flow.ts";
import { walkSection } from "./hwp5_records.ts";
import { inflateBounded } from "./inflate.ts";
import type { AnnexBudget } from "./limits.ts";

const SIGNATURE = "HWP Document File";
const SECTION = /^BodyText\/Section(\d+)$/;

/** FileHeader property bits (HWP 5.0 format, §3.2.1). */
const FLAG = {
  compressed: 1 << 0,
  password: 1 << 1,
  distribution: 1 << 2,
  drm: 1 << 4,
  certEncrypted: 1 << 8,
} as const;

/** What the HWP 5 reader returns to the dispatcher. */
export interface Hwp5Read extends FlowResult {
  /** Body sections read. */
  readonly sections: number;
  /** The file's format version, e.g. "5.1.0.1". */
  readonly version: string;
}

/**
 * Reads a HWP 5 file.
 *
 * @throws {AnnexError} FORMAT_UNKNOWN (an OLE file that is not HWP), UNSUPPORTED, ENCRYPTED,
 *   CORRUPT, TOO_LARGE.
 * @example
 * ```ts
 * import { readHwp5 } from "./hwp5.ts";
 * import { AnnexBudget } from "./limits.ts";
 * const flow = await readHwp5(await Deno.readFile("별표1.hwp"), AnnexBudget.start());
 * console.log(flow.version, flow.blocks.length);
 * ```
 */
export async function readHwp5(bytes: Uint8Array, budget: AnnexBudget): Promise<Hwp5Read> {
  try {
    const cfb = openCfb(bytes, budget);
    const header = cfb.read("FileHeader");
    if (!header || header.length < 40) {
      const names = [...cfb.streams.keys()].slice(0, 6).join(", ");
      throw new AnnexError("FORMAT_UNKNOWN", `an OLE compound file that is not HWP (${names})`, {
        format: "ole",
      });
    }
    const sig = new TextDecoder().decode(header.subarray(0, 32)).replace(/\0+$/, "");
    if (!sig.startsWith(SIGNATURE)) {
      throw new AnnexError("FORMAT_UNKNOWN", "the FileHeader has no HWP signature", {
        format: "ole",
      });
    }
    const dv = new DataView(header.buffer, header.byteOffset, header.byteLength);
    const v = dv.getUint32(32, true);
    const version = [v >>> 24, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff].join(".");
    if (v >>> 24 !== 5) {
      throw new AnnexError("UNSUPPORTED", `HWP format version ${version}`, { format: "hwp5" });
    }
    refuseProtected(dv.getUint32(36, true));

    const sections = [...cfb.streams.keys()]
      .map((name) => [name, SECTION.exec(name)] as const)
      .filter(([, m]) => m)
      .sort((a, b) => Number(a[1]![1]) - Number(b[1]![1]))
      .map(([name]) => name);
    if (sections.length === 0) {
      const view = [...cfb.streams.keys()].some((n) => n.startsWith("ViewText/"));
      if (view) throw protectedError("배포용 문서 (distribution-protected: only ViewText)");
      throw new AnnexError("CORRUPT", "a HWP 5 file without BodyText sections", { format: "hwp5" });
    }
    const compressed = (dv.getUint32(36, true) & FLAG.compressed) !== 0;
    const builder = new FlowBuilder();
    for (const name of sections) {
      await budget.breathe();
      const raw = cfb.read(name)!;
      let data: Uint8Array;
      if (compressed) data = inflateBounded(raw, budget, name);
      else {
        budget.takeUncompressed(raw.byteLength, name);
        data = raw;
      }
      walkSection(data, builder, budget);
    }
    return { ...builder.finish(), sections: sections.length, version };
  } catch (e) {
    throw asCorrupt(e, "HWP 5 file", "hwp5");
  }
}

function refuseProtected(flags: number): void {
  if (flags & FLAG.password) throw protectedError("암호가 걸린 문서 (password-protected)");
  if (flags & FLAG.distribution) throw protectedError("배포용 문서 (distribution-protected)");
  if (flags & FLAG.drm) throw protectedError("DRM이 걸린 문서 (DRM-protected)");
  if (flags & FLAG.certEncrypted) {
    throw protectedError("공인인증서로 암호화된 문서 (certificate-encrypted)");
  }
}

function protectedError(what: string): AnnexError {
  return new AnnexError("ENCRYPTED", `${what}: 본문을 읽을 수 없습니다`, { format: "hwp5" });
}
