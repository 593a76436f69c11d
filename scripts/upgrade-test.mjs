// `npm run test:upgrade`: builds the previous release (the commit in scripts/upgrade-from.txt, the last landed
// release; or UPGRADE_FROM), starts it on a new PGlite data directory and, with TEST_DATABASE_URL,
// on a new PostgreSQL database; writes a realistic account through its HTTP API; stops it; starts the current
// build on the same data; and checks that everything the old release answered is still there and every screen
// answers 200 (docs/decisions/142). .ci/run runs it after `npm test`, which leaves the current build behind.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'kurio-upgrade-'));
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const step = (message) => console.info(`[${(performance.now() / 1000).toFixed(1)} s] ${message}`);

/** The previous release and a built copy of its server, in a worktree of its own. */
function buildPreviousRelease() {
  // A shallow clone (as some CI checkouts are) has no earlier commit to build: fetch the history first.
  if (git('rev-parse', '--is-shallow-repository') === 'true') git('fetch', '--unshallow', '--quiet');
  // The release users run now, kept in a file: the newest commit that touched migrations may be part of this very
  // change, which would leave its new migrations untested. Moved forward when a release lands.
  const commit = process.env.UPGRADE_FROM || readFileSync(path.join(root, 'scripts/upgrade-from.txt'), 'utf8').trim();
  const dir = path.join(scratch, 'previous');
  git('worktree', 'add', '--detach', dir, commit);
  step(`previous release ${git('log', '-1', '--format=%h %cs %s', commit).slice(0, 100)}`);
  // Same lockfile, same packages: the current checkout's node_modules serve the old build as they are.
  if (git('rev-parse', `${commit}:package-lock.json`) === git('rev-parse', 'HEAD:package-lock.json')) {
    symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
    step('lockfile unchanged: node_modules linked from the current checkout');
  } else {
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
    step('lockfile changed: npm ci in the previous release');
  }
  // Only the server: the old release writes the data through its API; the current one serves the screens.
  execFileSync(process.execPath, ['build.mjs'], { cwd: path.join(dir, 'apps/server'), stdio: 'inherit' });
  step('previous server built');
  return { commit, dir, entry: path.join(dir, 'apps/server/dist/server.js') };
}

/** Starts a built server on a free port; resolves once it listens. */
async function startServer(entry, env) {
  const child = spawn(process.execPath, [entry], {
    cwd: path.dirname(entry),
    env: { ...process.env, PORT: '0', NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const url = /listening at (http:\/\/127\.0\.0\.1:\d+)/i.exec(output)?.[1];
    if (url) {
      const stop = () => {
        child.kill('SIGTERM');
        return exited;
      };
      return { url, stop };
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${entry} did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A JSON request as the app's pages make it; throws on anything but 2xx, with what the server said. */
async function call(url, pathname, { sid, body, method = body === undefined ? 'GET' : 'POST', form } = {}) {
  const headers = { ...(sid ? { cookie: `sid=${sid}` } : {}) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const response = await fetch(url + pathname, {
    method: form ? 'POST' : method,
    headers,
    body: form ? new URLSearchParams(form).toString() : body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await response.text();
  if (response.status >= 400)
    throw new Error(`${method} ${pathname} answered ${response.status}: ${text.slice(0, 300)}`);
  const sidSet = /(?:^|,\s*)sid=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  return { body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text, sid: sidSet };
}

/** A Pro learner with two decks, reviewed cards, lesson progress, quest ticks and a child's companion history. */
async function writeAccount(url) {
  const email = `upgrade-${Date.now()}@example.com`;
  const body = { name: 'Upgrade Learner', email, password: 'upgrade-secret-1' };
  const { sid } = await call(url, '/api/user/signup', { body });
  // Pro the way a learner pays when no Stripe key is set: the built-in test-mode checkout.
  const checkout = await call(url, '/api/create-checkout-session', { sid, body: { plan: 'pro', interval: 'yearly' } });
  const csId = checkout.body.url.split('/').at(-1);
  await call(url, `/api/checkout/test/${csId}/complete`, { sid, method: 'POST' });
  await call(url, '/api/stripe/handle_payment_success', { sid, form: { csId } });
  const cards = (deck, words) =>
    call(url, '/api/card/create', {
      sid,
      body: { deck, cards: words.map((word) => ({ question: `What is ${word}?`, answer: `${word}, explained.` })) },
    });
  const biology = (await cards('Biology', ['a cell', 'a gene', 'an enzyme', 'osmosis'])).body.cards;
  await cards('French', ['le chat', 'la maison', 'un livre']);
  for (const [index, card] of biology.entries()) {
    await call(url, '/api/card/review', { sid, body: { id: card.id, quality: 4 } });
    if (index % 2 === 0) await call(url, '/api/card/review', { sid, body: { id: card.id, quality: 2 } });
  }
  const offline = [{ clientId: crypto.randomUUID(), id: biology[3].id, quality: 5, reviewedAt: Date.now() - 60_000 }];
  await call(url, '/api/card/review/batch', { sid, body: { reviews: offline } });
  const lessons = (await call(url, '/api/lessons', { sid })).body.lessons;
  await call(url, `/api/lessons/${lessons[0].id}/progress`, { sid, method: 'PUT', body: { completed: true } });
  await call(url, `/api/lessons/${lessons[1].id}/progress`, { sid, method: 'PUT', body: { positionMs: 42_000 } });
  for (const episodeId of ['1', '2']) {
    await call(url, '/api/quest/episode', { sid, body: { bookId: 'aesops-fables', episodeId, completed: true } });
  }
  // A parent agrees to the notice the release shows before the companion talks (decision 146).
  const { notice } = (await call(url, '/api/companion/consent', { sid })).body;
  await call(url, '/api/companion/consent', {
    sid,
    body: { noticeVersion: notice.version, currentPassword: body.password },
  });
  const child = { name: 'Mia', age: 6, interests: 'dinosaurs', personality: 'shy', parentGoal: 'practise counting' };
  await call(url, '/api/companion/child', { sid, method: 'PUT', body: child });
  const prompt = 'A friendly gardener who loves talking about plants and counting seeds.';
  const character = (
    await call(url, '/api/companion/characters', { sid, body: { name: 'Gardener Fern', systemPrompt: prompt } })
  ).body.character;
  const talk = (await call(url, '/api/companion/sessions', { sid, body: { assistantId: character.id } })).body.session;
  for (const content of ['why is the sky blue', 'do dinosaurs like plants']) {
    await call(url, `/api/companion/sessions/${talk.id}/messages`, { sid, body: { content } });
  }
  return { sid, cardId: biology[0].id, lessonId: lessons[0].id, talkId: talk.id };
}

/** What the account's screens read: everything the old release answered must come back from the new one. */
async function readAccount(url, { sid, talkId }) {
  const reads = [
    '/api/user/status',
    '/api/account/export',
    '/api/card/list',
    '/api/card/decks',
    '/api/card/dashboard',
    '/api/billing/subscription',
    '/api/lessons',
    '/api/quest/data',
    '/api/companion/characters',
    '/api/companion/sessions',
    `/api/companion/sessions/${talkId}`,
  ];
  const answers = {};
  for (const read of reads) answers[read] = (await call(url, read, { sid })).body;
  return answers;
}

/**
 * The one child profile the previous release kept per account is the account's first child now, with its age as a
 * band (migration 0028), and the conversations it was used in are that child's.
 */
async function childProfileKept(url, { sid, talkId }) {
  const { children } = (await call(url, '/api/companion/children', { sid })).body;
  const expected = {
    name: 'Mia',
    ageBand: '4-6',
    interests: 'dinosaurs',
    personality: 'shy',
    parentGoal: 'practise counting',
  };
  const problems = missing([expected], children, '/api/companion/children');
  const { session } = (await call(url, `/api/companion/sessions/${talkId}`, { sid })).body;
  if (session.childName !== 'Mia') problems.push(`the conversation's child is ${session.childName}, not Mia`);
  return problems;
}

/** Values that are the time of the answer itself, not data. */
const momentary = new Set(['exportedAt']);
/** Data a migration moved on purpose, checked where it went: the one child profile (childProfileKept). */
const moved = new Set(['/api/account/export.tables.companion_child_profiles']);

/** Where `before` is not within `after`: every key and array item it has, with the same value (new keys may come). */
function missing(before, after, at = '') {
  if (isDeepStrictEqual(before, after)) return [];
  if (typeof before !== 'object' || before === null || typeof after !== 'object' || after === null) {
    return [`${at}: was ${JSON.stringify(before)}, now ${JSON.stringify(after)}`];
  }
  if (Array.isArray(before) && (!Array.isArray(after) || after.length < before.length)) {
    return [`${at}: ${before.length} items, now ${Array.isArray(after) ? after.length : 'none'}`];
  }
  return Object.keys(before)
    .filter((key) => !momentary.has(key) && !moved.has(`${at}.${key}`))
    .flatMap((key) => missing(before[key], after[key], `${at}.${key}`));
}

/** Every screen of the app, signed in as the upgraded learner (apps/web/src/config/paths.ts). */
const screens = ({ cardId, lessonId }) => [
  '/',
  '/landing',
  '/login',
  '/signup',
  '/membership',
  '/pricing',
  '/features',
  '/interview-guide',
  '/payment/success',
  '/settings',
  '/beta',
  '/kids',
  '/beta/friend',
  '/beta/p',
  '/beta/p/c',
  '/test',
  '/cards',
  `/card/${cardId}`,
  '/generate',
  '/dashboard',
  '/review',
  '/lessons',
  `/learn/${lessonId}`,
  '/create',
  '/home',
  '/library',
  '/quest/aesops-fables',
  '/downloads',
];

/** Old release writes and reads, current build starts twice on the same data and must answer the same. */
async function upgrade(previous, engine, env) {
  const old = await startServer(previous.entry, env);
  const account = await writeAccount(old.url);
  const before = await readAccount(old.url, account);
  await old.stop();
  step(`${engine}: the previous release wrote the account and stopped`);
  const problems = [];
  // The second start finds every migration applied: one that cannot run twice, or that left a lock behind, fails.
  for (const start of ['first', 'second']) {
    const current = await startServer(path.join(root, 'apps/server/dist/server.js'), env);
    try {
      const after = await readAccount(current.url, account);
      for (const read of Object.keys(before)) problems.push(...missing(before[read], after[read], read));
      problems.push(...(await childProfileKept(current.url, account)));
      for (const screen of screens(account)) {
        const response = await fetch(current.url + screen, { headers: { cookie: `sid=${account.sid}` } });
        if (response.status !== 200) problems.push(`${screen} answered ${response.status}`);
        await response.arrayBuffer();
      }
    } finally {
      await current.stop();
    }
    step(
      `${engine}: the current build's ${start} start read the account and served ${screens(account).length} screens`,
    );
  }
  return problems.map((problem) => `${engine} ${problem}`);
}

/** A new, empty PostgreSQL database beside TEST_DATABASE_URL's, with `pg` borrowed from the server's packages. */
async function newPostgresDatabase(baseUrl) {
  const pg = createRequire(path.join(root, 'apps/server/package.json'))('pg');
  const name = `kurio_upgrade_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
      await client.end();
    },
  };
}

async function main() {
  if (!existsSync(path.join(root, 'apps/server/dist/server.js'))) {
    execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  }
  const previous = buildPreviousRelease();
  const problems = await upgrade(previous, 'PGlite', { DATA_DIR: path.join(scratch, 'data') });
  if (process.env.TEST_DATABASE_URL) {
    const database = await newPostgresDatabase(process.env.TEST_DATABASE_URL);
    try {
      problems.push(...(await upgrade(previous, 'PostgreSQL', { DATABASE_URL: database.url })));
    } finally {
      await database.drop();
    }
  } else {
    console.info('(TEST_DATABASE_URL is not set: the upgrade was tested on PGlite only)');
  }
  return problems;
}

try {
  const problems = await main();
  if (problems.length > 0) {
    console.error(`Upgrade test failed:\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    step('upgrade test passed: every answer of the previous release is still there, every screen answers 200');
  }
} finally {
  if (existsSync(path.join(scratch, 'previous'))) git('worktree', 'remove', '--force', path.join(scratch, 'previous'));
  rmSync(scratch, { recursive: true, force: true });
}
