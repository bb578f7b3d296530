/**
 * HWPML reader: the single-file XML form of a Hangul document (`<HWPML>` root, often behind a
 * `<!DOCTYPE HWPML [...]>` prologue), which law.go.kr and older systems sometimes serve under a
 * `.hwp` name. Body text is `BODY/SECTION/P/TEXT/CHAR`; tables are `TABLE/ROW/CELL` with
 * `ColAddr`/`RowAddr`/`ColSpan`/`RowSpan` attributes. `HEAD` (styles) and `TAIL` (base64 binary
 * data) are skipped.
 *
 * @module
 */

import { AnnexError, asCorrupt } from "./errors.ts";
import { FlowBuilder, type FlowResult } from "./flow.ts";
import type { AnnexBudget } from "./limits.ts";
import { HWPML_VOCABULARY, readXmlFlow } from "./xml_flow.ts";

/** What the HWPML reader returns to the dispatcher. */
export interface HwpmlRead extends FlowResult {
  /** `SECTION` elements seen. */
  readonly sections: number;
}

/**
 * Reads an HWPML document.
 *
 * @throws {AnnexError} CORRUPT for malformed XML, FORMAT_UNKNOWN when the root is not HWPML.
 * @example
 * ```ts
 * import { readHwpml } from "./hwpml.ts";
 * import { AnnexBudget } from "./limits.ts";
 * const flow = readHwpml(await Deno.readFile("별표.hwp"), AnnexBudget.start());
 * console.log(flow.blocks.length);
 * ```
 */
export function readHwpml(bytes: Uint8Array, budget: AnnexBudget): HwpmlRead {
  try {
    const xml = decodeXml(bytes);
    if (!/<HWPML[\s>]/.test(xml.slice(0, 256 * 1024))) {
      throw new AnnexError("FORMAT_UNKNOWN", "XML without an <HWPML> root", { format: "xml" });
    }
    const builder = new FlowBuilder();
    readXmlFlow(xml, HWPML_VOCABULARY, builder, budget);
    const sections = xml.match(/<SECTION[\s>/]/g)?.length ?? 0;
    return { ...builder.finish(), sections };
  } catch (e) {
    throw asCorrupt(e, "HWPML document", "hwpml");
  }
}

/** Decodes by BOM, else by the XML declaration's `encoding` (HWPML is often UTF-16 or EUC-KR). */
function decodeXml(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 200));
  const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9_-]+)["']/.exec(head)?.[1];
  let label = "utf-8";
  if (declared && !/^utf-?16$/i.test(declared)) label = declared; // UTF-16 without BOM: trust UTF-8 bytes
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    throw new AnnexError("UNSUPPORTED", `HWPML in an unknown encoding "${declared}"`, {
      format: "hwpml",
    });
  }
}
