// Shared paragraph / sentence splitter for narration text.
//
// Used by the build (scripts/build.mjs) to decide what to synthesize and by the
// freshness test (test/content-fresh.test.mjs) to check generated transcripts,
// so both always agree on what a "sentence" is.
//
// Input format: plain prose, paragraphs separated by a blank line, sentences
// ending in . ! ? (optionally followed by closing quotes/brackets) and then
// whitespace. Line breaks inside a paragraph are treated as spaces.

// Words that end in a period without ending the sentence ("Mr. Smith").
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'sr',
  'jr',
  'st',
  'mt',
  'vs',
  'e.g',
  'i.e',
  'cf',
  'approx',
]);

// Terminal punctuation, then any closing quotes/brackets, then whitespace.
const BOUNDARY = /[.!?]+["'\u201d\u2019)\]]*(?=\s)/g;

/** Split text into paragraphs (array of non-empty, whitespace-normalized strings). */
export function splitParagraphs(text) {
  return String(text)
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.length > 0);
}

/** Split one paragraph into sentences (array of non-empty strings). */
export function splitParagraph(paragraph) {
  const text = paragraph.replace(/\s+/g, ' ').trim();
  const sentences = [];
  let start = 0;
  for (const m of text.matchAll(BOUNDARY)) {
    const end = m.index + m[0].length;
    if (!isSentenceEnd(text, start, m.index, end)) continue;
    const s = text.slice(start, end).trim();
    if (s) sentences.push(s);
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

function isSentenceEnd(text, start, punctAt, end) {
  // A lowercase continuation ("Stop!" he said. / Yes... and no.) means the
  // sentence goes on.
  const next = text.slice(end).trimStart();
  if (next && /^[a-z\u00df-\u00ff]/.test(next)) return false;
  const punct = text.slice(punctAt, end).replace(/["'\u201d\u2019)\]]+$/, '');
  if (punct === '.') {
    const word = text
      .slice(start, punctAt)
      .split(' ')
      .pop()
      .replace(/^["'\u201c\u2018([]+/, '');
    if (ABBREVIATIONS.has(word.toLowerCase())) return false;
    // Single initials ("George S. Clason").
    if (/^[A-Z]$/.test(word)) return false;
    // A list marker alone ("1. Pay yourself first.").
    if (/^\d+$/.test(word) && text.slice(start, punctAt).trim() === word) return false;
  }
  return true;
}

/**
 * Split text into a flat list of sentences:
 * [{ sentence: string, isParagraphEnd: boolean }], never containing empty sentences.
 */
export function splitSentences(text) {
  const out = [];
  for (const paragraph of splitParagraphs(text)) {
    const sentences = splitParagraph(paragraph);
    sentences.forEach((sentence, i) => {
      out.push({ sentence, isParagraphEnd: i === sentences.length - 1 });
    });
  }
  return out;
}
