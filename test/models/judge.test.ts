import assert from 'node:assert/strict';
import sharp from 'sharp';
import { DEFAULTS } from '../../src/config/pricing';
import { describeCharacter } from '../../src/models/builtin/descriptor';
import { createBuiltinIllustrator } from '../../src/models/builtin/illustrator';
import { createBuiltinJudge } from '../../src/models/builtin/judge';
import type { CharacterInput } from '../../src/models/types';

const illustrator = createBuiltinIllustrator({ name: 'builtin-flat', rendering: 'flat' });
const judge = createBuiltinJudge();

async function character(name: string, description: string): Promise<CharacterInput> {
  const input: CharacterInput = { name, description, descriptor: describeCharacter(name, description), references: [] };
  input.references = [(await illustrator.renderReference({ character: input, label: 'front', seed: 1, width: 512, height: 512 })).png];
  return input;
}

const asJudged = (c: CharacterInput) => ({ name: c.name, references: c.references });

/** A character with the whole default reference sheet, as the product makes it. */
async function sheet(name: string, description: string): Promise<CharacterInput> {
  const input: CharacterInput = { name, description, descriptor: describeCharacter(name, description), references: [] };
  input.references = await Promise.all(DEFAULTS.referenceLabels.map(async (label, i) => (await illustrator.renderReference({ character: input, label, seed: 11 + i })).png));
  return input;
}

describe('built-in judge', () => {
  let mia: CharacterInput;
  let bolt: CharacterInput;

  before(async () => {
    mia = await character('Mia', 'a girl with curly red hair in a yellow raincoat and green boots');
    bolt = await character('Bolt', 'a silver robot with a red antenna');
  });

  it('recognises the drawn character and reports the one that is missing', async () => {
    const scene = (await illustrator.render({ prompt: 'Mia waving in a park', characters: [mia], seed: 3 })).png;
    const result = await judge.score({ image: scene, characters: [asJudged(mia), asJudged(bolt)] });
    const [miaScore, boltScore] = result.characterScores.map((entry) => entry.score);
    assert.ok(miaScore > boltScore, `Mia ${miaScore} should outscore Bolt ${boltScore}`);
    assert.equal(result.foundCharacters, 1);
    assert.ok(result.issues.includes('expected 2 characters, found 1'), result.issues.join('; '));
    assert.ok(result.issues.some((issue) => issue.startsWith('Bolt not found')), result.issues.join('; '));
    assert.match(result.reasoning, /Found 1 of 2 characters/);
  });

  it('reads a JPEG of another size as it reads the PNG (external image models return either)', async () => {
    const png = (await illustrator.render({ prompt: 'Mia waving in a park', characters: [mia], seed: 3 })).png;
    const jpeg = await sharp(png).resize(768, 768).jpeg({ quality: 90 }).toBuffer();
    const [fromPng, fromJpeg] = await Promise.all([png, jpeg].map((image) => judge.score({ image, characters: [asJudged(mia)] })));
    assert.equal(fromJpeg.foundCharacters, 1, fromJpeg.reasoning);
    assert.ok(Math.abs(fromJpeg.characterScores[0].score - fromPng.characterScores[0].score) <= 10, `${fromJpeg.characterScores[0].score} vs ${fromPng.characterScores[0].score}`);
  });

  it('finds both characters of a two-character scene', async () => {
    const scene = (await illustrator.render({ prompt: 'Mia and Bolt standing in a city street', characters: [mia, bolt], seed: 5 })).png;
    const result = await judge.score({ image: scene, characters: [asJudged(mia), asJudged(bolt)] });
    assert.equal(result.foundCharacters, 2, JSON.stringify(result));
    assert.ok(result.score >= 55);
  });

  it('scores brand palette adherence and finds the logo', async () => {
    const logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } })
      .composite([{ input: Buffer.from('<svg width="64" height="64"><circle cx="32" cy="32" r="26" fill="#d62828"/><rect x="22" y="14" width="8" height="36" fill="#ffffff"/></svg>') }])
      .png()
      .toBuffer();
    const onBrand = await sharp({ create: { width: 512, height: 512, channels: 3, background: '#003049' } })
      .composite([{ input: await sharp(logo).resize(160, 160).toBuffer(), left: 40, top: 40 }])
      .png()
      .toBuffer();
    const offBrand = await sharp({ create: { width: 512, height: 512, channels: 3, background: '#7fb069' } }).png().toBuffer();
    const brand = { palette: ['#003049', '#d62828'], logo };
    const good = await judge.score({ image: onBrand, characters: [], brand });
    const bad = await judge.score({ image: offBrand, characters: [], brand });
    assert.ok((good.brandScore ?? 0) > (bad.brandScore ?? 0) + 40, `${good.brandScore} vs ${bad.brandScore}`);
    assert.ok(bad.issues.includes('logo not found'));
    assert.ok(bad.issues.includes('brand palette barely present'));
    assert.ok(!good.issues.includes('logo not found'), good.issues.join('; '));
  });

  it('names a differing outfit colour', async () => {
    const recoloured = await character('Mia', 'a girl with curly red hair in a purple raincoat and green boots');
    const scene = (await illustrator.render({ prompt: 'Mia standing in a park', characters: [recoloured], seed: 2, shot: 'medium' })).png;
    const result = await judge.score({ image: scene, characters: [asJudged(mia)] });
    const same = await judge.score({ image: scene, characters: [asJudged(recoloured)] });
    assert.ok(result.characterScores[0].score < same.characterScores[0].score);
    assert.ok(
      result.issues.some((issue) => /^Mia: the yellow on the upper body .* is missing or another colour$/.test(issue)),
      `the issues should name the raincoat's colour: ${result.issues.join('; ')}`,
    );
    assert.match(result.reasoning, /yellow on the upper body/);
  });

  it('names a differing hair colour', async () => {
    const recoloured = await character('Mia', 'a girl with short black hair in a yellow raincoat and green boots');
    const scene = (await illustrator.render({ prompt: 'Mia standing in a park', characters: [recoloured], seed: 2, shot: 'medium' })).png;
    const result = await judge.score({ image: scene, characters: [asJudged(mia)] });
    assert.ok(result.characterScores[0].score < 95, `score ${result.characterScores[0].score}`);
    assert.ok(result.issues.some((issue) => /^Mia: the red around the head/.test(issue)), result.issues.join('; '));
  });

  it('fails a character in a group whose hat is missing, and names the colour missing from its head', async () => {
    const hatted = await character('Bodhi', 'a little orange fox, wearing a dark green beanie and dark green scarf');
    const bare = await character('Bodhi', 'a little orange fox, wearing a dark green scarf');
    const scene = (await illustrator.render({ prompt: 'Bodhi and Mia walking side by side in a park', characters: [bare, mia], seed: 2 })).png;
    const result = await judge.score({ image: scene, characters: [asJudged(hatted), asJudged(mia)] });
    const same = await judge.score({ image: scene, characters: [asJudged(bare), asJudged(mia)] });
    const [hattedScore, bareScore] = [result, same].map((r) => r.characterScores[0].score);
    assert.ok(hattedScore < 90 && bareScore >= 90, `hatted ${hattedScore}, bare ${bareScore}`);
    assert.ok(result.issues.some((issue) => /^Bodhi: the green (on|around) the head/.test(issue)), result.issues.join('; '));
  });

  it('passes a group seated on a sofa in a wide shot when the image model says they sit, and still fails a wrong character there', async () => {
    const cast = await Promise.all([
      sheet('Mia', 'a girl with curly red hair in a yellow raincoat and green boots'),
      sheet('Bolt', 'a silver robot with a red antenna'),
      sheet('Rue', 'a brown bear cub with a blue scarf'),
      sheet('Tam', 'a boy with short black hair, brown skin, an orange t-shirt and grey shorts'),
    ]);
    const lookalike = await sheet('Mia', 'a girl with curly red hair in a green raincoat and green boots');
    const scores = { seated: [] as number[], lookalike: [] as number[] };
    // Seeds whose Mia scored under 0.90 as her whole upright figure (legs where the sofa is): 81, 85 and 87.
    for (const seed of [1, 2, 6]) {
      const { png, plan } = await illustrator.render({ prompt: 'Mia, Bolt, Rue and Tam sitting on the sofa in the living room', characters: cast, seed, shot: 'wide' });
      const judged = (who: CharacterInput[]) => judge.score({ image: png, characters: who.map((c, i) => ({ ...asJudged(c), posture: plan?.characters[i]?.posture })) });
      assert.equal(plan?.characters[0].posture, 'sitting');
      scores.seated.push((await judged(cast)).characterScores[0].score);
      scores.lookalike.push((await judged([lookalike, ...cast.slice(1)])).characterScores[0].score);
    }
    assert.ok(scores.seated.every((score) => score >= 90) && scores.lookalike.every((score) => score < 90), `Mia ${scores.seated.join(', ')}; look-alike ${scores.lookalike.join(', ')}`);
  });

  it('passes a lone character seated in a close-up by its upper body when the image model says it sits, and still fails a look-alike', async () => {
    const zane = await sheet('Zane', 'a stocky orange fox, wearing yellow boots and a dark green bandana');
    const lookalike = await sheet('Zane', 'a stocky orange fox, wearing yellow boots and a purple bandana');
    const scores = { seated: [] as number[], lookalike: [] as number[] };
    // Seeds whose Zane scored 94 as his whole upright figure, legs where the seat is: 2, 5 and 6.
    for (const seed of [1, 2, 5, 6]) {
      const { png, plan } = await illustrator.render({ prompt: 'Zane carrying a gift on the train in the rain', characters: [zane], seed, shot: 'closeup' });
      assert.equal(plan?.characters[0].posture, 'sitting');
      const judged = async (who: CharacterInput) => (await judge.score({ image: png, characters: [{ ...asJudged(who), posture: 'sitting' }] })).characterScores[0].score;
      scores.seated.push(await judged(zane));
      scores.lookalike.push(await judged(lookalike));
    }
    assert.ok(scores.seated.every((score) => score >= 95) && scores.lookalike.every((score) => score < 95), `Zane ${scores.seated.join(', ')}; look-alike ${scores.lookalike.join(', ')}`);
  });

  it('finds the figures of a group drawn jumping (crouched, arms up) in a forest of trunks of their colour', async () => {
    const cast = await Promise.all([
      sheet('Otto', 'a slim brown dog, wearing a coral bandana, with glasses and a necklace'),
      sheet('Saul', 'a man with short red hair, wearing a mustard sweater, teal jeans and blue boots'),
    ]);
    const scores: number[] = [];
    // Before candidates lying apart were searched and a figure drawn jumping got its best-scoring figure, Otto scored
    // 1-2 in all ten (every fit of his lay on a brown trunk) and 3 of the 20 figures passed.
    for (let seed = 1; seed <= 10; seed += 1) {
      const { png, plan } = await illustrator.render({ prompt: 'Otto and Saul jumping together in the forest on a snowy day', characters: cast, seed, shot: 'wide' });
      assert.equal(plan?.characters[0].posture, 'jumping');
      const result = await judge.score({ image: png, characters: cast.map((c, i) => ({ ...asJudged(c), posture: plan?.characters[i]?.posture })) });
      scores.push(...result.characterScores.map((entry) => entry.score));
    }
    const passing = scores.filter((score) => score >= 90).length;
    assert.ok(passing >= 12, `${passing} of 20 figures pass at 0.90: ${scores.join(', ')}`);
  });

  it('recognises a character hanging upside down, and tells it from another', async () => {
    const scores = { mia: [] as number[], bolt: [] as number[] };
    for (let seed = 1; seed <= 4; seed += 1) {
      const scene = (await illustrator.render({ prompt: 'Mia hangs upside down from the monkey bars', characters: [mia], seed })).png;
      scores.mia.push((await judge.score({ image: scene, characters: [asJudged(mia)] })).characterScores[0].score);
      scores.bolt.push((await judge.score({ image: scene, characters: [asJudged(bolt)] })).characterScores[0].score);
    }
    assert.ok(scores.mia.every((score) => score >= 80) && scores.bolt.every((score) => score < 50), `Mia ${scores.mia.join(', ')}; Bolt ${scores.bolt.join(', ')}`);
  });

  it('finds a figure standing whole before a fence of its own colour (a cream dog before a cream picket fence)', async () => {
    const lars = await sheet('Lars', 'a cream dog with grey ears and a red scarf');
    const scores: number[] = [];
    for (let seed = 1; seed <= 8; seed += 1) {
      const scene = (await illustrator.render({ prompt: 'Lars waters the flowers in the garden', characters: [lars], seed })).png;
      scores.push((await judge.score({ image: scene, characters: [asJudged(lars)] })).characterScores[0].score);
    }
    assert.ok(scores.every((score) => score >= 80), `scores ${scores.join(', ')}`);
  });
});
