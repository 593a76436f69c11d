import { createContext, useContext, useEffect } from 'react';

/** The description of the site as a whole; apps/web/index.html carries the same text for the app shell. */
export const siteDescription =
  'Kurio: AI flashcards with spaced repetition, narrated audio lessons with an AI tutor, book quests, and a voice companion for kids.';

export interface PageMeta {
  title: string;
  /** Pages without their own description use the site's. */
  description?: string;
}

/**
 * Where a server-side render collects the page's title and description, to move them into the page's <head>.
 * A context rather than a module variable: the server renders several pages at once.
 */
export const PageMetaCollector = createContext<((meta: Required<PageMeta>) => void) | undefined>(undefined);

const fullTitle = (title: string) => `${title} · Kurio`;

function setMetaContent(selector: string, content: string) {
  document.head.querySelector(selector)?.setAttribute('content', content);
}

/** Sets the document title, meta description and social-card title/description for the current page. */
export function usePageMeta({ title, description = siteDescription }: PageMeta) {
  useContext(PageMetaCollector)?.({ title: fullTitle(title), description });
  useEffect(() => {
    document.title = fullTitle(title);
    setMetaContent('meta[name="description"]', description);
    setMetaContent('meta[property="og:title"]', fullTitle(title));
    setMetaContent('meta[property="og:description"]', description);
  }, [title, description]);
}
