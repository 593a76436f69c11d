import { respelled } from '../text/child-spelling';
import { capitalise } from '../text/words';

/** "my favourite game is hide and seek": celebrate the child's favourite and ask about it. */
export function childFavouriteReply(said: string): string | undefined {
  const match = /\bmy (?:most )?(?:favourite|favorite) ([a-z]+) (?:is|are) ([a-z' ]{2,40})$/.exec(respelled(said));
  const [, kind, favourite] = match ?? [];
  if (!kind || !favourite) return undefined;
  return `${capitalise(favourite.trim())}? That sounds like a brilliant favourite ${kind}! What do you like best about it?`;
}
