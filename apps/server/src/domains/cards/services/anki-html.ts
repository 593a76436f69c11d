import { htmlToMarkdownConverter } from './html-markdown';

/** What a field held that Kurio leaves out, by file name. */
export interface DroppedMedia {
  sounds: string[];
  images: string[];
}

const soundTag = /\[sound:([^\]]*)\]/g;

/** The file names a field's `<img src>` attributes name. */
export const imageSources = (html: string) =>
  [...html.matchAll(/<img\b[^>]*?\bsrc\s*=\s*["']?([^"'\s>]+)/gi)].map((match) => match[1]!);

/**
 * Reads Anki fields (HTML) as Markdown for one import. An image the import kept (`images`: file name → URL)
 * becomes a Markdown image; any other image, and every sound, is left out and named in `dropped`.
 */
export function ankiFieldReader(images: ReadonlyMap<string, { url: string }>) {
  let dropped: DroppedMedia = { sounds: [], images: [] };
  const turndown = htmlToMarkdownConverter();
  turndown.addRule('images', {
    filter: 'img',
    replacement: (_content, node) => {
      const attribute = (name: string) => ('getAttribute' in node ? node.getAttribute(name) : null) ?? '';
      const src = attribute('src');
      const image = images.get(src);
      if (!image) {
        dropped.images.push(src);
        return '';
      }
      const alt = attribute('alt').replace(/[[\]\\]/g, '');
      return `![${alt}](${image.url})`;
    },
  });
  return (html: string, into: DroppedMedia): string => {
    dropped = into;
    into.sounds.push(...[...html.matchAll(soundTag)].map((match) => match[1]!));
    return turndown.turndown(html.replace(soundTag, '')).trim();
  };
}
