import type { Child } from '@kurio/shared/children';
import { Alert, Anchor, Card, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { NeedsConnection } from '../../../components/needs-connection';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCharacters } from '../api/characters';
import { useChildren } from '../api/children';
import { useConsent } from '../api/consent';
import { friendPath } from '../friend-path';
import { CharacterAvatar } from './character-avatar';
import classes from './companion.module.css';
import { QueryError } from './query-error';
import { WhoIsTalking } from './who-is-talking';

/**
 * docs/product.md §2 assistant picker (/beta): with several children it first asks who is talking (?child=id);
 * picking a character opens the voice friend for that character and child.
 */
export function AssistantPickerPage() {
  const children = useChildren();
  const [params, setParams] = useSearchParams();
  const chosen = children.data?.find((child) => child.id === params.get('child'));
  if (children.isPending) return <PageLoader label="Loading…" />;
  if (children.data && children.data.length > 1 && !chosen) {
    return (
      <Container size="md" py="xl">
        <WhoIsTalking kids={children.data} onChoose={(id) => setParams({ child: id })} />
      </Container>
    );
  }
  return <CharacterPicker child={chosen} canChooseAgain={(children.data?.length ?? 0) > 1} />;
}

function CharacterPicker({ child, canChooseAgain }: { child: Child | undefined; canChooseAgain: boolean }) {
  const title = child ? `Who do you want to talk to, ${child.name}?` : 'Who do you want to talk to?';
  usePageTitle(title);
  const characters = useCharacters();
  const consent = useConsent();
  return (
    <Container size="md" py="xl">
      <Title order={1} ta="center" mb={canChooseAgain ? 'xs' : 'xl'}>
        {title}
      </Title>
      {canChooseAgain && child && (
        <Text ta="center" mb="xl">
          <Anchor component={Link} to={paths.companion}>
            Not {child.name}? Choose who is talking
          </Anchor>
        </Text>
      )}
      <NeedsConnection what="the companion" />
      {consent.data?.consent === null && (
        <Alert color="blue" variant="light" mb="lg" title="A grown-up says yes first">
          Before the characters can talk, a parent reads what Kurio keeps and agrees, in the{' '}
          <Anchor component={Link} to={paths.parents} inherit c="inherit" fw={700} underline="always">
            parents area
          </Anchor>
          .
        </Alert>
      )}
      {characters.isPending && <PageLoader label="Loading characters…" />}
      {characters.isError && <QueryError error={characters.error} onRetry={() => characters.refetch()} />}
      {characters.data?.length === 0 && (
        <Text ta="center" c="dimmed">
          No assistants available
        </Text>
      )}
      {characters.data && characters.data.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="lg" component="ul" className={classes.plainList}>
          {characters.data.map((character) => (
            <li key={character.id}>
              <Card
                component={Link}
                to={friendPath(character.id, child?.id)}
                withBorder
                radius="lg"
                padding="lg"
                className={classes.pickCard}
              >
                <CharacterAvatar name={character.name} src={character.profileImageUrl} size={88} />
                <Text fw={700} ta="center" mt="sm">
                  {character.name}
                </Text>
              </Card>
            </li>
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
