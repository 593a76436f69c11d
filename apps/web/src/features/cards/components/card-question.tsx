import Markdown from 'react-markdown';

/** What a question may show: emphasis, code and images (Anki imports keep theirs); nothing block-level. */
const inlineElements = ['p', 'strong', 'em', 'del', 'code', 'img', 'br'];

/**
 * A card's question inside its heading. Questions are short text, but imported ones carry Markdown emphasis
 * and images, shown as such; anything else keeps its text. The default URL filter applies (docs/product.md §5).
 */
export function CardQuestion({ children }: { children: string }) {
  return (
    <Markdown
      allowedElements={inlineElements}
      unwrapDisallowed
      components={{
        // A heading may hold phrasing content only: paragraphs become lines.
        p: ({ children: line }) => <span style={{ display: 'block' }}>{line}</span>,
        img: ({ src, alt }) => (
          <img
            src={typeof src === 'string' && src ? src : undefined}
            alt={alt ?? ''}
            style={{ maxWidth: '100%', height: 'auto' }}
          />
        ),
      }}
    >
      {children}
    </Markdown>
  );
}
