/**
 * Drives the {@link FlowBuilder} from XML: one driver, two vocabularies — HWPX (OWPML, KS X 6101:
 * `hp:p`/`hp:t`/`hp:tbl`/`hp:tc` with `hp:cellAddr`/`hp:cellSpan` children) and HWPML 2.x
 * (`P`/`CHAR`/`TABLE`/`ROW`/`CELL` with `ColAddr`/`RowAddr`/`ColSpan`/`RowSpan` attributes).
 * HWPML is the older single-file XML form of the same model, so the element roles map 1:1.
 *
 * @module
 */

import type { FlowBuilder } from "./flow.ts";
import { localName, scanXml, type Ticker, xmlAttr, xmlIntAttr } from "./xml_scan.ts";

/** Element and attribute names of one XML dialect (local names, no prefixes). */
export interface XmlVocabulary {
  readonly paragraph: string;
  /** The element whose character data is paragraph text. */
  readonly text: string;
  readonly table: string;
  readonly tableRows: string;
  readonly tableCols: string;
  readonly row: string;
  readonly cell: string;
  /** Cell attributes, read on the cell element and on `cellAddr`/`cellSpan` children. */
  readonly rowAddr: string;
  readonly colAddr: string;
  readonly rowSpan: string;
  readonly colSpan: string;
  readonly header: string;
  /** HWPX states the address and span in child elements of the cell. */
  readonly cellAddr?: string;
  readonly cellSpan?: string;
  readonly caption: string;
  /** Wrappers between a table and its caption (HWPML: `SHAPEOBJECT`). */
  readonly captionWrappers: ReadonlySet<string>;
  /** Regions whose content is not body text: skipped and counted in a warning. */
  readonly skip: ReadonlySet<string>;
  /** Parts that never hold body text (styles, binary data): skipped silently. */
  readonly ignore: ReadonlySet<string>;
  readonly images: ReadonlySet<string>;
  readonly ole: ReadonlySet<string>;
  readonly equations: ReadonlySet<string>;
  /** Empty elements inside text that stand for characters. */
  readonly chars: Readonly<Record<string, string>>;
}

/** HWPX (OWPML) section XML. */
export const HWPX_VOCABULARY: XmlVocabulary = {
  paragraph: "p",
  text: "t",
  table: "tbl",
  tableRows: "rowCnt",
  tableCols: "colCnt",
  row: "tr",
  cell: "tc",
  rowAddr: "rowAddr",
  colAddr: "colAddr",
  rowSpan: "rowSpan",
  colSpan: "colSpan",
  header: "header",
  cellAddr: "cellAddr",
  cellSpan: "cellSpan",
  caption: "caption",
  captionWrappers: new Set(),
  skip: new Set(["header", "footer", "hiddenComment", "masterPage", "memo"]),
  ignore: new Set(),
  images: new Set(["pic"]),
  ole: new Set(["ole"]),
  equations: new Set(["equation"]),
  chars: { tab: "\t", lineBreak: "\n", hyphen: "-", nbSpace: " ", fwSpace: " " },
};

/** HWPML 2.x single-file XML (what Hangul writes as "HWPML 2.x (*.hml)"). */
export const HWPML_VOCABULARY: XmlVocabulary = {
  paragraph: "P",
  text: "CHAR",
  table: "TABLE",
  tableRows: "RowCount",
  tableCols: "ColCount",
  row: "ROW",
  cell: "CELL",
  rowAddr: "RowAddr",
  colAddr: "ColAddr",
  rowSpan: "RowSpan",
  colSpan: "ColSpan",
  header: "Header",
  caption: "CAPTION",
  captionWrappers: new Set(["SHAPEOBJECT"]),
  skip: new Set(["HEADER", "FOOTER", "HIDDENCOMMENT", "MASTERPAGE"]),
  ignore: new Set(["HEAD", "TAIL"]),
  images: new Set(["PICTURE"]),
  ole: new Set(["OLE"]),
  equations: new Set(["EQUATION"]),
  chars: { TAB: "\t", LINEBREAK: "\n", HYPEN: "-", NBSPACE: " ", FWSPACE: " " },
};

/**
 * Scans one XML part and feeds `builder`.
 *
 * @throws {AnnexError} CORRUPT for malformed XML; TIMEOUT/ABORTED via `ticker`.
 * @example
 * ```ts
 * import { FlowBuilder } from "./flow.ts";
 * import { HWPML_VOCABULARY, readXmlFlow } from "./xml_flow.ts";
 * const b = new FlowBuilder();
 * readXmlFlow("<HWPML><BODY><SECTION><P><TEXT><CHAR>별표</CHAR></TEXT></P></SECTION></BODY></HWPML>",
 *   HWPML_VOCABULARY, b);
 * console.log(b.finish().blocks); // [{ kind: "paragraph", text: "별표" }]
 * ```
 */
export function readXmlFlow(
  xml: string,
  v: XmlVocabulary,
  builder: FlowBuilder,
  ticker?: Ticker,
): void {
  const path: string[] = [];
  const captions: boolean[] = []; // per open caption: is it the table's own caption?
  let skipDepth = 0; // > 0 while inside a skipped region (its depth in `path`)
  let inText = 0;

  scanXml(xml, {
    open(name, attrs, selfClosing) {
      const ln = localName(name);
      path.push(ln);
      if (skipDepth) return;
      if (v.skip.has(ln) || v.ignore.has(ln)) {
        if (v.skip.has(ln)) builder.count("skipped");
        if (!selfClosing) skipDepth = path.length;
      } else if (ln === v.paragraph) builder.beginParagraph();
      else if (ln === v.text) inText++;
      else if (inText && ln in v.chars) builder.text(v.chars[ln]);
      else if (ln === v.table) {
        builder.beginTable(
          xmlIntAttr(attrs, v.tableRows) ?? 0,
          xmlIntAttr(attrs, v.tableCols) ?? 0,
        );
      } else if (ln === v.row) builder.beginRow();
      else if (ln === v.cell) {
        const header = xmlAttr(attrs, v.header);
        builder.beginCell({
          row: xmlIntAttr(attrs, v.rowAddr),
          col: xmlIntAttr(attrs, v.colAddr),
          rowSpan: xmlIntAttr(attrs, v.rowSpan),
          colSpan: xmlIntAttr(attrs, v.colSpan),
          header: header === "1" || header === "true",
        });
      } else if (ln === v.cellAddr) {
        builder.setCell({ row: xmlIntAttr(attrs, v.rowAddr), col: xmlIntAttr(attrs, v.colAddr) });
      } else if (ln === v.cellSpan) {
        builder.setCell({
          rowSpan: xmlIntAttr(attrs, v.rowSpan),
          colSpan: xmlIntAttr(attrs, v.colSpan),
        });
      } else if (ln === v.caption) {
        const own = ownerIsTable(path, v);
        captions.push(own);
        if (own) builder.beginCaption();
      } else if (v.images.has(ln)) builder.count("image");
      else if (v.ole.has(ln)) builder.count("ole");
      else if (v.equations.has(ln)) builder.count("equation");
    },
    close(name) {
      const ln = localName(name);
      if (skipDepth) {
        if (path.length === skipDepth) skipDepth = 0;
        path.pop();
        return;
      }
      path.pop();
      if (ln === v.paragraph) builder.endParagraph();
      else if (ln === v.text) inText = Math.max(0, inText - 1);
      else if (ln === v.table) builder.endTable();
      else if (ln === v.cell) builder.endCell();
      else if (ln === v.caption && captions.pop()) builder.endCaption();
    },
    text(t) {
      if (inText && !skipDepth) builder.text(t.replace(/\r/g, ""));
    },
  }, ticker);
}

/** Whether the caption just opened (last in `path`) belongs to a table rather than a picture. */
function ownerIsTable(path: readonly string[], v: XmlVocabulary): boolean {
  for (let i = path.length - 2; i >= 0; i--) {
    if (!v.captionWrappers.has(path[i])) return path[i] === v.table;
  }
  return false;
}
