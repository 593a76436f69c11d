const numberWords = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

export interface ParentalChallenge {
  question: string;
  answer: number;
}

/**
 * A grown-ups-only question: a multiplication written in words (6–12 × 3–9), which a young child can
 * neither read easily nor work out, while any adult answers it in seconds.
 */
export function createParentalChallenge(random: () => number = Math.random): ParentalChallenge {
  const a = 6 + Math.floor(random() * 7);
  const b = 3 + Math.floor(random() * 7);
  return { question: `What is ${numberWords[a]} multiplied by ${numberWords[b]}?`, answer: a * b };
}
