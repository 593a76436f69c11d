import { describe, expect, it } from 'vitest';
import { readingLanguage, spokenText, voiceFor } from './speech';

const voice = (lang: string) => ({ lang, name: lang }) as SpeechSynthesisVoice;

describe('reading aloud', () => {
  it('reads a deck in the language chosen, else the detected one', () => {
    expect(readingLanguage({ language: 'de', detectedLanguage: 'fr' })).toBe('de');
    expect(readingLanguage({ language: null, detectedLanguage: 'fr' })).toBe('fr');
    expect(readingLanguage({ language: null, detectedLanguage: null })).toBeNull();
  });

  it('finds a voice by its language whatever the region', () => {
    const voices = [voice('en-US'), voice('fr_CA')];
    expect(voiceFor(voices, 'fr')?.lang).toBe('fr_CA');
    expect(voiceFor(voices, 'de')).toBeUndefined();
  });

  it('does not read Markdown marks or link targets out', () => {
    expect(spokenText('**La** `capitale`, see [Paris](https://example.com)\n# fin')).toBe('La capitale, see Paris fin');
  });
});
