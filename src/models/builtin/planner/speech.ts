/** Quoted speech: straight or curly double quotes. */
const QUOTE = /["“]([^"”]+)["”]/g;

const SPEECH_VERBS =
  'said|says|asked|asks|shouted|shouts|cried|cries|whispered|whispers|yelled|yells|replied|replies|called|calls|exclaimed|exclaims|answered|answers|added|adds|laughed|laughs|gasped|gasps';

export function quotesIn(text: string): string[] {
  return [...text.matchAll(QUOTE)].map((match) => match[1].trim()).filter((quote) => quote.length > 0);
}

export function withoutQuotes(text: string): string {
  return text.replace(QUOTE, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The character who speaks in a sentence: the name attached to a speech verb ("said Mia", "Mia asked"),
 * else the first character named outside the quotes.
 */
export function attributedSpeaker(sentence: string, names: string[]): string | undefined {
  const narration = withoutQuotes(sentence);
  const attributed = names.find((name) => {
    const escaped = escapeRegExp(name);
    return (
      new RegExp(`\\b${escaped}\\s+(?:${SPEECH_VERBS})\\b`, 'i').test(narration) ||
      new RegExp(`\\b(?:${SPEECH_VERBS})\\s+${escaped}\\b`, 'i').test(narration)
    );
  });
  return attributed ?? firstNamed(narration, names);
}

/** Sentence text with quotes and their attribution ("said Mia") removed: what is left is action. */
export function narrationAround(sentence: string, names: string[]): string {
  const namePattern = names.map(escapeRegExp).join('|') || '\\b\\B';
  const attribution = new RegExp(
    `(?:\\b(?:${SPEECH_VERBS})\\s+(?:${namePattern})\\b|\\b(?:${namePattern})\\s+(?:${SPEECH_VERBS})\\b|\\b(?:he|she|they|it)\\s+(?:${SPEECH_VERBS})\\b)`,
    'gi',
  );
  return withoutQuotes(sentence)
    .replace(attribution, ' ')
    .replace(/\s+([,.!?;])/g, '$1')
    .replace(/^[\s,.!?;]+|[\s,;]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function namesIn(text: string, names: string[]): string[] {
  return names.filter((name) => new RegExp(`\\b${escapeRegExp(name)}\\b`, 'i').test(text));
}

function firstNamed(text: string, names: string[]): string | undefined {
  const positions = names
    .map((name) => ({ name, index: text.search(new RegExp(`\\b${escapeRegExp(name)}\\b`, 'i')) }))
    .filter((entry) => entry.index >= 0)
    .sort((a, b) => a.index - b.index);
  return positions[0]?.name;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
