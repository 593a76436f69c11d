// Marks which parts of a paragraph's sentences are quoted speech, so books can voice dialogue differently.
//
// A double quote (" or the curly pair) opens or closes speech. The state carries from sentence to sentence
// inside a paragraph (`"You? Race me?` / `Oh, this will be fun!"`) and resets at each paragraph, which also
// suits the convention of reopening a quote that runs on into the next paragraph.

const QUOTE = /["\u201c\u201d]/g;

/**
 * Split each sentence of one paragraph into segments: [[{ text, quoted }], ...], one array per sentence.
 * Quote marks themselves are dropped; segments with no letters or digits are left out.
 */
export function dialogueSegments(sentences) {
  let quoted = false;
  return sentences.map((sentence) => {
    const segments = [];
    let from = 0;
    const push = (to) => {
      const text = sentence.slice(from, to).trim();
      if (/[\p{L}\p{N}]/u.test(text)) segments.push({ text, quoted });
    };
    for (const m of sentence.matchAll(QUOTE)) {
      push(m.index);
      from = m.index + 1;
      quoted = m[0] === '\u201c' ? true : m[0] === '\u201d' ? false : !quoted;
    }
    push(sentence.length);
    return segments;
  });
}
