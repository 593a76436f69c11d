import type { Character } from '@kurio/shared/companion';
import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NeedsConnection } from '../../../components/needs-connection';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCharacters } from '../api/characters';
import { useVoiceConversation } from '../hooks/use-voice-conversation';
import { waitingSnapshot } from '../voice/voice-machine';
import { QueryError } from './query-error';
import { VoiceConversation } from './voice-conversation';

/**
 * docs/product.md §2 voice friend (/beta/friend?assistant=id&child=id): the picked character, or the default first
 * one, talking with the chosen child.
 */
export function VoiceFriendPage() {
  const [params] = useSearchParams();
  const characters = useCharacters();
  const wanted = params.get('assistant');
  const character = wanted ? characters.data?.find((c) => c.id === wanted) : characters.data?.[0];

  if (characters.isPending) return <PageLoader label="Finding your friend…" />;
  if (characters.isError) {
    return (
      <Container size="sm" py="xl">
        <QueryError error={characters.error} onRetry={() => characters.refetch()} />
      </Container>
    );
  }
  if (!character) {
    return (
      <Container size="sm" py="xl">
        <Stack align="center">
          <Title order={1}>This friend is not here</Title>
          <Text>Let's pick someone else to talk to.</Text>
          <Anchor component={Link} to={paths.companion}>
            Choose a friend
          </Anchor>
        </Stack>
      </Container>
    );
  }
  const childId = params.get('child') ?? undefined;
  return <FriendScreen key={`${character.id}|${childId}`} character={character} childId={childId} />;
}

function FriendScreen({ character, childId }: { character: Character; childId: string | undefined }) {
  usePageTitle(character.name);
  const navigate = useNavigate();
  const { machine, snapshot, needsConsent, goodbye } = useVoiceConversation(character, childId);
  const end = () => {
    machine?.reset();
    navigate(childId ? `${paths.companion}?${new URLSearchParams({ child: childId })}` : paths.companion);
  };
  return (
    <Container size="sm" py="lg">
      <NeedsConnection what="talking with a friend" />
      <VoiceConversation
        character={character}
        machine={machine}
        snapshot={snapshot ?? waitingSnapshot}
        needsConsent={needsConsent}
        goodbye={goodbye}
      />
      <Button variant="default" color="red" fullWidth mt="xl" onClick={end}>
        End conversation
      </Button>
    </Container>
  );
}
