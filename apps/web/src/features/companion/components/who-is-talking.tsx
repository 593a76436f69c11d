import type { Child } from '@kurio/shared/children';
import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/use-page-title';
import { CharacterAvatar } from './character-avatar';
import classes from './companion.module.css';

/** /beta's first question when a parent added several children: whose history, age band and limits apply. */
export function WhoIsTalking({ kids, onChoose }: { kids: Child[]; onChoose: (id: string) => void }) {
  usePageTitle('Who is talking?');
  return (
    <>
      <Title order={1} ta="center" mb="xl">
        Who is talking?
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="lg" component="ul" className={classes.plainList}>
        {kids.map((kid) => (
          <li key={kid.id}>
            <Card
              component="button"
              type="button"
              onClick={() => onChoose(kid.id)}
              withBorder
              radius="lg"
              padding="lg"
              className={classes.pickCard}
              w="100%"
            >
              <CharacterAvatar name={kid.name} size={72} />
              <Text fw={700} ta="center" mt="sm">
                {kid.name}
              </Text>
            </Card>
          </li>
        ))}
      </SimpleGrid>
    </>
  );
}
