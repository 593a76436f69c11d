/** Why a text was stopped; each reason has its own kind reply. */
export type SafetyReason = 'danger' | 'personalData' | 'violence' | 'adult' | 'medical' | 'unkind';

export interface SafetyVerdict {
  safe: boolean;
  reason?: SafetyReason;
}

const pattern = (alternatives: string[]) => new RegExp(`\\b(?:${alternatives.join('|')})\\b`, 'i');

/** A child telling us they are in danger or hurt: always redirect to a grown-up. */
const danger = pattern([
  'kill (?:my|him|her|them)self',
  'kill myself',
  'hurt (?:my|him|her|them)self',
  'suicide',
  'want to die',
  '(?:he|she|they|someone|somebody) (?:hits?|hurts?|touched|touches|kicks?|beats?) me',
  'hits me',
  'hurts me',
  'touched me',
  'run away from home',
  'being bullied',
  'bully me',
  'abuse[ds]?',
]);

/** Personal details: a request for them (output) or the child sharing them (input). */
const personalData = pattern([
  "what(?:'s| is) your (?:address|phone(?: number)?|last name|full name|school|email|password)",
  'where do you live',
  'which school do you go to',
  'send (?:me )?(?:a )?(?:photo|picture|pic)s?',
  'your (?:home )?address',
  'phone number',
  'password',
  'my address is',
  'i live at',
  '\\d{3}[ -.]?\\d{3}[ -.]?\\d{4}',
  '[\\w.+-]+@[\\w-]+\\.[\\w.]+',
  'keep (?:this|it) (?:a )?secret',
  "don'?t tell your (?:mum|mom|dad|parents?)",
  'meet (?:me|up) (?:in person|somewhere|at)',
]);

const violence = pattern([
  'guns?',
  'shoot(?:ing)? (?:people|someone|him|her|them)',
  'knife',
  'knives',
  'kill(?:s|ed|ing)?',
  'murder\\w*',
  'stab\\w*',
  'bombs?',
  'weapons?',
  'blood(?:y)? (?:everywhere|gore)',
  'gore',
  'torture\\w*',
]);

const adult = pattern([
  'sex\\w*',
  'naked',
  'nude\\w*',
  'porn\\w*',
  'kiss(?:ing)? me',
  'be my (?:girlfriend|boyfriend)',
  'date me',
  'drugs?',
  'cocaine',
  'weed',
  'alcohol',
  'beer',
  'vodka',
  'cigarettes?',
  'vap(?:e|ing)',
  'gambl\\w*',
]);

const medical = pattern([
  'medicines?',
  'pills?',
  'dosage',
  'dose',
  'diagnos\\w*',
  'prescri\\w*',
  'overdose',
  'lawyer',
  'sue (?:you|them|him|her)',
]);

const unkind = pattern([
  'stupid',
  'idiot',
  'shut up',
  'hate you',
  'dumb',
  'ugly',
  'fuck\\w*',
  'shit\\w*',
  'bitch\\w*',
  'damn',
  'crap',
]);

const rules: [SafetyReason, RegExp][] = [
  ['danger', danger],
  ['personalData', personalData],
  ['violence', violence],
  ['adult', adult],
  ['medical', medical],
];

/** What the child said: danger and personal data come first, because they need a specific answer. */
export function checkChildInput(text: string): SafetyVerdict {
  for (const [reason, rule] of rules) if (rule.test(text)) return { safe: false, reason };
  return { safe: true };
}

/** What the companion is about to say: anything on the lists, or an unkind word, is replaced. */
export function checkCompanionOutput(text: string): SafetyVerdict {
  if (!text.trim()) return { safe: false, reason: 'unkind' };
  for (const [reason, rule] of [...rules, ['unkind', unkind] as [SafetyReason, RegExp]]) {
    if (rule.test(text)) return { safe: false, reason };
  }
  return { safe: true };
}
