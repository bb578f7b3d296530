/**
 * A small Korean reader: strips particles and verb endings from a word ("퇴직금은" → "퇴직금",
 * "계산하나요" → "계산") and lists the content words of a question. No dictionary: it strips
 * only endings that leave at least two syllables, and never a syllable that ends a common
 * noun ("평가", "결과", "제도").
 *
 * @module
 */

// Endings of verbs and questions, two syllables or more (one-syllable ones such as 할/한 also
// end nouns: "분할", "제한").
const ENDINGS = [
  "받으려면",
  "하려고요",
  "했는데요",
  "되었는데",
  "하려면",
  "되려면",
  "했는데",
  "했어요",
  "됐어요",
  "했나요",
  "됐나요",
  "합니다",
  "됩니다",
  "입니다",
  "인가요",
  "한가요",
  "하나요",
  "되나요",
  "할까요",
  "될까요",
  "인지요",
  "있나요",
  "없나요",
  "일까요",
  "이에요",
  "하는지",
  "되는지",
  "하는데",
  "되는데",
  "하려고",
  "했을때",
  "할때",
  "될때",
  "예요",
  "에요",
  "해야",
  "하면",
  "되면",
  "하는",
  "되는",
  "해요",
  "돼요",
  "나요",
  "까요",
  "인데",
  "려면",
  "하다",
  "되다",
  "했다",
  "됐다",
  "당한",
  "당했",
] as const;

const PARTICLES_LONG = [
  "에서는",
  "에서도",
  "에게서",
  "으로는",
  "이라도",
  "에서",
  "에게",
  "한테",
  "으로",
  "까지",
  "부터",
  "이랑",
  "처럼",
  "마다",
  "에는",
  "에도",
  "와는",
  "과는",
  "이란",
] as const;

const PARTICLES_SHORT = /[은는이가을를에의와과도만로]$/;

/** Nouns that end in a syllable that is also a particle. */
const KEEP =
  /(?:평가|대가|국가|허가|인가|증가|추가|단가|시가|원가|물가|주가|휴가|작가|전문가|결과|효과|학과|부과|통과|초과|경과|제도|정도|한도|용도|속도|지도|태도|인도|양도|미만|불만|마을|차이|나이|아이|종이|자이|주의|합의|회의|협의|심의|결의|동의|이의|문의|질의|정의|강의|논의|건의|창의|거래|매도|공로|경로|도로|진로|항로|과로|퇴로|통로|수로|선로|의료|재료|자료|급료|요금|보험료|연도|가로|세로|노인|사이|높이|길이|깊이|넓이|놀이|고가|저가|정가|자가)$/;

const syllables = (w: string): number => [...w].length;

/**
 * A word without its particle or verb ending.
 *
 * @example
 * ```ts
 * import { stem } from "./reader.ts";
 * stem("퇴직금은"); // "퇴직금"
 * stem("계산하나요"); // "계산"
 * stem("평가"); // "평가"
 * ```
 */
export function stem(word: string): string {
  let w = word.normalize("NFC").replace(/[?!.,~"'「」()·]+/g, "");
  for (const e of ENDINGS) {
    if (w.endsWith(e) && syllables(w) - syllables(e) >= 2) {
      w = w.slice(0, -e.length);
      break;
    }
  }
  for (const p of PARTICLES_LONG) {
    if (w.endsWith(p) && syllables(w) - syllables(p) >= 2) return w.slice(0, -p.length);
  }
  if (syllables(w) >= 3 && PARTICLES_SHORT.test(w) && !KEEP.test(w)) return w.slice(0, -1);
  return w;
}

/** Words that carry a question, not its subject. */
const FILLER: ReadonlySet<string> = new Set(
  ("어떻게 어떡해 어떡하 어떤 무엇 뭐야 뭔가요 뭐예요 뭐에요 뭐 왜 언제 얼마 얼마나 있나 없나 " +
    "되나 되나요 하나요 인가요 가능 가능한가요 가능한지 방법 경우 때 관련 관해 대해 대한 알려 " +
    "알려줘 알려주세요 궁금 궁금해요 궁금합니다 질문 문의 좀 혹시 제가 저는 저희 우리 그냥 " +
    "받을 받으려면 받나요 되는지 하는지 해야 하나 할까 할까요 싶어요 싶은데 수 것 거 등 및 " +
    "그리고 또는 근데 그런데 너무 정말 진짜 이거 그거 요즘 지금")
    .split(" "),
);

/**
 * The content words of a question, stemmed, in order, without fillers or one-syllable words.
 *
 * @example
 * ```ts
 * import { contentWords } from "./reader.ts";
 * contentWords("퇴직금은 어떻게 계산하나요"); // ["퇴직금", "계산"]
 * ```
 */
export function contentWords(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.normalize("NFC").split(/[\s,.?!·ㆍ「」()[\]"'~/]+/)) {
    if (!raw) continue;
    const w = stem(raw);
    if (syllables(w) < 2 || FILLER.has(w) || FILLER.has(raw) || out.includes(w)) continue;
    out.push(w);
  }
  return out;
}
