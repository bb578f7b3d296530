/**
 * The example queries the web app prints (the search box's placeholder, the home page). Each one
 * answers from real recordings in demo mode — tests/demo/examples.test.ts runs every one — so
 * change them only to queries a real recording answers.
 *
 * @module
 */

/** One example per kind of query the box reads. */
export const SEARCH_EXAMPLES = {
  /** A statute name (its list is a real recording: 민법, MANIFEST.md row 2). */
  law: "민법",
  /** A statute and an article (민법 body: MANIFEST-pass34.md row 805). */
  article: "민법 제750조",
  /** Words (the 상속세 lists of 판례·헌재·해석례: MANIFEST-pass34.md rows 801, 803, 804). */
  words: "상속세",
} as const;

/**
 * Everyday questions that name no law: the topic table opens the statute and article (민법's
 * list and body are real recordings: MANIFEST.md row 2, MANIFEST-pass34.md row 805).
 */
export const EVERYDAY_EXAMPLES: readonly string[] = [
  "아버지 돌아가셨는데 상속 순위",
  "친구한테 빌려준 돈 못받고 있어요",
  "이혼할때 재산분할 비율",
];

/** The search box's placeholder. */
export const SEARCH_PLACEHOLDER = `법령명, ${SEARCH_EXAMPLES.article}, ${SEARCH_EXAMPLES.words} …`;
