import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describeCharacter } from '../../src/models/builtin/descriptor';
import { createBuiltinFaceDetector } from '../../src/models/builtin/face-detector';
import { createBuiltinIllustrator } from '../../src/models/builtin/illustrator';
import type { FaceDetection } from '../../src/models/types';

const fixture = (name: string) => readFileSync(join(__dirname, '..', 'fixtures', 'faces', name));

async function flatDrawing(): Promise<Buffer> {
  const illustrator = createBuiltinIllustrator({ name: 'builtin-flat', rendering: 'flat' });
  const mira = { name: 'Mira', descriptor: describeCharacter('Mira', 'a woman with curly red hair in a yellow raincoat'), references: [] };
  return (await illustrator.render({ prompt: 'closeup of Mira smiling in a park', characters: [mira], seed: 1, width: 768, height: 768 })).png;
}

describe('built-in face detector', () => {
  const detector = createBuiltinFaceDetector();
  const portrait = fixture('portrait.jpg');
  const group = fixture('group.jpg');

  before(async function () {
    this.timeout(120_000);
    await detector.detect(portrait); // loads the backend and weights once, outside the timed tests
  });

  async function timedDetect(image: Buffer): Promise<FaceDetection> {
    const started = performance.now();
    const result = await detector.detect(image);
    console.log(`      detection took ${Math.round(performance.now() - started)} ms`);
    return result;
  }

  it('is named builtin-face', () => {
    assert.equal(detector.name, 'builtin-face');
  });

  it('finds exactly one confident face inside a single portrait', async () => {
    const { width, height } = await sharp(portrait).metadata();
    const { faces, photographic } = await timedDetect(portrait);
    assert.equal(faces.length, 1, JSON.stringify(faces));
    const [{ box, confidence }] = faces;
    assert.ok(confidence > 0.5, `confidence ${confidence}`);
    assert.ok(box.x >= 0 && box.y >= 0 && box.width > 0 && box.height > 0, JSON.stringify(box));
    assert.ok(box.x + box.width <= width && box.y + box.height <= height, `${JSON.stringify(box)} outside ${width}x${height}`);
    // The face sits in the upper middle of the portrait and is a sizeable part of it.
    assert.ok(box.y + box.height / 2 < height / 2, JSON.stringify(box));
    assert.ok(box.width > width / 6, JSON.stringify(box));
    assert.equal(photographic, true);
  });

  it('finds every face of a group photo, in its own pixel coordinates', async () => {
    const { width } = await sharp(group).metadata();
    const { faces, photographic } = await timedDetect(group);
    assert.ok(faces.length >= 2, `found ${faces.length} faces`);
    assert.equal(faces.length, 4, 'the group photo shows four people');
    for (const { box } of faces) assert.ok(box.x + box.width <= width, JSON.stringify(box));
    assert.equal(photographic, true);
  });

  it('reports the same faces, scaled, when the photo is larger', async () => {
    const large = await sharp(group).resize(1600).jpeg().toBuffer();
    const small = await detector.detect(group);
    const { faces } = await detector.detect(large);
    assert.equal(faces.length, small.faces.length);
    const lefts = (detection: FaceDetection) => detection.faces.map((face) => face.box.x).sort((a, b) => a - b);
    lefts({ faces, photographic: true }).forEach((x, index) => assert.ok(Math.abs(x - 2 * lefts(small)[index]) < 16, `${x} vs ${lefts(small)[index]}`));
  });

  it('tells a flat built-in drawing from a photograph, also after JPEG compression', async () => {
    const drawing = await flatDrawing();
    assert.equal((await timedDetect(drawing)).photographic, false);
    const compressed = await sharp(drawing).jpeg({ quality: 75 }).toBuffer();
    assert.equal((await detector.detect(compressed)).photographic, false);
  });

  it('rejects bytes that are not an image as a non-retryable model error', async () => {
    await assert.rejects(detector.detect(Buffer.from('not an image')), (error: { retryable?: boolean }) => error.retryable === false);
  });
});
