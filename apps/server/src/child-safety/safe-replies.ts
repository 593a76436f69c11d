import type { SafetyCategory } from '@kurio/shared/child-safety';

/**
 * What the companion says instead, by category, following child-safeguarding practice: believe the child,
 * say it is not their fault, point to a trusted grown-up now, and never go along with the risky request.
 */
export const safeReplies: Record<SafetyCategory, string> = {
  selfHarm:
    "I'm really glad you told me, and I'm sorry you're feeling this way. You matter so much. Please tell a grown-up you trust right now, like your mum, dad or a teacher, so they can help you.",
  abuse:
    'Thank you for telling me. That is not okay, and it is not your fault. Please tell a grown-up you trust right now, like a teacher or another family member, so they can keep you safe.',
  secrets:
    "We don't keep secrets from your grown-ups. I'm a friend who lives in this app, so I can't meet anyone or see pictures. If someone asks you for secrets, photos or to meet, please tell a grown-up you trust right away. You won't be in trouble.",
  romance:
    "I'm your friend, and friends are kind to each other! That's not a game I play. Shall we go on an adventure story together instead?",
  personalInfo:
    "Let's keep that private! Things like where you live, your school, phone numbers and passwords are just for you and your grown-ups. What else would you like to talk about?",
  weapons:
    "That could really hurt someone, so it's not something we can do. If there's something dangerous near you, please move away and tell a grown-up right now. Shall we talk about something else?",
  drugs:
    "That's not safe for children. If you found something like that, don't touch it, and tell a grown-up you trust right away. Want to talk about something fun instead?",
  bullying:
    "I'm sorry that's happening. Everyone deserves to be treated kindly, and it's not your fault. Please tell a grown-up you trust, like a parent or teacher, so they can help make it stop.",
  emergency:
    "That sounds really serious. Please go to a grown-up you trust right now. Don't open the door to someone you don't know, and if you're in danger, call your emergency number, like 911 or 999.",
  medical:
    'That sounds like an emergency. Please get a grown-up right now! If no grown-up is there, call your emergency number, like 911 or 999.',
  unkind: "Let's use kind words with each other. What's something that made you smile today?",
};

/** The parents' note on a flagged exchange, by category. */
export const flagReasons: Record<SafetyCategory, string> = {
  selfHarm: 'The child may be thinking about hurting themselves.',
  abuse: 'The child may be being hurt or abused.',
  secrets: 'Someone may be asking the child for secrets, photos or a meeting.',
  romance: 'Romantic or sexual talk.',
  personalInfo: 'Personal information was shared or asked for.',
  weapons: 'Weapons or a dangerous act.',
  drugs: 'Drugs, alcohol, smoking or medicine.',
  bullying: 'The child may be being bullied, or bullying someone.',
  emergency: 'The child may be alone with a stranger or in an emergency.',
  medical: 'A possible medical emergency.',
  unkind: 'Unkind or rude words in the reply.',
};
