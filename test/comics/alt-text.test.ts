import assert from 'node:assert/strict';
import { panelAltText } from '../../src/comics/alt-text';
import { deriveBubbles } from '../../src/comics/bubbles';
import type { PanelLayout } from '../../src/comics/geometry';
import { referenceAltText, sceneAltText } from '../../src/vocabulary/alt-text';

const NAMES = ['Ana', 'Bo'];
const figure = (name: string, x: number, height = 600) => ({ name, box: { x, y: 1000 - height, width: 200, height }, face: { x: x + 50, y: 1000 - height, width: 100, height: 100 } });
const twoOnStage: PanelLayout = { width: 1024, height: 1024, characters: [figure('Bo', 700), figure('Ana', 100)] };

function altOf(caption: string, captionType: 'narration' | 'dialogue', speaker: string | null, layout: PanelLayout | null = twoOnStage, shot: 'two_shot' | 'wide' = 'two_shot') {
  const bubbles = deriveBubbles({ caption, captionType, speaker }, NAMES, layout ?? undefined);
  return panelAltText({ shot, action: 'Ana shows Bo the lanterns', bubbles, layout });
}

describe('text alternatives', () => {
  it('a panel: framing, who stands where left to right, the action, then the lettering with who speaks and how', () => {
    assert.equal(
      altOf('Shh… the seller is a dragon.', 'dialogue', 'Ana'),
      'Two-shot: Ana on the left, Bo on the right. Ana shows Bo the lanterns. Ana whispers: Shh… the seller is a dragon.',
    );
  });

  it('a panel whose lettering changes hands reads each line in order, with its kind', () => {
    assert.equal(
      altOf('Look out! Bo: WHOA!!', 'dialogue', 'Ana'),
      'Two-shot: Ana on the left, Bo on the right. Ana shows Bo the lanterns. Ana says: Look out! Bo shouts: WHOA!!',
    );
    assert.match(altOf('(Did he see me?)', 'dialogue', 'Bo'), / Bo thinks: Did he see me\?$/);
    assert.match(altOf('*CRASH*', 'narration', null), / Sound: CRASH\.$/);
    assert.match(altOf('Meanwhile, at the market', 'narration', null), / Narration: Meanwhile, at the market\.$/);
  });

  it('keeps lettering as written, in any language and case', () => {
    assert.match(altOf('¡Cuidado, Bo! ¿Lo ves?', 'dialogue', 'Ana'), /Ana says: ¡Cuidado, Bo! ¿Lo ves\?$/);
    assert.match(altOf('見て！提灯だ。', 'dialogue', 'Ana'), /Ana says: 見て！提灯だ。$/);
  });

  it('a planned panel not drawn yet says its framing without placing anyone; a smaller figure stands in the background', () => {
    assert.equal(altOf('', 'narration', null, null, 'wide'), 'Wide shot. Ana shows Bo the lanterns.');
    const depth: PanelLayout = { width: 1024, height: 1024, characters: [figure('Ana', 100, 800), figure('Bo', 420, 300)] };
    assert.match(altOf('', 'narration', null, depth), /^Two-shot: Ana on the left, Bo in the middle in the background\./);
  });

  it('a scene: who the render placed where, the prompt, a variation, brand assets and the art style', () => {
    const text = sceneAltText({
      prompt: 'waving in the park',
      artStyle: 'watercolour',
      characterNames: ['Ana', 'Bo', 'Cy'],
      placements: [figure('Ana', 100), figure('Bo', 300)],
      width: 1024,
      variation: { dimension: 'expression', target: 'laughing' },
      brandAssets: ['logo', 'blue mug'],
    });
    assert.equal(text, 'Ana and Bo on the left, Cy: waving in the park. The expression is changed to laughing. With logo and blue mug. Art style: watercolour.');
  });

  it('a reference picture: the character, its view or mood and how it looks', () => {
    const rusty = { name: 'Rusty', description: 'an orange fox with a blue scarf' };
    assert.equal(referenceAltText(rusty, 'three_quarter'), 'Rusty, three-quarter view: an orange fox with a blue scarf.');
    assert.equal(referenceAltText(rusty, 'very_happy'), 'Rusty, very happy expression: an orange fox with a blue scarf.');
  });
});
