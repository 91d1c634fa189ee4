import assert from 'node:assert/strict';
import { createBuiltinIllustrator } from '../../src/models/builtin/illustrator';
import { describeCharacter } from '../../src/models/builtin/descriptor';
import { createBuiltinJudge } from '../../src/models/builtin/judge';
import type { CharacterInput } from '../../src/models/types';

/** Twelve characters, several sharing colours with another (hard negatives). */
const CAST: Array<[string, string]> = [
  ['Mia', 'a 7-year-old girl with curly red hair in a yellow raincoat and green boots'],
  ['Ruby', 'a girl with curly red hair in a blue dress and white shoes'],
  ['Omar', 'a man with short black hair and dark skin in an orange hoodie and blue jeans'],
  ['Kenji', 'a teenage boy with short black hair in a red jacket and grey trousers'],
  ['Grace', 'an elderly woman with grey hair in a purple cardigan and brown skirt'],
  ['Rusty', 'an orange fox with a blue scarf'],
  ['Pip', 'an orange cat with a green collar'],
  ['Biscuit', 'a brown dog with a red bandana'],
  ['Bruno', 'a brown bear in a blue sweater'],
  ['Clover', 'a white rabbit in a pink dress'],
  ['Bolt', 'a silver robot with a red antenna'],
  ['Lena', 'a woman with long blonde hair in a green coat and black boots'],
];

const SCENES = [
  'waving in a park on a sunny day',
  'reading in a library',
  'running on the beach at golden hour',
  'sitting in a kitchen',
  'standing in a city street at night',
  'jumping in a snowy forest',
];

/** Probability that a random positive outscores a random negative (ties count half). */
function rocAuc(positives: number[], negatives: number[]): number {
  let wins = 0;
  for (const p of positives) for (const n of negatives) wins += p > n ? 1 : p === n ? 0.5 : 0;
  return wins / (positives.length * negatives.length);
}

describe('built-in judge discrimination', function () {
  this.timeout(180_000);

  it('scores same-character pairs above different-character pairs with ROC AUC >= 0.95', async () => {
    const illustrator = createBuiltinIllustrator({ name: 'builtin-flat', rendering: 'flat' });
    const judge = createBuiltinJudge();
    const characters: CharacterInput[] = CAST.map(([name, description]) => ({ name, description, descriptor: describeCharacter(name, description), references: [] }));
    for (const character of characters) {
      character.references = await Promise.all(
        ['front', 'three_quarter'].map(async (label, i) => (await illustrator.renderReference({ character, label, seed: i, width: 512, height: 512 })).png),
      );
    }
    const positives: number[] = [];
    const negatives: number[] = [];
    for (const [index, character] of characters.entries()) {
      for (const [s, scene] of SCENES.entries()) {
        const shot = s % 2 === 0 ? 'wide' : 'medium';
        const image = (await illustrator.render({ prompt: `${character.name} ${scene}`, characters: [character], shot, seed: index * 10 + s })).png;
        for (const [other, candidate] of characters.entries()) {
          const result = await judge.score({ image, characters: [{ name: candidate.name, references: candidate.references }] });
          (other === index ? positives : negatives).push(result.characterScores[0].score);
        }
      }
    }
    const auc = rocAuc(positives, negatives);
    if (process.env.JUDGE_DEBUG) console.log(JSON.stringify({ positives: positives.slice().sort((a, b) => a - b), negatives: negatives.filter((n) => n > 40).sort((a, b) => a - b) }));
    const median = (values: number[]) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
    console.log(
      `      judge ROC AUC = ${auc.toFixed(4)} over ${positives.length} same-character and ${negatives.length} different-character pairs;` +
        ` median score same ${median(positives)}, different ${median(negatives)}`,
    );
    assert.ok(auc >= 0.95, `AUC ${auc} is below 0.95`);
  });
});
