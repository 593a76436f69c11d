/** "Create a lesson on photosynthesis, please" → "photosynthesis"; anything else is the topic as written. */
export function topicFromMessage(message: string): string {
  const topic = message
    .trim()
    .replace(/^(?:please\s+)?(?:(?:can|could|would)\s+you\s+)?(?:create|make|write|give\s+me|teach\s+me)?\s*/i, '')
    .replace(/^(?:an?\s+)?(?:(?:mini[-\s]?)?lesson\s+)?(?:on|about)\s+/i, '')
    .replace(/[\s,.!?]*(?:please)?[\s.!?]*$/i, '')
    .trim();
  return topic || message.trim();
}
