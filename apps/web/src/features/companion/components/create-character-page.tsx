import { defaultCharacterName, defaultCharacterPrompt } from '@kurio/shared/companion';
import { Anchor, Card, Container, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateCharacter } from '../api/create-character';
import { CharacterForm } from './character-form';
import { OwnCharacters } from './own-characters';

/** docs/product.md §2 create character (/beta/p/c); the parent's characters can be edited and deleted below. */
export function CreateCharacterPage() {
  usePageTitle('Create New Character');
  const create = useCreateCharacter();
  const navigate = useNavigate();
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="xs">
        Create New Character
      </Title>
      <Text c="dimmed" mb="lg">
        Describe who your child will talk to. Kurio's safety rules always apply on top of your prompt. Placeholders such
        as {'{childName}'}, {'{childAge}'} and {'{parentGoal}'} are filled in from the profile of the child who is
        talking; add children in the{' '}
        <Anchor component={Link} to={paths.parents} inherit underline="always">
          parents area
        </Anchor>
        .
      </Text>
      <Card withBorder radius="md" p="lg">
        <CharacterForm
          defaultValues={{ name: defaultCharacterName, systemPrompt: defaultCharacterPrompt }}
          submitLabel="Create Character"
          onSubmit={(values) => create.mutateAsync(values).then(() => navigate(paths.companion))}
        />
      </Card>
      <OwnCharacters />
    </Container>
  );
}
