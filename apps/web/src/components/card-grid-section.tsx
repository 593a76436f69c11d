import { Card, SimpleGrid, Text, Title } from '@mantine/core';

interface CardGridSectionProps {
  id: string;
  title: string;
  items: readonly { title: string; text: string }[];
}

/** A titled marketing section of equal cards, one column on phones and three from sm. */
export function CardGridSection({ id, title, items }: CardGridSectionProps) {
  return (
    <section aria-labelledby={id}>
      <Title id={id} order={2} ta="center" mb="lg">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {items.map((item) => (
          <Card key={item.title} withBorder radius="lg" padding="lg">
            <Title order={3} size="h4" mb="xs">
              {item.title}
            </Title>
            <Text c="gray.7">{item.text}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
