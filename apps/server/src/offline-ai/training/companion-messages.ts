import developmentSet from '../evaluation/sets/development-2026-11/companion.json';
import readSet from '../evaluation/sets/held-out-2026-11/companion.json';
import readSetB from '../evaluation/sets/held-out-2026-11b/companion.json';
import readSetC from '../evaluation/sets/held-out-2026-11c/companion.json';
import readSetD from '../evaluation/sets/held-out-2026-11d/companion.json';
import readSetE from '../evaluation/sets/held-out-2026-11e/companion.json';
import readSetF from '../evaluation/sets/held-out-2026-11f/companion.json';
import readSetG from '../evaluation/sets/held-out-2026-11g/companion.json';
import readSetH from '../evaluation/sets/held-out-2026-11h/companion.json';
import readSetI from '../evaluation/sets/held-out-2026-11i/companion.json';
import readSetJ from '../evaluation/sets/held-out-2026-11j/companion.json';
import readSetK from '../evaluation/sets/held-out-2026-11k/companion.json';
import readSetL from '../evaluation/sets/held-out-2026-11l/companion.json';
import readSetM from '../evaluation/sets/held-out-2026-11m/companion.json';
import readSetP from '../evaluation/sets/held-out-2026-11p/companion.json';
import readSetS from '../evaluation/sets/held-out-2026-11s/companion.json';
import readSetV from '../evaluation/sets/held-out-2026-11v/companion.json';
import readSetY from '../evaluation/sets/held-out-2026-11y/companion.json';
import trainingSet from './companion-feelings-2026-11.json';
import trainingSetD from './companion-feelings-2026-11d.json';
import trainingSetN from './companion-feelings-2026-11n.json';

/**
 * Everyday messages to the companion, `hurt` where they tell of a sadness, a loss or a small hurt: the training
 * set written for the classifiers, every set tuned on and every held-out set once read (evaluation/sets/README.md),
 * never an unread held-out set. The hurt classifier learns from them, and the safety classifier learns from them
 * what is not a risk.
 */
export const labelledCompanionMessages = (): { text: string; hurt: boolean }[] => [
  ...trainingSet,
  ...trainingSetD,
  ...trainingSetN,
  ...developmentSet,
  ...readSet,
  ...readSetB,
  ...readSetC,
  ...readSetD,
  ...readSetE,
  ...readSetF,
  ...readSetG,
  ...readSetH,
  ...readSetI,
  ...readSetJ,
  ...readSetK,
  ...readSetL,
  ...readSetM,
  ...readSetP,
  ...readSetS,
  ...readSetV,
  ...readSetY,
];
