/**
 * Shapes of the starter library's generated files.
 *
 * @module
 */

/** One data module of the starter library. */
export interface StarterChunk {
  /** SHA-256 of the decompressed JSON. */
  sha256: string;
  /** Decompressed size. */
  bytes: number;
  /** Imports the module: a base64 string of brotli-compressed JSON (`StarterEntry[]`). */
  load(): Promise<{ default: string }>;
}

/** One law file of the starter library. */
export interface StarterEntry {
  /** Corpus path, e.g. `kr/민법/법률.md`. */
  p: string;
  /** The legalize-kr law file, 부칙 left out. */
  t: string;
  /** 1 for the version whose articles go into the full-text index. */
  i: 0 | 1;
}

/** One statute of the starter library as the web home lists it. */
export interface StarterLaw {
  /** 제목. */
  name: string;
  /** 법령ID. */
  lawId: string;
  /** 법령구분. */
  kind: string;
  /** 소관부처. */
  ministries: string[];
  /** The field it is listed under (a topic area, or the most-cited group). */
  group: string;
}
