/** What a learner asks about a subject beyond what it is; offline cards say what it is and name the rest as missing. */
export type TopicAspect = 'causes' | 'workings' | 'timeline' | 'structure';

export interface TopicFrame {
  /** The subject the topic is about ("the French Revolution" of "what caused the French Revolution"). */
  subject: string;
  aspect?: TopicAspect;
}

const frames: [pattern: RegExp, aspect?: TopicAspect][] = [
  [/^(?:what|who) (?:is|are|was|were) (?:an? |the )?(.+)$/],
  [/^what (?:causes|caused|led to) (?:an? |the )?(.+)$/, 'causes'],
  [/^(?:the )?(?:main )?(?:causes|reasons) (?:of|for) (?:an? |the )?(.+)$/, 'causes'],
  [/^how (?:does|do|did) (?:an? |the )?(.+?) work$/, 'workings'],
  [/^(?:the )?(?:types|kinds) of (.+)$/],
  [/^(.+?) explained$/],
  [/^(.+?) timeline$/, 'timeline'],
  [/^(?:the )?structure of (?:an? |the )?(.+)$/, 'structure'],
  [/^(.+?) structure$/, 'structure'],
];

/** The subject of a topic phrased as a question or an aspect ("what is sepsis", "causes of the Cold War"). */
export function topicFrame(topic: string): TopicFrame {
  const written = topic
    .trim()
    .replace(/[?!.]+$/, '')
    .replace(/\s+/g, ' ');
  for (const [pattern, aspect] of frames) {
    const subject = written.match(new RegExp(pattern.source, 'i'))?.[1];
    if (subject) return aspect ? { subject, aspect } : { subject };
  }
  return { subject: written || topic.trim() };
}

const aspectPhrases: Record<TopicAspect, (subject: string) => string> = {
  causes: (subject) => `the causes of ${subject}`,
  workings: (subject) => `how ${subject} works`,
  timeline: (subject) => `a timeline of ${subject}`,
  structure: (subject) => `the structure of ${subject}`,
};

/** What offline cards leave out of a topic that asks about an aspect of its subject. */
export function aspectNote(frame: TopicFrame, about: string): string | undefined {
  if (!frame.aspect) return undefined;
  return `Offline mode’s dictionary says what ${about} is, not ${aspectPhrases[frame.aspect](about)}: paste your notes or connect a model (see “Connecting a model” in the README) for that.`;
}
