export interface TopicFrame {
  /** The subject the topic is about ("the French Revolution" of "what caused the French Revolution"). */
  subject: string;
  /** What the learner asks of the subject beyond what it is ("the causes of the French Revolution"). */
  aspect?: string;
  /**
   * The topic asks for the subject's anatomy, parts ("parts of a flower"), kinds ("types of rock") or rules ("rules
   * of cricket"), which only a game or an activity has.
   */
  asks?: 'anatomy' | 'parts' | 'kinds' | 'rules';
}

/** What a topic asks of its subject that the cards list, by how it is written; the first that matches. */
const asked: [NonNullable<TopicFrame['asks']>, RegExp][] = [
  ['anatomy', /^(?:the )?anatomy of |\banatomy$/i],
  ['parts', /^(?:the )?(?:parts|structure) of |\b(?:parts|structure)$/i],
  ['kinds', /^(?:the )?(?:types|kinds) of |\b(?:types|kinds)$/i],
  ['rules', /^(?:the )?rules of |\brules$/i],
];

type Frame = [pattern: RegExp, aspect?: (subject: string, word: string) => string];

/** "how the heart works", "how vaccines work". */
const howItWorks = (subject: string) => `how ${subject} ${/[^s]s$/.test(subject) ? 'work' : 'works'}`;

/** Questions and aspects written before their subject. */
const leading: Frame[] = [
  [/^(?:what|who|wat|wht)(?: is|s|'s| are|re|'re| was| were) (?:an? |the )?(.+)$/],
  // Requests to explain, framed around the subject: "explain hedge funds like im 5", "tell me about the tides".
  [
    /^(?:explain|define|describe|tell me about|teach me|intro to|introduction to|overview of|summary of|notes on|facts about|all about|learn about) (?:an? |the )?(.+?)(?: (?:like i'?m (?:5|five)|simply|in simple terms|to a child|please|pls))?$/,
  ],
  [/^what (?:causes|caused|led to) (.+)$/, (subject) => `the causes of ${subject}`],
  [/^(?:the )?(?:main )?(?:causes|reasons) (?:of|for) (.+)$/, (subject) => `the causes of ${subject}`],
  [/^how (?:does|do|did) (.+?) work$/, (subject) => howItWorks(subject)],
  [/^how (?:an? |the )?(.+?) works?$/, (subject) => howItWorks(subject)],
  [
    /^how (?:does|do|did) (?:an? |the )?(.+?) (?<word>form|grow|spread|develop|happen|evolve)$/,
    (subject, word) => `how ${subject} ${word}`,
  ],
  [
    /^(?:the )?(?<word>evidence for|importance of|role of|impact of|advantages and disadvantages of|pros and cons of|examples of|key features of|characteristics of) (?:an? |the )?(?<subject>.+)$/,
    (subject, word) => `the ${word} ${subject}`,
  ],
  [/^what (?:does|do) (?:an? |the )?(.+?)(?: actually| really)? do$/, (subject) => `what ${subject} does`],
  [/^(?:the )?anatomy of (?:an? |the )?(.+)$/, (subject) => `the anatomy of ${subject}`],
  [/^(?:the )?(?:types|kinds|parts) of (?:an? |the )?(.+)$/],
  [
    /^(?:the )?(?:main )?(?<word>structure|signs|symptoms|treatment|history|rules|uses|benefits|stages|functions|principles|properties|role|effects) of (?:an? |the )?(?<subject>.+)$/,
    (subject, word) => `the ${word} of ${subject}`,
  ],
  [/^(?:caring for|looking after|taking care of) (?:an? |the |your |my )?(.+)$/, (subject) => `caring for ${subject}`],
  // "how to make a roux": the thing the steps are about; the steps are what is left out.
  [
    /^how (?:to|do (?:i|you|we)) (?<word>\w+) (?:an? |the |your |my )?(?<subject>.+)$/,
    (subject, verb) => `how to ${verb} ${subject}`,
  ],
];

/**
 * Aspects written after their subject ("oil painting techniques", "blood pressure measurement"), read only when the
 * whole topic is no dictionary entry ("art history" is one).
 */
const aspects =
  /pros and cons|advantages and disadvantages|timeline|structure|anatomy|parts|techniques?|measurement|staging|mnemonics?|history|symptoms|treatments?|examples|uses|stages|steps|causes|rules|types|process|screening|diagnosis|key \w+s|main \w+s|famous \w+s|functions|signs|effects|benefits|injuries|deficiency|formulas?|formulae|calculations?|algorithms?|grounds|case stud(?:y|ies)|cheat ?sheet|definitions?|facts|quotes|themes|side effects|mechanism of action|mechanism|practice questions|exam questions/
    .source;
const trailing: Frame[] = [
  [
    /^(.+?) (?:explained|explained simply|for beginners|for dummies|for kids|basics|fundamentals|101|how (?:does|do) (?:it|they) work|how it works|eli5|like i'?m (?:5|five))$/,
  ],
  // One aspect or several ("shingles symptoms and treatment", "cell organelles and their functions").
  [
    new RegExp(`^(.+?) ((?:(?:and|&) (?:their|its) )?(?:${aspects})(?:(?:,| and| &) (?:${aspects}))*)$`),
    (subject, word) => `${subject} ${word}`,
  ],
];

const cleaned = (topic: string) =>
  topic
    .trim()
    .replace(/[?!.]+$/, '')
    .replace(/\s+/g, ' ');

function read(frames: Frame[], written: string): TopicFrame | undefined {
  for (const [pattern, aspect] of frames) {
    const found = written.match(new RegExp(pattern.source, 'i'));
    // The subject is the first group unless the pattern names it (when a word comes first: "how to make a roux").
    const subject = found?.groups?.subject ?? found?.[1];
    const word = found?.groups?.word ?? found?.[2] ?? '';
    if (subject) return aspect ? { subject, aspect: aspect(subject, word) } : { subject };
  }
  return undefined;
}

/**
 * The subject of a topic phrased as a question or an aspect ("what is sepsis", "causes of the Cold War", "oil
 * painting techniques"); `isEntry` says which topics a dictionary has whole, which are their own subject.
 */
export function topicFrame(topic: string, isEntry: (text: string) => boolean): TopicFrame {
  const written = cleaned(topic);
  const frame = read(leading, written) ?? read(trailing, written);
  // Looked up only for a topic that reads like a frame, the few that need it: one the dictionary has whole is its
  // own subject ("parts of speech").
  if (!frame || isEntry(written)) return { subject: written || topic.trim() };
  const asks = asked.find(([, pattern]) => pattern.test(written))?.[0];
  return asks ? { ...frame, asks } : frame;
}

/** What offline cards leave out of a topic that asks about an aspect of its subject. */
export function aspectNote(frame: TopicFrame): string | undefined {
  if (!frame.aspect) return undefined;
  return `Offline mode’s dictionary says what ${frame.subject} is; it has nothing on ${frame.aspect}: paste your notes or connect a model (see “Connecting a model” in the README) for that.`;
}
