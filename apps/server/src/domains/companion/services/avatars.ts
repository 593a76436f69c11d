// One package per style: the collection package would load thirty styles at every start for these five.
import * as adventurer from '@dicebear/adventurer';
import * as bigSmile from '@dicebear/big-smile';
import * as bottts from '@dicebear/bottts';
import { createAvatar } from '@dicebear/core';
import * as funEmoji from '@dicebear/fun-emoji';
import * as thumbs from '@dicebear/thumbs';
import { pathOf } from '@kurio/shared/api/route';
import { routes } from '@kurio/shared/api/routes';
import type { AvatarStyle } from '@kurio/shared/companion';

const styles = { funEmoji, bottts, adventurer, bigSmile, thumbs } satisfies Record<AvatarStyle, unknown>;

const cacheLimit = 500;
const cache = new Map<string, string>();

/** Generates (once) the SVG avatar of a style and seed, on our own server: no image service sees children's data. */
export function renderAvatar(style: AvatarStyle, seed: string): string {
  const key = `${style}/${seed}`;
  let svg = cache.get(key);
  if (!svg) {
    svg = createAvatar(styles[style] as Parameters<typeof createAvatar>[0], { seed, radius: 50 }).toString();
    if (cache.size >= cacheLimit) cache.delete(cache.keys().next().value as string);
    cache.set(key, svg);
  }
  return svg;
}

export const avatarUrl = (style: AvatarStyle, seed: string) =>
  pathOf(routes.companion.avatar, { style, file: `${seed}.svg` });
