import { createHash } from 'node:crypto';
import newerDevelopmentSet from '../offline-ai/evaluation/sets/development-2026-11/safety.json';
import readSet from '../offline-ai/evaluation/sets/held-out-2026-11/safety.json';
import readSetAA from '../offline-ai/evaluation/sets/held-out-2026-11aa/safety.json';
import readSetAB from '../offline-ai/evaluation/sets/held-out-2026-11ab/safety.json';
import readSetAC from '../offline-ai/evaluation/sets/held-out-2026-11ac/safety.json';
import readSetB from '../offline-ai/evaluation/sets/held-out-2026-11b/safety.json';
import readSetC from '../offline-ai/evaluation/sets/held-out-2026-11c/safety.json';
import readSetD from '../offline-ai/evaluation/sets/held-out-2026-11d/safety.json';
import readSetE from '../offline-ai/evaluation/sets/held-out-2026-11e/safety.json';
import readSetF from '../offline-ai/evaluation/sets/held-out-2026-11f/safety.json';
import readSetG from '../offline-ai/evaluation/sets/held-out-2026-11g/safety.json';
import readSetH from '../offline-ai/evaluation/sets/held-out-2026-11h/safety.json';
import readSetI from '../offline-ai/evaluation/sets/held-out-2026-11i/safety.json';
import readSetJ from '../offline-ai/evaluation/sets/held-out-2026-11j/safety.json';
import readSetK from '../offline-ai/evaluation/sets/held-out-2026-11k/safety.json';
import readSetL from '../offline-ai/evaluation/sets/held-out-2026-11l/safety.json';
import readSetM from '../offline-ai/evaluation/sets/held-out-2026-11m/safety.json';
import readSetO from '../offline-ai/evaluation/sets/held-out-2026-11o/safety.json';
import readSetP from '../offline-ai/evaluation/sets/held-out-2026-11p/safety.json';
import readSetS from '../offline-ai/evaluation/sets/held-out-2026-11s/safety.json';
import readSetV from '../offline-ai/evaluation/sets/held-out-2026-11v/safety.json';
import readSetY from '../offline-ai/evaluation/sets/held-out-2026-11y/safety.json';
import { labelledCompanionMessages } from '../offline-ai/training/companion-messages';
import trainingSet from '../offline-ai/training/safety-2026-11a.json';
import trainingSetAD from '../offline-ai/training/safety-2026-11ad.json';
import trainingSetB from '../offline-ai/training/safety-2026-11b.json';
import trainingSetC from '../offline-ai/training/safety-2026-11c.json';
import trainingSetD from '../offline-ai/training/safety-2026-11d.json';
import trainingSetK from '../offline-ai/training/safety-2026-11k.json';
import trainingSetN from '../offline-ai/training/safety-2026-11n.json';
import trainingSetQ from '../offline-ai/training/safety-2026-11q.json';
import trainingSetR from '../offline-ai/training/safety-2026-11r.json';
import trainingSetT from '../offline-ai/training/safety-2026-11t.json';
import trainingSetU from '../offline-ai/training/safety-2026-11u.json';
import trainingSetW from '../offline-ai/training/safety-2026-11w.json';
import trainingSetX from '../offline-ai/training/safety-2026-11x.json';
import trainingSetZ from '../offline-ai/training/safety-2026-11z.json';
import developmentSet from './labelled/development-set.json';
import evaluationSet from './labelled/evaluation-set.json';

/**
 * What the safety model learns from: the training sets written for it (offline-ai/training/README.md), every set tuned
 * on and every held-out set once it has been read (evaluation/sets/README.md), never an unread held-out set; and
 * everyday talk to the companion, labelled `none`, which teaches what is not a risk ("the fridge", "the tracks").
 */
export const safetyTrainingMessages = (): { text: string; category: string }[] => [
  ...trainingSet,
  ...trainingSetB,
  ...trainingSetC,
  ...trainingSetD,
  ...trainingSetK,
  ...trainingSetN,
  ...trainingSetQ,
  ...trainingSetR,
  ...trainingSetT,
  ...trainingSetU,
  ...trainingSetW,
  ...trainingSetX,
  ...trainingSetZ,
  ...trainingSetAD,
  ...developmentSet,
  ...evaluationSet,
  ...newerDevelopmentSet,
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
  ...readSetO,
  ...readSetP,
  ...readSetS,
  ...readSetV,
  ...readSetY,
  ...readSetAA,
  ...readSetAB,
  ...readSetAC,
  ...labelledCompanionMessages().map(({ text }) => ({ text, category: 'none' })),
];

/** The digest the shipped model records of what it learned from, so a change to the messages shows it is stale. */
export const digestOf = (messages: { text: string; category: string }[]) =>
  createHash('sha256').update(JSON.stringify(messages)).digest('hex');
