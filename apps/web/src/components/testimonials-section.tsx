import { Card, SimpleGrid, Text, Title } from '@mantine/core';

interface TestimonialsSectionProps {
  id: string;
  title: string;
  testimonials: readonly { quote: string; who: string }[];
  /** Columns from the sm breakpoint up; one column on phones. */
  columns: number;
}

/** A titled section of quotes, each a figure with its author as the caption. */
export function TestimonialsSection({ id, title, testimonials, columns }: TestimonialsSectionProps) {
  return (
    <section aria-labelledby={id}>
      <Title id={id} order={2} ta="center" mb="lg">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: columns }}>
        {testimonials.map((testimonial) => (
          <Card key={testimonial.who} withBorder radius="lg" padding="lg" component="figure" m={0}>
            <Text component="blockquote" m={0} size="lg">
              “{testimonial.quote}”
            </Text>
            <Text component="figcaption" mt="sm" c="gray.7" size="sm">
              {testimonial.who}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
