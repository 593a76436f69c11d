// Builds the offline generator's computing dictionary, apps/server/dictionaries/foldoc/, from FOLDOC (the Free On-line
// Dictionary of Computing) as Debian packages it: `apt-get install dict-foldoc`, then
// `node scripts/dictionaries/build-foldoc.mjs`. Writes foldoc.json (per entry: headword, other headwords, and per
// sense its subject tags, a cleaned first paragraph and the cross-references that are entries themselves) and
// LICENSE (FOLDOC's notice and the GFDL it is under). Decision 129 says why.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readDictd } from './dictd.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, 'apps/server/dictionaries/foldoc');
const dictDir = process.env.FOLDOC_DIR ?? '/usr/share/dictd';
const docDir = '/usr/share/doc/dict-foldoc';
/** A definition longer than this is cut at the end of a sentence. */
const maxDefinition = 450;
/** The most cross-references kept per sense, in the order the text gives them. */
const maxRelated = 10;
/** Subjects whose entries teach nothing: misspellings, misuses of other terms, jokes. */
const skippedSubjects = new Set(['spelling', 'abuse', 'humour']);
/** Paragraphs that name where something comes from or where to find it, not what it is. */
const sourceParagraph = /^\[|^\{?(?:Usenet|Mailing list|Home page|E-?mail|FTP|Latest version)|\bnewsgroups?:/i;
/** Cross-references to the dictionary's own sources. */
const sourceTerms = new Set(['jargon file', 'usenet', 'request for comments']);

const squash = (text) => text.replace(/\s+/g, ' ').trim();
const key = (term) => squash(term).toLowerCase();

/** An entry's text: its headword lines, then indented paragraphs; code keeps a deeper indent. */
function splitEntry(text) {
  const lines = text.replace(/\r/g, '').split('\n');
  const headwords = [];
  let at = 0;
  for (; at < lines.length && lines[at].trim() !== '' && !/^\s/.test(lines[at]); at++) headwords.push(lines[at].trim());
  const paragraphs = [];
  let current = [];
  const flush = () => {
    if (current.length > 0) paragraphs.push(current);
    current = [];
  };
  for (; at < lines.length; at++) {
    if (lines[at].trim() === '') flush();
    else current.push(lines[at]);
  }
  flush();
  // The body's indent is its first line's (three spaces): code is indented further. A stray unindented line
  // ("{(http://…)}" wrapped) must not make every paragraph look like code.
  const indent = paragraphs[0]?.[0].match(/^ */)[0].length ?? 0;
  return {
    headwords,
    paragraphs: paragraphs.map((group) => ({
      code: group.every((line) => line.match(/^ */)[0].length > indent),
      text: squash(group.join(' ')),
    })),
  };
}

/** The {cross-references} of a text, without their "(url)" tails and outside [source notes]. */
const crossReferences = (text) =>
  [...text.replace(/\[[^[\]]*\{[^[\]]*\]/g, '').matchAll(/\{([^{}]+)\}/g)]
    .map((match) => squash(match[1].replace(/\([^()]*\)\s*$/, '')))
    .filter(Boolean);

const abbreviations = /\b(?:e\.g|i\.e|etc|vs|cf|approx|no|vol|pp|Inc|Ltd|Corp|Dr|Mr|Mrs|St|[A-Z])\.$/;

/** The sentences of a paragraph, not cut after "e.g." or an initial. */
function sentences(text) {
  const pieces = text.split(/(?<=[.!?]["')]?)\s+(?=["'(]?[A-Z0-9])/);
  const joined = [];
  for (const piece of pieces) {
    const last = joined.at(-1);
    if (last !== undefined && abbreviations.test(last)) joined[joined.length - 1] = `${last} ${piece}`;
    else joined.push(piece);
  }
  return joined;
}

const initials = (name) =>
  name
    .split(/[\s-]+/)
    .filter((word) => /^\p{L}/u.test(word))
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/**
 * A leading aside moved after the definition: "(Or "hashing")" as "Also called "hashing".", "(OS)" for
 * operating system as "Also known as OS.", "(Formerly "LiveScript")" as "Formerly "LiveScript"."; one that only
 * repeats a headword ("(TCP)") or points elsewhere ("(See below for synonyms)") dropped. Where a usage comes from ("(IBM) To power cycle …") and dates stay.
 */
function moveLeadingAside(text, headwords) {
  const aside = text.match(/^\(((?:[^()]|\([^()]*\))*)\)\s*/);
  if (!aside) return text;
  const rest = text.slice(aside[0].length);
  const inside = aside[1].trim();
  if (rest === '') return text;
  if (headwords.has(key(inside.replace(/["']/g, ''))) || /^See\b/i.test(inside)) return rest;
  const acronym = inside.match(/^([A-Z][A-Z0-9]+)\b/)?.[1];
  const full = (sentence) => `${rest} ${sentence}${/[.!?]["']?$/.test(sentence) ? '' : '.'}`;
  if (acronym && [...headwords].some((headword) => initials(headword) === acronym.replace(/\d/g, ''))) {
    return full(`Also known as ${inside}`);
  }
  if (/^or\b/i.test(inside)) return full(inside.replace(/^or\b\s*/i, 'Also called '));
  // "(IBM)", "(CMU, Tektronix)": where a usage comes from, which reads best where it stands.
  if (/^[A-Z][\w/&.-]*(?:,? [A-Z][\w/&.-]*){0,2}$/.test(inside) || /^\d/.test(inside)) return text;
  return full(inside.charAt(0).toUpperCase() + inside.slice(1));
}

/** FOLDOC markup to plain text: references unbraced, addresses, pronunciations and source notes dropped. */
function clean(text, headwords) {
  let result = text
    .replace(/^\[[^[\]]*\]\s*/, '') // [HP/Apollo]: where a usage comes from
    .replace(/\[[^[\]]*\{[^[\]]*\]/g, '') // [{Jargon File}]: a source
    .replace(/\\-/g, '')
    .replace(/\{\s*\([^{}]*\)\s*\}/g, '') // {(http://…)}: a bare link
    .replace(/\{([^{}]*?)\s*\((?:[a-z]+:|[\w.-]+\.html?\b)[^{}]*\)\s*\}/g, '$1') // {text (address)}
    .replace(/\{([^{}]*)\}/g, '$1')
    .replace(/[{}]/g, '')
    .replace(/<(?:URL:)?[^<>\s]*(?:@|:\/\/)[^<>\s]*>/g, '') // <user@host>, <URL:…>
    .replace(/<[^<>]* AT [^<>]* DOT [^<>]*>/g, '') // <name AT host DOT com>
    .replace(/\b(?:https?|ftp|news|mailto|telnet|gopher):\/*[^\s)]*/g, '')
    .replace(/\[(?:Jargon File|RFC \d+|From |Source)[^[\]]*\]/g, '')
    .replace(/\(\s*\d{4}-\d{2}-\d{2}\s*\)/g, '');
  result = result
    .replace(/\(\s*[,;.]?\s*\)/g, '')
    .replace(/\s+([,.;:])(?=\s|$)/g, '$1') // "word ." left by a removed address; not ".cshrc"
    .replace(/(\w)\.\.(?=\s|$)/g, '$1.') // "{Motorola, Inc.}."
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*(?:E\.g\.|e\.g\.|For example|For instance|Example|Examples)[,:]?$/, '');
  result = result.replace(/^[.,;:]\s*/, '');
  // "… is a subset of D x C such that:" introduces what the definition left out, and "… via the Web at." lost its
  // address: drop such a sentence.
  result = sentences(result)
    .filter((sentence) => !/(?::|\b(?:at|from|via|to|in|see|of))\.?$/i.test(sentence))
    .filter((sentence) => !/,\s*[,.]|^See (?:below|above)\b/.test(sentence)) // "try,,, or." lost its addresses
    .join(' ')
    .replace(/(?<!\w)\*(\w[^*]*?)\*(?!\w)|__(\w[^_]*?)__/g, '$1$2'); // *emphasis*, __emphasis__
  // Twice: "(SIMD) (Or "data parallel") The classification …" has two.
  result = moveLeadingAside(moveLeadingAside(result, headwords), headwords).replace(/^[.,;:]\s*/, '');
  if (result.length > maxDefinition) {
    let cut = '';
    for (const sentence of sentences(result)) {
      if (cut && cut.length + sentence.length + 1 > maxDefinition) break;
      cut = cut ? `${cut} ${sentence}` : sentence;
    }
    result = cut;
  }
  return result;
}

/** A paragraph's leading "2." and "<programming, algorithm>" (either order), and the rest. */
function parseLead(text) {
  let rest = text;
  let number;
  let subjects = [];
  let aside = '';
  for (let round = 0; round < 3; round++) {
    const numbered = rest.match(/^(\d+)\.\s+/);
    if (numbered && number === undefined) {
      number = Number(numbered[1]);
      rest = rest.slice(numbered[0].length);
    }
    // "<processor>", or the odd "<communications." left unclosed
    const tagged = rest.match(/^<([a-z][a-z ,-]*)(?:>|\.)\s*/i);
    if (tagged && !/[@/:]/.test(tagged[1])) {
      if (subjects.length === 0) subjects = tagged[1].split(',').map((subject) => squash(subject).toLowerCase());
      rest = rest.slice(tagged[0].length);
      continue;
    }
    // "(NS32000) <processor> …": an aside before the tag
    const asideThenTag = rest.match(/^(\([^()]*\))\s*(?=<[a-z])/i);
    if (asideThenTag && !aside) {
      aside = asideThenTag[1];
      rest = rest.slice(asideThenTag[0].length);
    }
    rest = rest.replace(/^\/[^/{}]{1,40}\/(?=\s)\s*/, ''); // pronunciation: /S Q L/
  }
  if (aside) rest = `${aside} ${rest}`;
  return { number, subjects, rest };
}

/**
 * The senses of an entry: "1.", "2." … in turn start one, an unnumbered entry has one. A numbered list inside a
 * sense ("… such that:" then "1.", "2.") stays part of it, and a wholly parenthesised aside before "1." is dropped.
 */
function senses(paragraphs) {
  const found = [];
  let entrySubjects = [];
  let inList = false;
  let previous = '';
  for (const paragraph of paragraphs) {
    if (paragraph.code) {
      found.at(-1)?.paragraphs.push(paragraph);
      continue;
    }
    const { number, subjects, rest } = parseLead(paragraph.text);
    const expected = found.filter((sense) => sense.numbered).length + 1;
    const listStarts = number === 1 && previous.endsWith(':');
    if (number === expected && !listStarts && (!inList || subjects.length > 0)) {
      if (number === 1 && found.length === 1 && /^\([^()]*\)$|^$/.test(found[0].paragraphs[0].text)) found.pop();
      found.push({
        numbered: true,
        subjects: subjects.length > 0 ? subjects : entrySubjects,
        paragraphs: [{ code: false, text: rest }],
      });
      inList = false;
    } else if (found.length === 0) {
      if (subjects.length > 0) entrySubjects = subjects;
      if (rest !== '')
        found.push({ numbered: false, subjects: entrySubjects, paragraphs: [{ code: false, text: rest }] });
    } else {
      found.at(-1).paragraphs.push(paragraph);
      inList = number !== undefined;
    }
    previous = rest;
  }
  return found;
}

const isDate = (text) => /^\(\d{4}-\d{2}-\d{2}\)$/.test(text);

/** Entries Debian added (Dictionary.debian) are under another licence: their bodies, to leave them out. */
function debianBodies() {
  let text;
  try {
    text = readFileSync(path.join(docDir, 'Dictionary.debian'), 'utf8');
  } catch {
    return new Set();
  }
  const bodies = new Set();
  let body = [];
  const flush = () => {
    if (body.length > 0) bodies.add(squash(body.join(' ')));
    body = [];
  };
  for (const line of text.split('\n').slice(1)) {
    if (/^\S/.test(line)) flush();
    else if (line.trim() !== '') body.push(line);
  }
  flush();
  return bodies;
}

const fromDebian = debianBodies();
const raw = [];
const seen = new Set();
for (const { text } of readDictd(path.join(dictDir, 'foldoc'))) {
  if (seen.has(text)) continue; // every headword of an entry points at the same text
  seen.add(text);
  const { headwords, paragraphs } = splitEntry(text);
  // LaTeX commands ("\\subseteq") read as garble once their markup is gone.
  // Template placeholders ("{$formKeywords}") are not terms.
  if (headwords.length === 0 || paragraphs.length === 0 || /^\\|[{}]/.test(headwords[0])) continue;
  if (fromDebian.has(squash(paragraphs.map((paragraph) => paragraph.text).join(' ')))) continue;
  raw.push({ headwords, senses: senses(paragraphs.filter((paragraph) => !isDate(paragraph.text))) });
}

// Every headword (lower case) to the entries it names, for cross-references that lead somewhere.
const byKey = new Map();
raw.forEach((entry, at) => {
  for (const headword of entry.headwords) {
    const list = byKey.get(key(headword)) ?? [];
    if (!list.includes(at)) list.push(at);
    byKey.set(key(headword), list);
  }
});

/**
 * The headword a cross-reference leads to ("{hash collisions}" → "hash collision"), or undefined: the entry
 * spelled so ("{scope}" is scope, not SCOPE the acronym), else a lower-case headword, else the first.
 */
function target(reference) {
  const term = squash(reference);
  const forms = [term, term.replace(/s$/, ''), term.replace(/es$/, ''), term.replace(/ies$/, 'y')];
  for (const form of forms) {
    const found = byKey.get(key(form));
    if (!found) continue;
    const exact = found.find((at) => raw[at].headwords.includes(form));
    const lower = found.find((at) => raw[at].headwords.some((headword) => headword === key(form)));
    return raw[exact ?? lower ?? found[0]].headwords[0];
  }
  return undefined;
}

const entries = [];
let senseCount = 0;
for (const entry of raw) {
  const own = new Set(entry.headwords.map(key));
  const kept = [];
  for (const sense of entry.senses) {
    if (sense.subjects.some((subject) => skippedSubjects.has(subject))) continue;
    const first = sense.paragraphs.find((paragraph) => !paragraph.code && paragraph.text !== '');
    if (!first) continue;
    const definition = clean(first.text, own);
    if (!/\p{L}/u.test(definition)) continue;
    // "A function f : X -> Y is additive if" and then a formula: a definition that needs its code.
    const next = sense.paragraphs[sense.paragraphs.indexOf(first) + 1];
    if (next?.code && !/[.!?)"']$/.test(definition)) continue;
    const related = [];
    for (const paragraph of sense.paragraphs) {
      if (paragraph.code || sourceParagraph.test(paragraph.text)) continue;
      for (const reference of crossReferences(paragraph.text)) {
        const headword = target(reference);
        if (!headword || own.has(key(headword)) || sourceTerms.has(key(headword))) continue;
        if (!related.includes(headword) && related.length < maxRelated) related.push(headword);
      }
    }
    // "{inner join} (common) or {outer join}": a sense that only points at other entries.
    const leftOver = first.text
      .replace(/\{[^{}]*\}/g, '')
      .replace(/\([^()]*\)/g, '')
      .replace(/\b(?:or|and|see|see also|also|the|an?)\b/gi, '');
    const pointsAt = /\p{L}{2,}/u.test(leftOver)
      ? []
      : crossReferences(first.text)
          .map(target)
          .filter((headword) => headword && !own.has(key(headword)));
    // "See {recursive definition}" under recursive definition: a joke, or a pointer to nowhere.
    if (!/\p{L}{2,}/u.test(leftOver) && pointsAt.length === 0) continue;
    const out = { t: definition };
    if (sense.subjects.length > 0) out.d = sense.subjects;
    if (related.length > 0) out.r = related;
    if (pointsAt.length > 0) out.p = pointsAt;
    kept.push(out);
  }
  if (kept.length === 0) continue;
  senseCount += kept.length;
  const [headword, ...aliases] = entry.headwords;
  entries.push(aliases.length > 0 ? { h: headword, a: aliases, s: kept } : { h: headword, s: kept });
}

const status = execFileSync('dpkg-query', ['--status', 'dict-foldoc'], { encoding: 'utf8' });
const version = status.match(/^Version: (.+)$/m)?.[1] ?? 'unknown';
mkdirSync(outDir, { recursive: true });
const json = JSON.stringify({
  source: `FOLDOC, The Free On-line Dictionary of Computing, Debian package dict-foldoc ${version}`,
  licence: 'GNU Free Documentation License 1.1 or later; see LICENSE',
  entries,
});
writeFileSync(path.join(outDir, 'foldoc.json'), `${json}\n`);
const notice = readFileSync(path.join(docDir, 'copyright'), 'utf8');
writeFileSync(
  path.join(outDir, 'LICENSE'),
  `foldoc.json is derived from FOLDOC, The Free On-line Dictionary of Computing, http://foldoc.org/, Editor
Denis Howe, as packaged by Debian (dict-foldoc). It holds each entry's headwords, subject tags, the first
paragraph of each sense with FOLDOC's markup, addresses and dates removed, and its cross-references; the
entries Debian added (Dictionary.debian) are left out. It is distributed under the GNU Free Documentation
License, Version 1.2, below, as FOLDOC's notice permits. Built by scripts/dictionaries/build-foldoc.mjs.

The package's copyright file:

${notice}
${'-'.repeat(72)}

${readFileSync('/usr/share/common-licenses/GFDL-1.2', 'utf8')}`,
);
console.info(
  `foldoc.json: ${entries.length} entries, ${senseCount} senses, ${(Buffer.byteLength(json) / 1e6).toFixed(2)} MB`,
);
