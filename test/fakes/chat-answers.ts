import type { ChatRequestBody } from './openai';

/**
 * What a capable vision/language model would answer the judge and the planner (src/models/providers/openai-judge.ts,
 * openai-planner.ts), made from the request itself, so a stack on the OpenAI fake judges and plans any scene or story:
 * every named character scored `score`, a plan with exactly the panels asked for. Words of the scene prompt that
 * `notInPicture` matches are what the picture lacks (prompt_issues); the likeness scores ignore them, as asked.
 */
export function answerLikeAModel(score = 93, notInPicture?: RegExp) {
  return (body: ChatRequestBody): unknown => {
    const texts = body.messages.flatMap((message) =>
      typeof message.content === 'string' ? [message.content] : message.content.map((part) => part.text ?? ''),
    );
    const all = texts.join('\n');
    if (/You check illustrations for consistency/.test(all)) return verdict(all, score, notInPicture);
    if (/You plan comics/.test(all)) return plan(JSON.parse(texts[texts.length - 1]) as Brief);
    throw new Error('the chat fake does not know what this request asks for');
  };
}

function verdict(text: string, score: number, notInPicture: RegExp | undefined) {
  const names = [...(/using exactly these names: (.*)\.$/m.exec(text)?.[1] ?? '').matchAll(/"([^"]+)"/g)].map((match) => match[1]);
  const prompt = /^Scene prompt: (.*)$/m.exec(text)?.[1] ?? '';
  const missing = notInPicture ? [...prompt.matchAll(new RegExp(notInPicture.source, 'gi'))].map((match) => match[0]) : [];
  return {
    character_scores: names.map((name) => ({ name, score })),
    brand_score: /Brand palette:/.test(text) ? score : null,
    found_characters: names.length,
    score,
    reasoning: 'Each character matches its references: face, hair, colours and outfit.',
    issues: [],
    prompt_issues: missing.map((thing) => `The prompt asks for ${thing}; the scene does not show it.`),
  };
}

interface Brief {
  story: string;
  panel_count: number;
  characters: Array<{ name: string; description: string }>;
}

const SHOTS = ['establishing', 'two_shot', 'closeup', 'reaction_closeup', 'medium', 'over_shoulder', 'splash', 'wide'];

function plan(brief: Brief) {
  const names = brief.characters.map((character) => character.name);
  const beats = brief.story.split(/(?<=[.!?])\s+/).filter(Boolean);
  return {
    setting: 'A sunny park by a lake, in the afternoon',
    outfit_locks: brief.characters.map((character) => ({ character_name: character.name, outfit: character.description || 'their usual clothes' })),
    panels: Array.from({ length: brief.panel_count }, (_, index) => {
      const last = index === brief.panel_count - 1;
      return {
        caption: `${index + 1}. ${(beats[index % beats.length] ?? 'And then').split(/\s+/).slice(0, 7).join(' ')}`,
        caption_type: 'narration',
        speaker: null,
        action: `${names.join(' and ')} ${last ? 'smile together' : 'go on with the story'}.`,
        shot: last ? 'wide' : SHOTS[index % (SHOTS.length - 1)],
      };
    }),
  };
}
