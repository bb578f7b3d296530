/**
 * PDF reader: the text layer, page by page, one paragraph per text line.
 *
 * Uses unpdf (a serverless build of Mozilla pdf.js that needs no worker and no canvas under
 * Deno). Tables are not reconstructed from glyph positions — the document says so in a warning.
 * A PDF without any text layer (a scan) is refused as IMAGE_ONLY, never returned empty.
 *
 * @module
 */

import { getDocumentProxy } from "unpdf";
import { AnnexError } from "./errors.ts";
import type { AnnexParagraph, AnnexWarning } from "./model.ts";
import type { AnnexBudget } from "./limits.ts";
import { scanPdfStreams } from "./pdf_guard.ts";

/** What the PDF reader returns to the dispatcher. */
export interface PdfRead {
  readonly blocks: AnnexParagraph[];
  readonly warnings: AnnexWarning[];
  readonly pages: number;
}

interface TextItemLike {
  str?: string;
  hasEOL?: boolean;
}

/**
 * Reads a PDF's text layer.
 *
 * @throws {AnnexError} IMAGE_ONLY (no text layer), ENCRYPTED, CORRUPT, TOO_LARGE, TIMEOUT.
 * @example
 * ```ts
 * import { readPdf } from "./pdf.ts";
 * import { AnnexBudget } from "./limits.ts";
 * const pdf = await readPdf(await Deno.readFile("소득세법.pdf"), AnnexBudget.start());
 * console.log(pdf.pages, pdf.blocks[0].text);
 * ```
 */
export async function readPdf(bytes: Uint8Array, budget: AnnexBudget): Promise<PdfRead> {
  scanPdfStreams(bytes, budget);
  // pdf.js may transfer (detach) the buffer it is given: hand it a copy, never the caller's bytes.
  const task = getDocumentProxy(bytes.slice(), {
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  let pdf: Awaited<typeof task> | undefined;
  try {
    pdf = await budget.race(task, () => task.then((p) => p.loadingTask.destroy()).catch(() => {}));
    const doc = pdf;
    const destroy = () => doc.loadingTask.destroy();
    budget.checkEntries(doc.numPages, "the PDF");
    const blocks: AnnexParagraph[] = [];
    const blank: number[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      await budget.breathe();
      const page = await budget.race(doc.getPage(n), destroy);
      const content = await budget.race(page.getTextContent(), destroy);
      const lines = toLines(content.items as TextItemLike[]);
      budget.takeUncompressed(lines.reduce((s, l) => s + l.length * 2, 0), "PDF text");
      if (lines.length === 0) blank.push(n);
      for (const text of lines) blocks.push({ kind: "paragraph", text, page: n });
      page.cleanup();
    }
    if (blocks.length === 0) {
      throw new AnnexError(
        "IMAGE_ONLY",
        `image-only PDF: none of its ${doc.numPages} pages has a text layer (a scan needs OCR)`,
        { format: "pdf", warnings: ["image-only PDF"] },
      );
    }
    return { blocks, warnings: pdfWarnings(blank, doc.numPages), pages: doc.numPages };
  } catch (e) {
    throw classify(e);
  } finally {
    await pdf?.loadingTask.destroy().catch(() => {});
  }
}

/** Joins text items into lines at pdf.js's end-of-line marks; blank lines are dropped. */
function toLines(items: readonly TextItemLike[]): string[] {
  const lines: string[] = [];
  let line = "";
  for (const item of items) {
    if (typeof item.str === "string") line += item.str;
    if (item.hasEOL) {
      if (line.trim()) lines.push(line.trimEnd());
      line = "";
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

function pdfWarnings(blank: readonly number[], pages: number): AnnexWarning[] {
  const w: AnnexWarning[] = [{
    code: "PDF_TEXT_ONLY",
    message: "PDF는 글자층만 읽었습니다: 표의 칸·병합 구조는 복원하지 않았습니다.",
  }];
  if (blank.length) {
    const list = blank.length > 20 ? `${blank.slice(0, 20).join(", ")} …` : blank.join(", ");
    w.push({
      code: "PAGES_WITHOUT_TEXT",
      message: `${pages}쪽 중 ${blank.length}쪽(${list})에는 글자층이 없습니다 (스캔 이미지).`,
      count: blank.length,
    });
  }
  return w;
}

/** Maps pdf.js exceptions (identified by name: their classes live inside the bundle) to codes. */
function classify(e: unknown): AnnexError {
  if (e instanceof AnnexError) return e;
  const name = (e as { name?: string })?.name ?? "";
  const cause = e instanceof Error ? e.message.slice(0, 200) : String(e);
  if (name === "PasswordException") {
    return new AnnexError("ENCRYPTED", "password-protected PDF", { format: "pdf", cause });
  }
  return new AnnexError("CORRUPT", "the PDF is damaged or not a PDF", { format: "pdf", cause });
}
