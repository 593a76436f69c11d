import { pathOf } from './api/route';
import { routes } from './api/routes';

/** What every card image's URL starts with (GET /api/card/media/:id): the path up to the image's id. */
export const cardMediaPath = pathOf(routes.card.media, { id: '' });

const cardMediaUrlPattern = new RegExp(`${cardMediaPath}[0-9a-f-]{36}`, 'g');

/** The card images a card's text names (Markdown images, an occlusion note's image), each once. */
export const cardMediaUrls = (text: string): string[] => [...new Set(text.match(cardMediaUrlPattern) ?? [])];
