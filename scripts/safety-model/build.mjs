// Trains the companion's safety model and writes apps/server/models/safety-classifier.json (decision 163): the
// server's own code reads the labelled messages as the safety layer does, then scikit-learn fits the model.
// Needs Python 3 with `pip install scikit-learn==1.9.1`. Run after changing the labelled messages, the rules'
// vocabulary or the text reading; a server test says when the shipped model is stale.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'safety-model-'));
const exported = path.join(work, 'messages.json');
try {
  execFileSync('npx', ['tsx', 'apps/server/src/child-safety/model/export-messages.ts', exported], {
    cwd: root,
    stdio: 'inherit',
  });
  execFileSync(
    'python3',
    [
      path.join(import.meta.dirname, 'train.py'),
      exported,
      path.join(root, 'apps/server/models/safety-classifier.json'),
    ],
    { cwd: root, stdio: 'inherit' },
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
