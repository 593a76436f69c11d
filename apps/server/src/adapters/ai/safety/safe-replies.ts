import type { SafetyReason } from './content-check';

/** What the companion says instead, by reason: short, kind, and pointing to a grown-up when it matters. */
export const safeReplies: Record<SafetyReason, string> = {
  danger:
    'Thank you for telling me. That sounds really important. Please go and tell a grown-up you trust, like a parent or teacher, right now so they can help you.',
  personalData:
    "Let's keep things like where you live, phone numbers and passwords private. You don't need to tell me those! What else would you like to talk about?",
  violence:
    "That's not something I can talk about. How about we talk about something fun instead, like your favourite animal?",
  adult: "That's a question for a grown-up you trust. Shall we talk about something else? What did you play today?",
  medical:
    "That's a great question for a grown-up, like your parent or a doctor. They know the right answer. What else is on your mind?",
  unkind: "Let's use kind words with each other. What's something that made you smile today?",
};

export const flagReasons: Record<SafetyReason, string> = {
  danger: 'The child may be hurt, scared or unsafe.',
  personalData: 'Personal information was shared or asked for.',
  violence: 'Violent content.',
  adult: 'Content not suitable for children.',
  medical: 'A medical or legal topic.',
  unkind: 'Unkind or rude words.',
};
