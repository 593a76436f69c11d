import everydayDevelopment from '../offline-ai/evaluation/sets/development-2026-11/companion.json';
import newerDevelopmentSet from '../offline-ai/evaluation/sets/development-2026-11/safety.json';
import everydayRead from '../offline-ai/evaluation/sets/held-out-2026-11/companion.json';
import readSet from '../offline-ai/evaluation/sets/held-out-2026-11/safety.json';
import everydayReadB from '../offline-ai/evaluation/sets/held-out-2026-11b/companion.json';
import readSetB from '../offline-ai/evaluation/sets/held-out-2026-11b/safety.json';
import everydayReadC from '../offline-ai/evaluation/sets/held-out-2026-11c/companion.json';
import readSetC from '../offline-ai/evaluation/sets/held-out-2026-11c/safety.json';
import everydayReadD from '../offline-ai/evaluation/sets/held-out-2026-11d/companion.json';
import readSetD from '../offline-ai/evaluation/sets/held-out-2026-11d/safety.json';
import everydayTraining from '../offline-ai/training/companion-feelings-2026-11.json';
import trainingSet from '../offline-ai/training/safety-2026-11a.json';
import developmentSet from './labelled/development-set.json';
import evaluationSet from './labelled/evaluation-set.json';

/**
 * What the safety classifier learns from: a training set written for it (../training/README.md), every set tuned
 * on and every held-out set once it has been read (evaluation/sets/README.md), never an unread held-out set.
 */
export const labelledSafetyMessages = (): { text: string; category: string }[] => [
  ...trainingSet,
  ...developmentSet,
  ...evaluationSet,
  ...newerDevelopmentSet,
  ...readSet,
  ...readSetB,
  ...readSetC,
  ...readSetD,
];

/** The companion sets' messages are everyday talk: they teach what is not a risk ("the fridge", "the tracks"). */
export const everydayTalk = (): string[] =>
  [
    ...everydayTraining,
    ...everydayDevelopment,
    ...everydayRead,
    ...everydayReadB,
    ...everydayReadC,
    ...everydayReadD,
  ].map(({ text }) => text);
