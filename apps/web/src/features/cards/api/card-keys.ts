/** Query keys of the card feature; mutations invalidate `cardKeys.all` so every card view refreshes. */
export const cardKeys = {
  all: ['cards'] as const,
  list: (filters: { deckId?: number; q?: string }) => ['cards', 'list', filters] as const,
  card: (id: number) => ['cards', 'card', id] as const,
  dashboard: ['cards', 'dashboard'] as const,
  decks: ['cards', 'decks'] as const,
  analytics: ['cards', 'analytics'] as const,
  schedule: ['cards', 'schedule'] as const,
};
