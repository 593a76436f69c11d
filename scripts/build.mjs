// `npm run build`: builds the web app and the server, then records a fingerprint of what the build read (every
// source file of apps/web, apps/server and packages/shared, the lockfile and the root configuration).
// `npm start` runs this with --if-changed, which skips the build when both outputs exist and that fingerprint
// still matches, so a built checkout starts serving at once while a fresh clone or an edited one is (re)built.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const sourceDirs = ['apps/web', 'apps/server', 'packages/shared'];
const rootFiles = ['package.json', 'package-lock.json', 'tsconfig.base.json'];
// Build outputs, caches and runtime data inside the source folders, none of which the build reads.
const skippedDirs = new Set(['node_modules', 'dist', 'dist-ssr', 'data', 'test-results', '.vite']);
const outputs = ['apps/web/dist/index.html', 'apps/server/dist/server.js'];
const stampFile = path.join(root, 'apps/server/dist/build-stamp.txt');

function filesUnder(dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return skippedDirs.has(entry.name) ? [] : filesUnder(relative);
    return entry.isFile() ? [relative] : [];
  });
}

function sourceFingerprint() {
  const hash = createHash('sha256');
  for (const file of [...rootFiles, ...sourceDirs.flatMap(filesUnder)].sort()) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

const fingerprint = sourceFingerprint();
const built =
  outputs.every((file) => existsSync(path.join(root, file))) &&
  existsSync(stampFile) &&
  readFileSync(stampFile, 'utf8') === fingerprint;
const { values } = parseArgs({ options: { 'if-changed': { type: 'boolean', default: false } } });
if (values['if-changed'] && built) process.exit(0);

rmSync(stampFile, { force: true });
for (const workspace of ['apps/web', 'apps/server']) {
  const { status } = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
// The fingerprint taken before building: a file edited during the build makes the next start build again.
writeFileSync(stampFile, fingerprint);
