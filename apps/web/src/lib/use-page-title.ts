import { useEffect } from 'react';

/** Sets the document title as "{title} · Kurio". */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Kurio`;
  }, [title]);
}
