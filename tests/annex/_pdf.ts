/**
 * A minimal PDF writer for crafting inputs pdf.js must handle: pages with or without text, a
 * FlateDecode content stream that inflates to a chosen size, and a password-protected file.
 */

import { deflateSync } from "node:zlib";
import { concat } from "./_zip.ts";

/** One page's content: a content stream, optionally Flate-compressed. */
export interface PdfPage {
  content: string | Uint8Array;
  flate?: boolean;
}

/** Options of {@link makePdf}. */
export interface PdfOptions {
  /** Adds a Standard security handler whose user password is not empty. */
  encrypted?: boolean;
}

/** A text-drawing content stream (Helvetica, ASCII). */
export function textContent(lines: string[]): string {
  return "BT /F1 12 Tf 72 720 Td 14 TL " + lines.map((l) => `(${l}) Tj T*`).join(" ") + " ET";
}

/** A content stream that only paints a rectangle: a page with no text layer. */
export const DRAWING_ONLY = "0 0 1 rg 72 72 300 300 re f";

/** Builds a PDF with the given pages. */
export function makePdf(pages: PdfPage[], opts: PdfOptions = {}): Uint8Array {
  const enc = new TextEncoder();
  const objects: Uint8Array[] = [];
  const n = pages.length;
  const pageIds = pages.map((_, i) => 4 + i * 2);
  const add = (body: Uint8Array | string) =>
    objects.push(typeof body === "string" ? enc.encode(body) : body);
  add("<< /Type /Catalog /Pages 2 0 R >>");
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${n} >>`);
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
  pages.forEach((p, i) => {
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${pageIds[i] + 1} 0 R ` +
        "/Resources << /Font << /F1 3 0 R >> >> >>",
    );
    const raw = typeof p.content === "string" ? enc.encode(p.content) : p.content;
    const data = p.flate ? deflateSync(raw) : raw;
    add(concat([
      enc.encode(`<< /Length ${data.length}${p.flate ? " /Filter /FlateDecode" : ""} >>\nstream\n`),
      data,
      enc.encode("\nendstream"),
    ]));
  });
  let encryptRef = "";
  if (opts.encrypted) {
    const hex = (b: number) => b.toString(16).padStart(2, "0").repeat(32);
    add(`<< /Filter /Standard /V 1 /R 2 /O <${hex(0x11)}> /U <${hex(0x22)}> /P -4 >>`);
    encryptRef = ` /Encrypt ${objects.length} 0 R /ID [<${hex(0x33)}> <${hex(0x33)}>]`;
  }
  const parts: Uint8Array[] = [enc.encode("%PDF-1.4\n")];
  const offsets: number[] = [];
  let at = parts[0].length;
  objects.forEach((body, i) => {
    const chunk = concat([enc.encode(`${i + 1} 0 obj\n`), body, enc.encode("\nendobj\n")]);
    offsets.push(at);
    parts.push(chunk);
    at += chunk.length;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("") +
    `trailer\n<< /Size ${
      objects.length + 1
    } /Root 1 0 R${encryptRef} >>\nstartxref\n${at}\n%%EOF\n`;
  parts.push(enc.encode(xref));
  return concat(parts);
}
