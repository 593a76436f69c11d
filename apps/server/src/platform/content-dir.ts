import path from 'node:path';
import { findShipped } from './shipped-files';

/** The repository's `content/` folder, found from src/ (tests, dev) and from the bundled dist/ alike. */
export const findContentDir = (): string =>
  path.dirname(findShipped(path.join('content', 'package.json'), 'the repository has a content/ folder'));

/** Narration and other pipeline output, served under /media/. */
export const generatedDir = (contentDir: string) => path.join(contentDir, 'generated');
