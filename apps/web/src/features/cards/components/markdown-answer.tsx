import { Typography } from '@mantine/core';
import Markdown from 'react-markdown';

/** A card's markdown answer; react-markdown's default URL filter keeps only the schemes of docs/product.md §5. */
export function MarkdownAnswer({ children }: { children: string }) {
  return (
    <Typography>
      <Markdown>{children}</Markdown>
    </Typography>
  );
}
