import { z } from 'zod';

/**
 * What the companion's safety layer can flag. Each category has its own reply to the child and its own label
 * for the parents; `unkind` applies to the companion's own replies only (rude words are replaced, not reported
 * as a risk to the child).
 */
export const safetyCategories = [
  'selfHarm',
  'abuse',
  'secrets',
  'romance',
  'personalInfo',
  'weapons',
  'drugs',
  'bullying',
  'emergency',
  'medical',
  'unkind',
] as const;
export const safetyCategorySchema = z.enum(safetyCategories);
export type SafetyCategory = z.infer<typeof safetyCategorySchema>;

/** How the parents area names each category. */
export const safetyCategoryLabels: Record<SafetyCategory, string> = {
  selfHarm: 'Self-harm or suicide',
  abuse: 'Possible abuse',
  secrets: 'Secrets or grooming',
  romance: 'Romantic or sexual talk',
  personalInfo: 'Personal information',
  weapons: 'Weapons or dangerous acts',
  drugs: 'Drugs or alcohol',
  bullying: 'Bullying',
  emergency: 'Stranger or emergency',
  medical: 'Medical emergency',
  unkind: 'Unkind words in a reply',
};

/** Categories where a parent should talk with the child soon; the parents area shows where to get help. */
export const seriousSafetyCategories: readonly SafetyCategory[] = [
  'selfHarm',
  'abuse',
  'secrets',
  'bullying',
  'emergency',
  'medical',
];

export interface HelpLine {
  name: string;
  contact: string;
  /** Who it is for and where. */
  detail: string;
  categories: readonly SafetyCategory[];
}

/** Public helplines for the serious categories (as published by each service). */
export const helpLines: readonly HelpLine[] = [
  {
    name: 'Emergency services',
    contact: '911 (US, Canada) · 999 (UK) · 112 (EU) · 000 (Australia)',
    detail: 'If a child is in danger right now.',
    categories: ['selfHarm', 'abuse', 'emergency', 'medical'],
  },
  {
    name: '988 Suicide & Crisis Lifeline',
    contact: 'Call or text 988',
    detail: 'United States, 24/7, for a child or a worried parent.',
    categories: ['selfHarm'],
  },
  {
    name: 'Samaritans',
    contact: '116 123',
    detail: 'UK and Ireland, 24/7, free.',
    categories: ['selfHarm'],
  },
  {
    name: 'Childhelp National Child Abuse Hotline',
    contact: '1-800-422-4453',
    detail: 'United States and Canada, 24/7, call or text.',
    categories: ['abuse', 'secrets'],
  },
  {
    name: 'NSPCC Helpline',
    contact: '0808 800 5000',
    detail: 'UK, for adults worried about a child.',
    categories: ['abuse', 'secrets', 'bullying'],
  },
  {
    name: 'NCMEC CyberTipline',
    contact: 'report.cybertip.org · 1-800-843-5678',
    detail: 'United States, to report online grooming or exploitation.',
    categories: ['secrets'],
  },
  {
    name: 'Childline',
    contact: '0800 1111',
    detail: 'UK, free and confidential, for children themselves.',
    categories: ['selfHarm', 'abuse', 'bullying'],
  },
  {
    name: 'Poison Help',
    contact: '1-800-222-1222',
    detail: 'United States, if something harmful was swallowed.',
    categories: ['medical'],
  },
];
