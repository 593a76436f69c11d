import { ageBandLabels } from '@kurio/shared/children';
import { promptPlaceholders } from '@kurio/shared/companion';
import type { ChildContext } from '../../../adapters/ai/ai-service';

type Placeholder = (typeof promptPlaceholders)[number];

/** Neutral words for what a parent has not shared, so a prompt still reads naturally. */
const fallbacks: Record<Placeholder, string> = {
  childName: 'your young friend',
  childAge: 'not shared',
  childInterests: 'lots of things',
  childPersonality: 'curious',
  parentGoal: 'encourage curiosity, kindness and confidence',
};

function valueFor(placeholder: Placeholder, child: ChildContext): string | undefined {
  switch (placeholder) {
    case 'childName':
      return child.name;
    case 'childAge':
      return child.ageBand && ageBandLabels[child.ageBand];
    case 'childInterests':
      return child.interests;
    case 'childPersonality':
      return child.personality;
    case 'parentGoal':
      return child.parentGoal;
  }
}

/** Replaces {childName}-style placeholders; unknown braces are left as they are. */
export function fillPrompt(prompt: string, child: ChildContext): string {
  return prompt.replace(/\{(\w+)\}/g, (match, name: string) => {
    if (!(promptPlaceholders as readonly string[]).includes(name)) return match;
    const placeholder = name as Placeholder;
    return valueFor(placeholder, child)?.trim() || fallbacks[placeholder];
  });
}
