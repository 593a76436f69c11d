import type { Book } from '@kurio/shared/quests';
import type { DownloadItem } from '../../../lib/downloads/download-item';
import { questDataPath } from '../api/get-quest-data';

/** The download of a book quest: the quest answer the screen is drawn from, and every episode's audio. */
export function useQuestDownload(book: Book) {
  const item: DownloadItem = { kind: 'quest', id: book.id, title: book.title };
  const resolveUrls = async () => [questDataPath, ...book.episodes.map((episode) => episode.audioUrl)];
  return { item, resolveUrls };
}
