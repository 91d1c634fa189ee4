import assert from 'node:assert/strict';
import { captionLines, ComicBubble, deriveBubbles, placeBubbles, readingOrder } from '../../src/comics/bubbles';
import { centreOf, containsPoint, overlapArea, PanelLayout, toPercentBox } from '../../src/comics/geometry';

const SIZE = 1024;

function layoutOf(...characters: Array<[name: string, faceX: number, faceY: number, faceSize: number]>): PanelLayout {
  return {
    width: SIZE,
    height: SIZE,
    characters: characters.map(([name, x, y, size]) => ({
      name,
      face: { x, y, width: size, height: size },
      box: { x: x - size * 0.3, y, width: size * 1.6, height: Math.min(SIZE - y, size * 4) },
    })),
  };
}

function facesOf(layout: PanelLayout) {
  return layout.characters.map((character) => toPercentBox(character.face, layout.width, layout.height));
}

function assertInsidePanel(bubble: ComicBubble): void {
  const { box, anchor } = bubble;
  for (const value of [anchor.x, anchor.y, box.x, box.y, box.x + box.width, box.y + box.height]) {
    assert.ok(value >= 0 && value <= 100, `${bubble.type} "${bubble.text}" leaves the panel: ${JSON.stringify(bubble)}`);
  }
}

function assertOffFaces(bubble: ComicBubble, layout: PanelLayout): void {
  for (const face of facesOf(layout)) {
    assert.equal(containsPoint(face, bubble.anchor), false, `anchor of "${bubble.text}" is on a face`);
    assert.equal(overlapArea(face, bubble.box), 0, `"${bubble.text}" covers a face ${JSON.stringify(face)}: ${JSON.stringify(bubble.box)}`);
  }
}

/** A small deterministic generator, so the sweep below is the same on every run. */
function lcg(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('Comic bubbles from caption, caption_type and speaker', () => {
  describe('captionLines', () => {
    it('turns a narration caption into one narration box', () => {
      assert.deepEqual(captionLines('Meanwhile, at the beach.', 'narration', undefined, ['Mia']), [{ type: 'narration', text: 'Meanwhile, at the beach.' }]);
    });

    it('gives a dialogue caption to its speaker, and parentheses make it a thought', () => {
      assert.deepEqual(captionLines('Look at that!', 'dialogue', 'Mia', ['Mia', 'Rex']), [{ type: 'speech', text: 'Look at that!', speaker: 'Mia' }]);
      assert.deepEqual(captionLines('(Did he see me?)', 'dialogue', 'Rex', ['Mia', 'Rex']), [{ type: 'thought', text: 'Did he see me?', speaker: 'Rex' }]);
    });

    it('hands later lines to other characters with "Name:" and reads asterisks as a sound effect', () => {
      assert.deepEqual(captionLines('Look out! rex: Whoa!', 'dialogue', 'Mia', ['Mia', 'Rex']), [
        { type: 'speech', text: 'Look out!', speaker: 'Mia' },
        { type: 'speech', text: 'Whoa!', speaker: 'Rex' },
      ]);
      assert.deepEqual(captionLines('*CRASH*', 'narration', undefined, ['Mia']), [{ type: 'sfx', text: 'CRASH' }]);
      assert.deepEqual(captionLines('   ', 'narration', undefined, ['Mia']), []);
    });
  });

  describe('placement', () => {
    it('puts narration near the top-left and a speech balloon above the speaker, tail toward the head', () => {
      const layout = layoutOf(['Mia', 300, 400, 160]);
      const [narration] = deriveBubbles({ caption: 'Later that day, at the market.', captionType: 'narration', speaker: null }, ['Mia'], layout);
      assert.equal(narration.type, 'narration');
      assert.ok(narration.box.x < 10 && narration.box.y < 10, JSON.stringify(narration.box));

      const [speech] = deriveBubbles({ caption: 'I found the kite!', captionType: 'dialogue', speaker: 'Mia' }, ['Mia'], layout);
      const face = facesOf(layout)[0];
      assert.equal(speech.type, 'speech');
      assert.equal(speech.speaker_name, 'Mia');
      assert.ok(speech.box.y + speech.box.height <= face.y, `balloon bottom ${speech.box.y + speech.box.height} should be above the face top ${face.y}`);
      assert.ok(speech.anchor.x > face.x && speech.anchor.x < face.x + face.width, 'the balloon sits over the head horizontally');
      assert.ok(speech.tail && speech.tail.y > speech.box.y + speech.box.height && speech.tail.y <= face.y + 1, `tail ${JSON.stringify(speech.tail)} points down to the head`);
    });

    it('moves a balloon beside the head when there is no room above it', () => {
      const layout = layoutOf(['Mia', 380, 20, 300]);
      const [speech] = deriveBubbles({ caption: 'What was that noise?', captionType: 'dialogue', speaker: 'Mia' }, ['Mia'], layout);
      assertInsidePanel(speech);
      assertOffFaces(speech, layout);
    });

    it('orders two speakers left-to-right, top-to-bottom even when the second stands on the left', () => {
      const layout = layoutOf(['Mia', 700, 300, 150], ['Rex', 150, 320, 150]);
      const bubbles = deriveBubbles({ caption: 'Where is it? Rex: Up there!', captionType: 'dialogue', speaker: 'Mia' }, ['Mia', 'Rex'], layout);
      assert.deepEqual(
        bubbles.map((bubble) => bubble.speaker_name),
        ['Mia', 'Rex'],
      );
      assert.ok(readingOrder(bubbles[0].box, bubbles[1].box) < 0, `Mia's line must read first: ${JSON.stringify(bubbles.map((b) => b.box))}`);
      assert.equal(overlapArea(bubbles[0].box, bubbles[1].box), 0);
      for (const bubble of bubbles) assertOffFaces(bubble, layout);
    });

    it('without a layout, puts balloons along the top with the tail pointing down', () => {
      const [speech] = placeBubbles([{ type: 'speech', text: 'Hello there', speaker: 'Mia' }], undefined);
      assert.ok(speech.box.y <= 5);
      assert.ok(speech.tail && speech.tail.y > speech.box.y + speech.box.height);
    });

    it('keeps every bubble inside the panel, off every face and in reading order across many layouts', () => {
      const random = lcg(42);
      const captions = [
        { caption: 'We have to find it before sunset!', captionType: 'dialogue' as const, speakerIndex: 0 },
        { caption: 'The storm rolled in over the hills.', captionType: 'narration' as const },
        { caption: '(This is a terrible idea.)', captionType: 'dialogue' as const, speakerIndex: 1 },
        { caption: 'Run! B: Wait for me!', captionType: 'dialogue' as const, speakerIndex: 0 },
        { caption: '*KABOOM*', captionType: 'narration' as const },
      ];
      for (let round = 0; round < 200; round += 1) {
        const count = 1 + Math.floor(random() * 3);
        const names = ['A', 'B', 'C'].slice(0, count);
        const size = 90 + random() * 250;
        const layout = layoutOf(
          ...names.map((name, index): [string, number, number, number] => [
            name,
            (index / count) * (SIZE - size) + random() * ((SIZE - size) / count),
            40 + random() * (SIZE * 0.55),
            size,
          ]),
        );
        const spec = captions[round % captions.length];
        const speaker = spec.speakerIndex !== undefined ? names[Math.min(spec.speakerIndex, names.length - 1)] : null;
        const bubbles = deriveBubbles({ caption: spec.caption, captionType: speaker ? spec.captionType : 'narration', speaker }, names, layout);
        assert.ok(bubbles.length >= 1);
        for (const bubble of bubbles) {
          assertInsidePanel(bubble);
          const centre = centreOf(bubble.box);
          assert.ok(Math.abs(bubble.anchor.x - centre.x) <= 0.11 && Math.abs(bubble.anchor.y - centre.y) <= 0.11, 'the anchor is the centre of the box');
          for (const face of facesOf(layout)) assert.equal(containsPoint(face, bubble.anchor), false, `round ${round}: anchor on a face`);
        }
        const covering = bubbles.filter((bubble) => facesOf(layout).some((face) => overlapArea(face, bubble.box) > 0));
        assert.equal(covering.length, 0, `round ${round}: ${JSON.stringify(covering)} covers a face in ${JSON.stringify(layout.characters)}`);
        for (let index = 1; index < bubbles.length; index += 1) {
          assert.ok(readingOrder(bubbles[index - 1].box, bubbles[index].box) < 0, `round ${round}: bubbles out of reading order`);
        }
      }
    });
  });
});
