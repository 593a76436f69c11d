import type { ankiNoteTypeReadings } from '@kurio/shared/cards';
import type { AnkiNoteType, AnkiTemplate } from './anki-collection';

export type NoteTypeReading = (typeof ankiNoteTypeReadings)[number];

/** Template references that are not note fields. */
const specialNames = new Set(['FrontSide', 'Tags', 'Type', 'Deck', 'Subdeck', 'Card', 'CardFlag']);

interface TemplateFields {
  /** Fields shown on the question side, by ord. */
  question: number[];
  /** Fields the answer side adds, by ord. */
  answer: number[];
  /** True when the card exists only if a field is filled ({{#Field}} on the question). */
  conditional: boolean;
}

/** Field references in a template, `{{Front}}`, `{{text:Back}}`, `{{#Add Reverse}}`, by kind. */
function references(format: string, fields: string[]) {
  const shown: { ord: number; filter: string }[] = [];
  let conditional = false;
  for (const match of format.matchAll(/\{\{([^}]+)\}\}/g)) {
    const tag = match[1]!.trim();
    if (tag.startsWith('/') || tag.startsWith('!')) continue;
    if (tag.startsWith('#') || tag.startsWith('^')) {
      conditional = true;
      continue;
    }
    const parts = tag.split(':');
    const name = parts.at(-1)!.trim();
    if (specialNames.has(name)) continue;
    const ord = fields.indexOf(name);
    if (ord >= 0) shown.push({ ord, filter: parts.length > 1 ? parts[0]!.trim() : '' });
  }
  return { shown, conditional };
}

function templateFields(template: AnkiTemplate, fields: string[]): TemplateFields {
  const front = references(template.questionFormat, fields);
  // A "type in the answer" box on the question asks for the field; it does not show it.
  const question = [...new Set(front.shown.filter((ref) => ref.filter !== 'type').map((ref) => ref.ord))];
  const back = references(template.answerFormat, fields);
  const answer = [...new Set(back.shown.map((ref) => ref.ord))].filter((ord) => !question.includes(ord));
  return { question, answer, conditional: front.conditional };
}

const sameFields = (a: number[], b: number[]) => a.length === b.length && a.every((ord) => b.includes(ord));

export interface NoteTypePlan {
  reading: NoteTypeReading;
  /** Per template ord, for template readings. */
  templates: Map<number, TemplateFields>;
  /** For cloze and image occlusion: the fields holding deletions, and the fields added to the answer. */
  clozeFields: number[];
  extraFields: number[];
  /** For image occlusion: the field holding the image and those shown above it (the header). */
  imageField?: number;
  headerFields?: number[];
}

/** Anki's Image Occlusion template draws its image in this container (rslib/src/image_occlusion/notetype.rs). */
const occlusionContainer = 'image-occlusion-container';

/**
 * An Image Occlusion note type read by its template: the cloze field holds the shapes, the field in the image
 * container the image, the question's other fields the header.
 */
function occlusionPlan(template: AnkiTemplate, fields: string[], clozeFields: number[]) {
  const container = template.questionFormat.indexOf(occlusionContainer);
  const image = references(template.questionFormat.slice(container), fields).shown.find(
    (ref) => ref.filter === '' && !clozeFields.includes(ref.ord),
  )?.ord;
  const headerFields = references(template.questionFormat.slice(0, container), fields)
    .shown.filter((ref) => ref.filter === '' && ref.ord !== image && !clozeFields.includes(ref.ord))
    .map((ref) => ref.ord);
  return { imageField: image, headerFields: [...new Set(headerFields)] };
}

/**
 * Decides how cards of a note type are read, by its kind and template structure rather than its name: image
 * occlusion (a cloze kind drawing an image occlusion container), cloze kind, one template (Basic), two mirrored templates (reversed; optional when the second is conditional), or
 * else the first two fields as question and answer.
 */
export function planNoteType(noteType: AnkiNoteType): NoteTypePlan {
  const templates = new Map(noteType.templates.map((t) => [t.ord, templateFields(t, noteType.fields)]));
  const plan = (reading: NoteTypeReading): NoteTypePlan => ({ reading, templates, clozeFields: [], extraFields: [] });
  if (noteType.cloze) {
    const template = noteType.templates[0];
    const clozeRefs = template
      ? references(template.questionFormat, noteType.fields).shown.filter((ref) => ref.filter === 'cloze')
      : [];
    const clozeFields = clozeRefs.length > 0 ? [...new Set(clozeRefs.map((ref) => ref.ord))] : [0];
    const extraFields = template
      ? (templates.get(template.ord)?.answer ?? []).filter((ord) => !clozeFields.includes(ord))
      : [];
    if (template?.questionFormat.includes(occlusionContainer))
      return {
        ...plan('imageOcclusion'),
        clozeFields,
        extraFields,
        ...occlusionPlan(template, noteType.fields, clozeFields),
      };
    return { ...plan('cloze'), clozeFields, extraFields };
  }
  const list = [...templates.values()];
  const readable = list.length > 0 && list.every((t) => t.question.length > 0 && t.answer.length > 0);
  if (readable && list.length === 1) return plan('basic');
  if (readable && list.length === 2) {
    const [forward, backward] = list as [TemplateFields, TemplateFields];
    if (sameFields(forward.question, backward.answer) && sameFields(forward.answer, backward.question)) {
      return plan(backward.conditional ? 'optionalReversed' : 'reversed');
    }
  }
  return plan('firstTwoFields');
}
