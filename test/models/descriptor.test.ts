import assert from 'node:assert/strict';
import { accuracy, checkDescription } from '../../bench/prompts/attributes';
import { DESCRIPTIONS } from '../../bench/prompts/descriptions';
import { BuiltinDescriptorExtractor, describeCharacter, parseOutfitText } from '../../src/models/builtin/descriptor';

const piece = (d: ReturnType<typeof describeCharacter>, name: string) => d.outfit.find((o) => o.piece === name)?.color;

describe('builtin descriptor extractor', () => {
  it('reads a child with hair, outfit and accessories', () => {
    const d = describeCharacter('Mia', 'a 7-year-old girl with curly red hair in a yellow raincoat and green boots, freckles, glasses');
    assert.equal(d.species, 'human');
    assert.equal(d.age, 'child');
    assert.equal(d.hair.style, 'curly');
    assert.match(d.hair.color, /^#[0-9a-f]{6}$/);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(d.hair.color.slice(i, i + 2), 16));
    assert.ok(r > g + 60 && r > b + 60, 'red hair is red');
    assert.equal(piece(d, 'raincoat'), '#f4c430');
    assert.equal(piece(d, 'boots'), '#3c9a4a');
    assert.ok(d.accessories.includes('freckles') && d.accessories.includes('glasses'));
    assert.ok(d.palette.includes('#f4c430'));
  });

  it('reads animals and robots with their body colour and gear', () => {
    const fox = describeCharacter('Rusty', 'an orange fox with a blue scarf');
    assert.equal(fox.species, 'fox');
    assert.equal(fox.skin, '#f08a24');
    assert.equal(fox.hair.style, 'none');
    assert.equal(piece(fox, 'scarf'), '#2f6fd6');
    const robot = describeCharacter('Bolt', 'a silver robot with a red antenna');
    assert.equal(robot.species, 'robot');
    assert.equal(robot.skin, '#c0c6cc');
    assert.equal(piece(robot, 'antenna'), '#d63a32');
    assert.ok(robot.accessories.includes('antenna'));
    for (const [text, species] of [['a fluffy white bunny', 'rabbit'], ['a brown bear cub', 'bear'], ['a black cat', 'cat'], ['a golden retriever puppy', 'dog']] as const) {
      assert.equal(describeCharacter('x', text).species, species, text);
    }
    assert.equal(describeCharacter('x', 'a black cat').skin, '#222222');
  });

  it('reads age, build and skin words', () => {
    assert.equal(describeCharacter('a', 'a teenage boy').age, 'teen');
    assert.equal(describeCharacter('a', 'a 16 year old skater').age, 'teen');
    assert.equal(describeCharacter('a', 'an elderly man with a grey beard').age, 'elder');
    assert.ok(describeCharacter('a', 'an elderly man with a grey beard').accessories.includes('grey beard'));
    assert.equal(describeCharacter('a', 'a young man').age, 'adult');
    assert.equal(describeCharacter('a', 'a girl of nine').age, 'child');
    assert.equal(describeCharacter('a', 'a woman').age, 'adult');
    assert.equal(describeCharacter('a', 'a stocky baker').build, 'broad');
    assert.equal(describeCharacter('a', 'a slim dancer').build, 'slim');
    assert.notEqual(describeCharacter('a', 'a woman with dark skin').skin, describeCharacter('a', 'a woman with pale skin').skin);
  });

  it('fills silent descriptions with defaults seeded from the name', () => {
    const a = describeCharacter('Leo', 'a man');
    assert.deepEqual(describeCharacter('Leo', 'a man'), a);
    assert.ok(a.outfit.length >= 2, 'humans are dressed');
    const others = ['Ana', 'Bo', 'Cy', 'Dee', 'Eli'].map((n) => JSON.stringify(describeCharacter(n, 'a man')));
    assert.ok(new Set(others).size > 1, 'different names give different defaults');
  });

  it('gives every stated colour to the part it is stated for (issue 26)', () => {
    const braids = describeCharacter('Ama', 'a girl of nine with black braids, brown skin');
    assert.deepEqual([braids.hair.style, braids.hair.color, braids.skin], ['braids', '#222222', '#a16a44']);
    const sikh = describeCharacter('Jas', 'a man with a grey beard, brown skin, a white turban and a navy kurta');
    assert.deepEqual(sikh.outfit, [{ piece: 'turban', color: '#f7f7f4' }, { piece: 'kurta', color: '#1f3a6e' }]);
    assert.ok(sikh.accessories.includes('grey beard'));
    assert.equal(describeCharacter('Nia', 'a woman with brown skin and black locs').hair.style, 'locs');
    assert.deepEqual(describeCharacter('x', 'a red and white checked shirt').outfit[0], { piece: 'checked shirt', color: '#d63a32' });
    assert.deepEqual(describeCharacter('x', 'a poncho with red and yellow stripes').outfit[0], { piece: 'striped poncho', color: '#d63a32' });
    assert.deepEqual(describeCharacter('x', 'a plaid flannel shirt in green and blue jeans').outfit, [{ piece: 'checked shirt', color: '#3c9a4a' }, { piece: 'jeans', color: '#2f6fd6' }]);
    assert.equal(describeCharacter('x', 'a dog with a golden coat').skin, '#e2b13c');
    assert.deepEqual(describeCharacter('x', 'a dog in a red coat').outfit, [{ piece: 'coat', color: '#d63a32' }]);
  });

  it('invents nothing the text contradicts and says which parts are defaults', () => {
    const old = describeCharacter('Bo', 'an old man with white hair');
    assert.equal(old.hair.style, 'short');
    assert.deepEqual(old.defaults, ['skin', 'hair style', 'shirt', 'trousers', 'shoes', 'eyes']);
    const overalls = describeCharacter('Cy', 'a boy in blue overalls over a striped shirt');
    assert.deepEqual(overalls.outfit.map((o) => o.piece), ['overalls', 'striped shirt']);
    assert.ok(overalls.defaults?.includes('striped shirt colour'));
  });

  it('keeps at least 98 % of the attributes stated in the evaluation split of descriptions', () => {
    const results = DESCRIPTIONS.evaluation.map((c) => checkDescription(c, describeCharacter('Eval', c.text)));
    const { kept, total } = accuracy(results);
    const missed = results.flatMap((r) => r.checks.filter((c) => !c.kept).map((c) => `${r.text}: ${c.attribute} (got ${c.got})`));
    assert.ok(kept / total >= 0.98, missed.join('\n'));
    assert.deepEqual(results.flatMap((r) => r.invented), []);
  });

  it('parses outfit text and implements DescriptorExtractor', async () => {
    assert.deepEqual(parseOutfitText('a red sweater and blue jeans'), [{ piece: 'sweater', color: '#d63a32' }, { piece: 'jeans', color: '#2f6fd6' }]);
    const d = await new BuiltinDescriptorExtractor().describe({ name: 'Rusty', description: 'an orange fox with a blue scarf' });
    assert.equal(d.species, 'fox');
  });
});
