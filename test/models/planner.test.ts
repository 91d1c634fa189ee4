import assert from 'node:assert/strict';
import { createTemplatePlanner } from '../../src/models/builtin/planner';
import { countWords, fitCaption } from '../../src/models/builtin/planner/captions';
import type { PlanRequest, StoryPlan } from '../../src/models/types';
import type { CharacterDescriptor } from '../../src/vocabulary';
import { COMIC_SHOTS } from '../../src/vocabulary';

const descriptor: CharacterDescriptor = {
  species: 'human',
  age: 'child',
  hair: { style: 'pigtails', color: '#c0392b' },
  skin: '#f2c9a0',
  eyes: '#2e8b57',
  build: 'slim',
  outfit: [{ piece: 'hoodie', color: '#1e3a8a' }],
  accessories: ['round glasses'],
  palette: [],
};

const mia = { name: 'Mia', description: 'A girl wearing a yellow raincoat and green boots, always curious', descriptor };
const leo = { name: 'Leo', description: 'A tall boy with freckles', descriptor };

function request(story: string, pageCount: number, characters = [mia, leo]): PlanRequest {
  return { title: 'The Owl', story, characters, pageCount, style: 'classic_american', language: 'en' };
}

const planner = createTemplatePlanner();
const plan = (req: PlanRequest): Promise<StoryPlan> => planner.plan(req);

const OWL_STORY =
  'Mia and Leo walk in a misty forest at night. "Do you hear that?" asked Leo. "It is just the wind," Mia replied. ' +
  'Suddenly a giant owl swoops down! Leo gasps. Finally the owl lands and shows them the way home!';

describe('builtin template planner', () => {
  it('is named builtin-planner', () => {
    assert.equal(planner.name, 'builtin-planner');
  });

  it('makes exactly pageCount panels with valid shots, for short and long stories', async () => {
    for (const pageCount of [1, 3, 5, 8]) {
      for (const story of ['Mia finds a kite.', OWL_STORY, `${OWL_STORY} ${OWL_STORY}`]) {
        const result = await plan(request(story, pageCount));
        assert.equal(result.panels.length, pageCount);
        for (const panel of result.panels) assert.ok(COMIC_SHOTS.includes(panel.shot));
      }
    }
  });

  it('opens with an establishing or wide shot', async () => {
    for (const story of [OWL_STORY, 'Mia finds a kite.', '"Hello!" said Mia. Leo waves.']) {
      const first = (await plan(request(story, 4))).panels[0];
      assert.ok(['establishing', 'wide'].includes(first.shot), first.shot);
    }
  });

  it('turns quoted speech into dialogue with a speaker, a two-shot then alternating close-ups', async () => {
    const result = await plan(request(OWL_STORY, 6));
    const [, question, answer] = result.panels;
    assert.deepEqual([question.captionType, question.speaker, question.caption], ['dialogue', 'Leo', 'Do you hear that?']);
    assert.deepEqual([answer.captionType, answer.speaker, answer.caption], ['dialogue', 'Mia', 'It is just the wind']);
    assert.equal(question.shot, 'two_shot');
    assert.equal(answer.shot, 'closeup');
  });

  it('alternates speakers when speech is not attributed', async () => {
    const result = await plan(request('Mia and Leo sit on the beach. "Nice day." "Very nice." "Swim?"', 4));
    assert.deepEqual(
      result.panels.slice(1).map((panel) => panel.speaker),
      ['Mia', 'Leo', 'Mia'],
    );
  });

  it('uses narration without a speaker when the story has no speech', async () => {
    const result = await plan(request('Mia walks to school. Leo follows her. They wave.', 3));
    for (const panel of result.panels) {
      assert.equal(panel.captionType, 'narration');
      assert.equal(panel.speaker, undefined);
    }
  });

  it('follows a surprise with a reaction close-up', async () => {
    const result = await plan(request(OWL_STORY, 6));
    const surprise = result.panels.findIndex((panel) => panel.caption.startsWith('Suddenly'));
    assert.ok(surprise > 0);
    assert.equal(result.panels[surprise + 1].shot, 'reaction_closeup');
  });

  it('gives the climax a splash near the end', async () => {
    const result = await plan(request(OWL_STORY, 6));
    assert.equal(result.panels[5].shot, 'splash');
    const calm = await plan(request('Mia reads a book. Leo reads too. They nap.', 3));
    assert.ok(calm.panels.every((panel) => panel.shot !== 'splash'));
  });

  it('keeps captions to ten words without cutting words', async () => {
    const long =
      'Once upon a time in a quiet little village by the sea there lived a girl who loved kites very much. ' +
      '"I will build the biggest kite the whole wide world has ever seen, just wait," said Mia.';
    const result = await plan(request(long, 3));
    for (const panel of result.panels) assert.ok(countWords(panel.caption) <= 10, panel.caption);
    const sourceWords = new Set(long.toLowerCase().split(/[^a-z]+/));
    const captionWords = result.panels.flatMap((panel) => panel.caption.toLowerCase().split(/[^a-z]+/));
    for (const word of captionWords.filter(Boolean)) assert.ok(sourceWords.has(word), word);
  });

  it('trims captions at a clause or after a word that does not dangle', () => {
    assert.equal(fitCaption('When the rain stopped, the children ran outside to play in the puddles'), 'When the rain stopped');
    assert.equal(fitCaption('one two three four five six seven eight nine the eleven'), 'one two three four five six seven eight nine…');
    assert.equal(fitCaption('Short and sweet.'), 'Short and sweet.');
  });

  it('takes the setting from the place phrase, with a fallback', async () => {
    assert.equal((await plan(request('Mia plays in a misty forest.', 3))).setting, 'A misty forest');
    assert.equal((await plan(request('Leo builds a castle at the beach.', 3))).setting, 'The beach');
    assert.equal((await plan(request('They land on the moon at night.', 3))).setting, 'The moon at night');
    assert.ok((await plan(request('Mia sings.', 3))).setting.length > 0);
  });

  it('locks one outfit per character, verbatim from the description or built from the descriptor', async () => {
    const result = await plan(request(OWL_STORY, 5));
    assert.deepEqual(result.outfitLocks, [
      { characterName: 'Mia', outfit: 'yellow raincoat and green boots' },
      { characterName: 'Leo', outfit: 'navy hoodie with round glasses' },
    ]);
  });

  it('names the characters who appear in each action', async () => {
    const result = await plan(request(OWL_STORY, 6));
    assert.match(result.panels[3].action, /Mia/);
    assert.match(result.panels[3].action, /Leo/);
    assert.match(result.panels[1].action, /Leo asks Mia/);
  });

  it('turns speech acts into dialogue: an argument has two sides, laughter is shared, a whisper hushes, a shout is in capitals', async () => {
    const result = await plan(request('Mia and Leo find a map in the attic. They argue, then laugh. Leo whispers that the map is old. Mia shouts for help.', 8));
    const lines = result.panels.filter((panel) => panel.captionType === 'dialogue');
    const argument = lines.filter((panel) => /fault|idea|No way|not fair/i.test(panel.caption));
    assert.deepEqual(new Set(argument.map((panel) => panel.speaker)), new Set(['Mia', 'Leo']), JSON.stringify(lines));
    assert.ok(lines.some((panel) => /^Ha/.test(panel.caption)), 'someone laughs');
    assert.ok(lines.some((panel) => panel.speaker === 'Leo' && panel.caption === 'Shh… the map is old.'), 'the whisper reports what was said');
    assert.ok(lines.some((panel) => panel.speaker === 'Mia' && panel.caption === 'HELP!'), 'the shout is lettered in capitals');
  });

  it('tells the kite story in order: the storm, the lighthouse, the argument, the laughter', async () => {
    const pip = { name: 'Pip', description: 'a girl in a yellow raincoat', descriptor };
    const rusty = { name: 'Rusty', description: 'an orange fox with a blue scarf', descriptor: { ...descriptor, species: 'fox' as const } };
    const story = 'Pip loses her kite in a storm and her friend Rusty the fox helps her find it in the old lighthouse. They argue, then laugh.';
    const result = await plan(request(story, 8, [pip, rusty]));
    assert.equal(result.setting, 'The old lighthouse in a storm');
    const text = result.panels.map((panel) => `${panel.caption} ${panel.action}`);
    const first = (pattern: RegExp) => text.findIndex((line) => pattern.test(line));
    const order = [/loses her kite/, /find it in the old lighthouse/, /argues/, /laughs/].map(first);
    assert.ok(order.every((index) => index >= 0), JSON.stringify(text));
    assert.deepEqual([...order].sort((a, b) => a - b), order, 'the beats come in story order');
    assert.ok(result.panels.some((panel) => panel.speaker === 'Pip') && result.panels.some((panel) => panel.speaker === 'Rusty'), 'both of them speak');
    const captions = result.panels.map((panel) => panel.caption);
    assert.equal(new Set(captions).size, captions.length, 'no caption twice');
  });

  it('moves the scene to a second place from the beat that names it', async () => {
    const result = await plan(request('Mia bakes cookies in the kitchen. Leo sneaks one. Later they share the cookies on the porch at sunset.', 5));
    assert.equal(result.setting, 'The kitchen');
    const moved = result.panels.findIndex((panel) => panel.setting !== undefined);
    assert.ok(moved > 0, JSON.stringify(result.panels));
    assert.equal(result.panels[moved].setting, 'The porch at sunset');
    assert.ok(result.panels.slice(moved).every((panel) => panel.setting === 'The porch at sunset'));
    assert.ok(result.panels.slice(0, moved).every((panel) => panel.setting === undefined));
  });

  it('never repeats a caption, even for a story told twice', async () => {
    const result = await plan(request(`${OWL_STORY} ${OWL_STORY}`, 8));
    const captions = result.panels.map((panel) => panel.caption.toLowerCase()).filter(Boolean);
    assert.equal(new Set(captions).size, captions.length, JSON.stringify(captions));
  });

  it('is deterministic', async () => {
    const req = request(OWL_STORY, 5);
    assert.deepEqual(await plan(req), await plan(req));
  });

  it('captions a story in another language with its own words as written: its full stops, its quote marks, no English of its own', async () => {
    const inLanguage = (language: string, story: string, name: string) =>
      plan({ title: story, story, characters: [{ ...mia, name }], pageCount: 4, style: 'manga_bw', language });
    const captions = (comic: StoryPlan) => comic.panels.map((panel) => panel.caption).filter(Boolean);
    const japanese = await inLanguage('ja', 'ミアは公園に行きました。彼女は犬と遊びました。「こんにちは！」とミアは言った。', 'ミア');
    assert.deepEqual(captions(japanese), ['ミアは公園に行きました。', '彼女は犬と遊びました。', 'こんにちは！']);
    const said = japanese.panels.find((panel) => panel.caption === 'こんにちは！');
    assert.deepEqual([said?.captionType, said?.speaker], ['dialogue', 'ミア']);
    const hindi = await inLanguage('hi', 'मिया पार्क गई। उसने कहा, "नमस्ते!" फिर वह हँसी।', 'मिया');
    assert.deepEqual(captions(hindi), ['मिया पार्क गई।', 'नमस्ते!', 'फिर वह हँसी।']);
    const arabic = await inLanguage('ar', 'ذهبت ميا إلى الحديقة. قالت ميا: «مرحبا!» ثم ضحكت؟ نعم.', 'ميا');
    assert.deepEqual(captions(arabic), ['ذهبت ميا إلى الحديقة.', 'مرحبا!', 'ثم ضحكت؟', 'نعم.']);
    const french = await inLanguage('fr', '« Bonjour ! » dit Mia. Il fait 3.5 degrés.', 'Mia');
    assert.deepEqual(captions(french), ['Bonjour !', 'Il fait 3.5 degrés.']);
  });
});
