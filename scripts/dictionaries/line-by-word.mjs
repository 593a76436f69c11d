/** A dictionary file as JSON with one word a line, so that a rebuild's diff shows which words changed. */
export const lineByWord = ({ words, ...header }) =>
  `${JSON.stringify(header).slice(0, -1)},"words":{\n${Object.entries(words)
    .map(([word, value]) => `${JSON.stringify(word)}:${JSON.stringify(value)}`)
    .join(',\n')}\n}}\n`;
