import { routes } from '@kurio/shared/api/routes';
import type { Book } from '@kurio/shared/quests';
import { urlOf } from '../../../lib/api-client';
import type { DownloadItem } from '../../../lib/downloads/download-item';

/** The download of a book quest: the quest answer the screen is drawn from, and every episode's audio. */
export function useQuestDownload(book: Book) {
  const item: DownloadItem = { kind: 'quest', id: book.id, title: book.title };
  const resolveUrls = async () => [
    // The quest's answer is stored too, so the quest opens offline.
    urlOf(routes.quest.data),
    ...book.episodes.map((episode) => episode.audioUrl),
  ];
  return { item, resolveUrls };
}
