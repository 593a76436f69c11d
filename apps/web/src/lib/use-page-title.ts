import { usePageMeta } from './page-meta';

/** Sets the document title as "{title} · Kurio", with the site's description. */
export function usePageTitle(title: string) {
  usePageMeta({ title });
}
