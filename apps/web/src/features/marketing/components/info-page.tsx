import { List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageMeta } from '../../../lib/page-meta';

export interface InfoSection {
  heading: string;
  body?: ReactNode;
  items?: ReactNode[];
}

interface InfoPageProps {
  title: string;
  intro: ReactNode;
  /** For search results and social cards; a plain-text intro serves as one. */
  description?: string;
  sections: InfoSection[];
}

/** The shared frame of the short footer pages: one h1, an intro, then titled sections. */
export function InfoPage({ title, intro, description, sections }: InfoPageProps) {
  usePageMeta({ title, description: description ?? (typeof intro === 'string' ? intro : undefined) });
  return (
    <Stack component="article" gap="lg" maw={760} mx="auto" py="lg">
      <Title order={1}>{title}</Title>
      <Text size="lg">{intro}</Text>
      {sections.map((section) => (
        <Stack component="section" key={section.heading} gap="xs">
          <Title order={2} size="h3">
            {section.heading}
          </Title>
          {section.body && <Text component="div">{section.body}</Text>}
          {section.items && (
            <List spacing={4}>
              {section.items.map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered.
                <List.Item key={index}>{item}</List.Item>
              ))}
            </List>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
