import type { Book } from '@kurio/shared/quests';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSetActiveQuest } from '../api/set-active-quest';

/**
 * docs/product.md §4 starting a quest: set it active, then open it. When a different book is active, the
 * 'Change Active Quest?' dialog asks first.
 */
export function useStartQuest(books: Book[]) {
  const navigate = useNavigate();
  const setActive = useSetActiveQuest();
  const [pending, setPending] = useState<Book | null>(null);
  const active = books.find((book) => book.status === 'active');

  const activate = (book: Book) => {
    setActive.mutate({ bookId: book.id, title: book.title });
    navigate(paths.quest(book.id));
  };

  return {
    start: (book: Book) => (active && active.id !== book.id ? setPending(book) : activate(book)),
    dialog: {
      opened: pending !== null,
      currentTitle: active?.title ?? '',
      onCancel: () => setPending(null),
      onConfirm: () => {
        if (pending) activate(pending);
        setPending(null);
      },
    },
  };
}
