import assert from 'node:assert/strict';
import type { ComicBubble } from '../../src/comics/bubbles';
import { overlapArea, type PercentBox } from '../../src/comics/geometry';
import { bubblesSvg } from '../../src/comics/compose';
import { bubblesIntoCrop, cropWindow } from '../../src/comics/page-art';

const face: PercentBox = { x: 10, y: 20, width: 35, height: 50 };
const balloon = (box: PercentBox, text: string): ComicBubble => ({ type: 'speech', text, speaker_name: 'Pip', box, anchor: { x: box.x + box.width / 2, y: box.y + box.height / 2 }, tail: { x: 27, y: 62 } });

describe('laid-out page lettering', () => {
  const art = { width: 1000, height: 1000, faces: [face], bubbles: [balloon({ x: 55, y: 22, width: 30, height: 12 }, 'Oh no!'), balloon({ x: 12, y: 80, width: 28, height: 10 }, 'My kite!')] };
  const window = cropWindow(art, 2);
  const [kept, replaced] = bubblesIntoCrop(art, window);
  const faceInCrop: PercentBox = { x: face.x, y: ((face.y * 10 - window.top) / window.height) * 100, width: face.width, height: (face.height * 10 * 100) / window.height };

  it('keeps a balloon the crop shows where it was, in the crop\'s percent', () => {
    assert.deepEqual([window.top, window.height], [200, 500]);
    assert.deepEqual(Object.values(kept.box).map(Math.round), [55, 4, 30, 24]);
  });

  it('places a balloon the crop cut off inside the frame, clear of the face, after the one before, its tail aimed again at the face', () => {
    const box = replaced.box;
    assert.ok(box.x >= 0 && box.y >= 0 && box.x + box.width <= 100 && box.y + box.height <= 100, JSON.stringify(box));
    assert.equal(overlapArea(box, faceInCrop), 0, `clear of the face: ${JSON.stringify(box)}`);
    assert.ok(box.y >= kept.box.y, 'read after the first balloon');
    const tip = replaced.tail!;
    const insideFace = tip.x > faceInCrop.x && tip.x < faceInCrop.x + faceInCrop.width && tip.y > faceInCrop.y && tip.y < faceInCrop.y + faceInCrop.height;
    const toFace = Math.hypot(Math.max(faceInCrop.x - tip.x, 0, tip.x - faceInCrop.x - faceInCrop.width), Math.max(faceInCrop.y - tip.y, 0, tip.y - faceInCrop.y - faceInCrop.height));
    assert.ok(!insideFace && toFace < 8, `the tail stops short of the face it speaks for: ${JSON.stringify(tip)}`);
  });

  it('letters a small frame and a wide tier of one page at the same size', () => {
    const line = balloon({ x: 55, y: 5, width: 30, height: 12 }, 'We were both silly!');
    const panel = { width: 1000, height: 1000, faces: [face], bubbles: [line] };
    const lettered = (frame: { width: number; height: number }) => {
      const [bubble] = bubblesIntoCrop(panel, cropWindow(panel, frame.width / frame.height), { frame, letterWidth: 620 });
      const svg = bubblesSvg([bubble], frame.width, frame.height, { preset: 'classic_american', language: 'en', direction: 'ltr' }, 620);
      // The lettering is glyph outlines, each scaled from its face's units to the size it is set at.
      return { balloonPx: Math.round((bubble.box.width / 100) * frame.width), fontSizes: [...new Set([...svg.matchAll(/matrix\(([\d.]+) /g)].map((m) => m[1]))] };
    };
    const wide = lettered({ width: 1080, height: 540 });
    const small = lettered({ width: 470, height: 540 });
    assert.equal(wide.balloonPx, small.balloonPx);
    assert.ok(wide.fontSizes.length > 0);
    assert.deepEqual(small.fontSizes, wide.fontSizes);
  });
});
