/**
 * Format detection from magic bytes, never from file names.
 *
 * law.go.kr serves 별표/서식 files as `.hwp` whatever they are: real HWP 5 (OLE), HWPX (zip),
 * HWPML XML saved with a `.hwp` name, PDF, scanned images, or an HTML error page with HTTP 200.
 * Only the bytes tell.
 *
 * @module
 */

/** Every format the sniffer can name. */
export type AnnexFormat =
  | "hwpx"
  | "hwp5"
  | "hwp3"
  | "hwpml"
  | "pdf"
  | "zip"
  | "ole"
  | "png"
  | "jpeg"
  | "gif"
  | "tiff"
  | "bmp"
  | "webp"
  | "html"
  | "xml"
  | "empty"
  | "unknown";

/** Formats whose content is a picture. */
export const IMAGE_FORMATS: ReadonlySet<AnnexFormat> = new Set<AnnexFormat>([
  "png",
  "jpeg",
  "gif",
  "tiff",
  "bmp",
  "webp",
]);

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const HWPX_MIME = "application/hwp+zip";
/** How far into a text file we look for the root element (HWPML DTD prologues are long). */
const TEXT_PROBE = 64 * 1024;

/**
 * Names the real format of `bytes`.
 *
 * @example
 * ```ts
 * import { sniffFormat } from "./sniff.ts";
 * sniffFormat(new TextEncoder().encode("%PDF-1.7\n")); // "pdf"
 * sniffFormat(await Deno.readFile("별표1.hwp"));       // "hwp5", "hwpx", "hwpml", "pdf", …
 * ```
 */
export function sniffFormat(bytes: Uint8Array): AnnexFormat {
  if (bytes.length === 0) return "empty";
  if (startsWith(bytes, OLE_MAGIC)) return looksLikeHwpOle(bytes) ? "hwp5" : "ole";
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return zipIsHwpx(bytes) ? "hwpx" : "zip";
  if (startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return "zip"; // an empty archive
  if (startsWithAscii(bytes, "HWP Document File V3")) return "hwp3";
  if (indexOfAscii(bytes, "%PDF-", 0, 1024) >= 0) return "pdf";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWithAscii(bytes, "GIF87a") || startsWithAscii(bytes, "GIF89a")) return "gif";
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) {
    return "tiff";
  }
  if (startsWithAscii(bytes, "RIFF") && indexOfAscii(bytes, "WEBP", 8, 12) === 8) return "webp";
  if (isBmp(bytes)) return "bmp";
  return sniffText(bytes);
}

/** Classifies text: HWPML, HTML (an error page), other XML, or unknown. */
function sniffText(bytes: Uint8Array): AnnexFormat {
  const head = decodeHead(bytes);
  if (head === undefined) return "unknown";
  const text = head.replace(/^\uFEFF/, "").trimStart();
  if (!text.startsWith("<")) return "unknown";
  // A DOCTYPE naming HWPML is enough: its internal subset may run for kilobytes before the root.
  if (/<!DOCTYPE\s+HWPML[\s>[]/.test(text) || /<HWPML[\s>]/.test(text)) return "hwpml";
  if (
    /<!DOCTYPE\s+html|<html[\s>]|<head[\s>]|<body[\s>]|<meta\s|<title>|<script[\s>]/i.test(text)
  ) {
    return "html";
  }
  return text.startsWith("<?xml") ? "xml" : "unknown";
}

/** Decodes the first bytes as text (UTF-16 by BOM, else UTF-8); undefined for binary data. */
function decodeHead(bytes: Uint8Array): string | undefined {
  const slice = bytes.subarray(0, TEXT_PROBE);
  if (startsWith(slice, [0xff, 0xfe])) return new TextDecoder("utf-16le").decode(slice);
  if (startsWith(slice, [0xfe, 0xff])) return new TextDecoder("utf-16be").decode(slice);
  const text = new TextDecoder("utf-8").decode(slice);
  // Text with NUL bytes is binary (or UTF-16 without a BOM, which HWPML never is).
  return text.slice(0, 4096).includes("\u0000") ? undefined : text;
}

/**
 * HWPX is an OCF package: the first entry is `mimetype`, stored, holding `application/hwp+zip`.
 * Packages written by other tools may deviate; `readAnnex` double-checks a plain "zip".
 */
function zipIsHwpx(bytes: Uint8Array): boolean {
  if (bytes.length < 30) return false;
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const method = dv.getUint16(8, true);
  const size = dv.getUint32(18, true);
  const nameLen = dv.getUint16(26, true);
  const extraLen = dv.getUint16(28, true);
  const nameEnd = 30 + nameLen;
  if (nameEnd > bytes.length) return false;
  const name = new TextDecoder().decode(bytes.subarray(30, nameEnd));
  if (name !== "mimetype" || method !== 0) return false;
  const start = nameEnd + extraLen;
  const body = new TextDecoder().decode(bytes.subarray(start, start + Math.min(size, 64)));
  return body.trim() === HWPX_MIME;
}

/**
 * Looks for a `FileHeader` stream name in the first directory sector of an OLE file. Word/Excel
 * files have no such stream; a HWP whose directory starts elsewhere is still caught by the reader.
 */
function looksLikeHwpOle(bytes: Uint8Array): boolean {
  if (bytes.length < 512) return false;
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const shift = dv.getUint16(30, true);
  if (shift !== 9 && shift !== 12) return false;
  const size = 1 << shift;
  const start = (dv.getUint32(48, true) + 1) * size;
  if (start + size > bytes.length) return false;
  const names = new TextDecoder("utf-16le").decode(bytes.subarray(start, start + size));
  return names.includes("FileHeader");
}

function isBmp(bytes: Uint8Array): boolean {
  if (bytes.length < 18 || !startsWithAscii(bytes, "BM")) return false;
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Reserved words are zero and the DIB header has one of the known sizes.
  return dv.getUint32(6, true) === 0 &&
    [12, 40, 52, 56, 64, 108, 124].includes(dv.getUint32(14, true));
}

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  if (bytes.length < magic.length) return false;
  for (let i = 0; i < magic.length; i++) if (bytes[i] !== magic[i]) return false;
  return true;
}

function startsWithAscii(bytes: Uint8Array, s: string): boolean {
  return startsWith(bytes, [...s].map((c) => c.charCodeAt(0)));
}

/** First index of ASCII `s` that starts in [from, to], or -1. */
function indexOfAscii(bytes: Uint8Array, s: string, from: number, to: number): number {
  const last = Math.min(to, bytes.length - s.length);
  outer: for (let i = from; i <= last; i++) {
    for (let j = 0; j < s.length; j++) if (bytes[i + j] !== s.charCodeAt(j)) continue outer;
    return i;
  }
  return -1;
}
