// Writes the safety model's training messages, read as the safety layer reads them, to the file named by the first
// argument, for scripts/safety-model/train.py: `node scripts/safety-model/build.mjs` runs both.
import { writeFileSync } from 'node:fs';
import { neverOverruled, readForSafety, ruledCategory } from '../content-check';
import { digestOf, safetyTrainingMessages } from '../training-messages';

const [output] = process.argv.slice(2);
if (!output) throw new Error('usage: export-messages.ts OUTPUT.json');
const messages = safetyTrainingMessages();
writeFileSync(
  output,
  JSON.stringify({
    sha256: digestOf(messages),
    // The categories whose rules stand whatever the model says, for the trainer's figures of the layer as it runs.
    neverOverruled: [...neverOverruled],
    messages: messages.map(({ text, category }) => {
      const read = readForSafety(text);
      // What the rules say, so the trainer can show how the model's thresholds work with them.
      return { category, ...read, ruled: ruledCategory(text, read) ?? null };
    }),
  }),
);
