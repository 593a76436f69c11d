import { InfoPage } from '../info-page';

export function BlogPage() {
  return (
    <InfoPage
      title="Blog"
      intro="Notes on how Kurio works and why."
      sections={[
        {
          heading: 'Why Pro schedules reviews with FSRS',
          body: 'Free accounts use SM-2, the scheduler SuperMemo published in 1987: simple, predictable and good enough for most decks. Pro accounts use FSRS, which models how memory decays for each card from your own review history. In the open srs-benchmark, FSRS predicts whether you will remember a card noticeably better than SM-2, which means fewer reviews for the same retention.',
        },
        {
          heading: 'What the kids companion keeps, and what it does not',
          body: 'When a child talks to a Kurio character, the browser turns speech into text and Kurio stores only that text, so a parent can read it later. No recording is ever uploaded or kept. Parents can delete a single conversation or the whole history at any time, and every reply passes a fixed safety layer that a custom character cannot switch off.',
        },
        {
          heading: 'Running Kurio with your own model',
          body: 'Out of the box Kurio uses an offline mode that builds cards and lessons from a dictionary and says honestly when it cannot answer. Point it at OpenAI, Anthropic, or a local server such as Ollama with four settings and every AI feature uses that model instead.',
        },
      ]}
    />
  );
}
