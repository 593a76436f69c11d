import { htmlToMarkdownConverter } from './html-markdown';

/** What a field held that Kurio leaves out, by file name. */
export interface DroppedMedia {
  sounds: string[];
  images: string[];
}

const soundTag = /\[sound:([^\]]*)\]/g;

const turndown = htmlToMarkdownConverter();
// Images are collected by the caller and dropped here, so no card links to a file Kurio does not have.
turndown.addRule('dropImages', { filter: 'img', replacement: () => '' });

const imageSources = (html: string) =>
  [...html.matchAll(/<img\b[^>]*?\bsrc\s*=\s*["']?([^"'\s>]+)/gi)].map((match) => match[1]!);

/** One Anki field's HTML as Markdown, without its sounds and images (reported in `dropped`). */
export function fieldToMarkdown(html: string, dropped: DroppedMedia): string {
  dropped.sounds.push(...[...html.matchAll(soundTag)].map((match) => match[1]!));
  dropped.images.push(...imageSources(html));
  return turndown.turndown(html.replace(soundTag, '')).trim();
}
