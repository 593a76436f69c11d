import TurndownService from 'turndown';

/** HTML to the Markdown cards hold: ATX headings, fenced code, "-" bullets; scripts and styles dropped. */
export function htmlToMarkdownConverter(): TurndownService {
  const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-' });
  turndown.remove(['script', 'style']);
  return turndown;
}
