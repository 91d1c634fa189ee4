import assert from 'node:assert/strict';
import sharp from 'sharp';
import { deriveBubbles, type ComicBubble } from '../../src/comics/bubbles';
import { compositePanel } from '../../src/comics/compose';
import type { PanelLayout } from '../../src/comics/geometry';
import { letteringColoursOf } from '../../src/comics/styles';

const SIZE = 800;
const LATIN_LOOK = { preset: 'classic_american', language: 'en', direction: 'ltr' } as const;
const BACKGROUND = { r: 40, g: 120, b: 200 };

async function plainPanel(): Promise<Buffer> {
  return sharp({ create: { width: SIZE, height: SIZE, channels: 3, background: BACKGROUND } }).png().toBuffer();
}

async function pixels(png: Buffer): Promise<{ data: Buffer; channels: number }> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, channels: info.channels };
}

/** Counts pixels in a percent box whose colour matches `test`. */
function countIn(image: { data: Buffer; channels: number }, box: ComicBubble['box'], test: (r: number, g: number, b: number) => boolean): number {
  let count = 0;
  const x0 = Math.floor((box.x / 100) * SIZE);
  const y0 = Math.floor((box.y / 100) * SIZE);
  for (let y = y0; y < Math.floor(((box.y + box.height) / 100) * SIZE); y += 1) {
    for (let x = x0; x < Math.floor(((box.x + box.width) / 100) * SIZE); x += 1) {
      const at = (y * SIZE + x) * image.channels;
      if (test(image.data[at], image.data[at + 1], image.data[at + 2])) count += 1;
    }
  }
  return count;
}

const hex = (colour: string) => [1, 3, 5].map((index) => parseInt(colour.slice(index, index + 2), 16));
const near = (colour: string) => (r: number, g: number, b: number) => {
  const [cr, cg, cb] = hex(colour);
  return Math.abs(r - cr) + Math.abs(g - cg) + Math.abs(b - cb) < 30;
};
const dark = (r: number, g: number, b: number) => r + g + b < 150;

describe('Comic page compositing', () => {
  const layout: PanelLayout = {
    width: SIZE,
    height: SIZE,
    characters: [
      { name: 'Mia', face: { x: 120, y: 360, width: 140, height: 140 }, box: { x: 90, y: 360, width: 200, height: 420 } },
      { name: 'Rex', face: { x: 520, y: 330, width: 140, height: 140 }, box: { x: 490, y: 330, width: 200, height: 450 } },
    ],
  };

  it('draws a narration box with lettering, a speech balloon and a thought cloud, leaving faces untouched', async () => {
    const panel = await plainPanel();
    const narration = deriveBubbles({ caption: 'Meanwhile, on the pier.', captionType: 'narration', speaker: null }, ['Mia', 'Rex'], layout);
    const dialogue = deriveBubbles({ caption: 'There it is! Rex: (Finally.)', captionType: 'dialogue', speaker: 'Mia' }, ['Mia', 'Rex'], layout);
    const colours = letteringColoursOf('classic_american');

    const boxed = await pixels(await compositePanel(panel, narration, LATIN_LOOK));
    const box = narration[0].box;
    const area = ((box.width * box.height) / 10_000) * SIZE * SIZE;
    assert.ok(countIn(boxed, box, near(colours.narrationBox)) > area * 0.5, 'the narration box is filled with its colour');
    assert.ok(countIn(boxed, box, dark) > area * 0.04, 'the narration box has dark lettering in it');

    const talking = await compositePanel(panel, dialogue, LATIN_LOOK);
    const drawn = await pixels(talking);
    assert.deepEqual(
      dialogue.map((bubble) => bubble.type),
      ['speech', 'thought'],
    );
    for (const bubble of dialogue) {
      const inner = { x: bubble.anchor.x - bubble.box.width / 6, y: bubble.anchor.y - bubble.box.height / 6, width: bubble.box.width / 3, height: bubble.box.height / 3 };
      const innerArea = ((inner.width * inner.height) / 10_000) * SIZE * SIZE;
      assert.ok(countIn(drawn, inner, near(colours.balloon)) > innerArea * 0.3, `${bubble.type} balloon is white inside`);
      assert.ok(countIn(drawn, inner, dark) > innerArea * 0.02, `${bubble.type} balloon has lettering`);
    }
    for (const character of layout.characters) {
      const face = { x: (character.face.x / SIZE) * 100, y: (character.face.y / SIZE) * 100, width: (character.face.width / SIZE) * 100, height: (character.face.height / SIZE) * 100 };
      const changed = countIn(drawn, face, (r, g, b) => Math.abs(r - BACKGROUND.r) + Math.abs(g - BACKGROUND.g) + Math.abs(b - BACKGROUND.b) > 6);
      assert.ok(changed < 40, `${character.name}'s face region was drawn over (${changed} pixels changed)`);
    }
  });
});
