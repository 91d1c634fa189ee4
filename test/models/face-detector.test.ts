import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describeCharacter } from '../../src/models/builtin/descriptor';
import { createBuiltinFaceDetector } from '../../src/models/builtin/face-detector';
import { createBuiltinIllustrator } from '../../src/models/builtin/illustrator';
import type { FaceDetection } from '../../src/models/types';
import type { ComicStyleKey } from '../../src/vocabulary';

const fixture = (name: string) => readFileSync(join(__dirname, '..', 'fixtures', 'faces', name));

async function drawing(options: { stylePreset?: ComicStyleKey; artStyle?: string; prompt?: string } = {}): Promise<Buffer> {
  const illustrator = createBuiltinIllustrator({ name: 'builtin-flat', rendering: 'flat' });
  const mira = { name: 'Mira', descriptor: describeCharacter('Mira', 'a woman with curly red hair in a yellow raincoat'), references: [] };
  const request = { prompt: 'closeup of Mira smiling in a park', characters: [mira], seed: 1, width: 768, height: 768, ...options };
  return (await illustrator.render(request)).png;
}

const sortedLefts = (detection: FaceDetection) => detection.faces.map((face) => face.box.x).sort((a, b) => a - b);

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
    // The face sits in the upper half of the portrait and is a sizeable part of it.
    assert.ok(box.y + box.height / 2 < height / 2, JSON.stringify(box));
    assert.ok(box.width > width / 6, JSON.stringify(box));
    assert.equal(photographic, true);
  });

  it('finds every face of a group photo', async () => {
    const { width, height } = await sharp(group).metadata();
    const { faces, photographic } = await timedDetect(group);
    assert.ok(faces.length >= 2, `found ${faces.length} faces`);
    assert.equal(faces.length, 4, 'the group photo shows four people');
    for (const { box } of faces) assert.ok(box.x + box.width <= width && box.y + box.height <= height, JSON.stringify(box));
    assert.equal(photographic, true);
  });

  it('reports boxes in the pixels of the image it was given, whatever its size', async () => {
    const doubled = await sharp(group).resize(1600).jpeg().toBuffer();
    const small = sortedLefts(await detector.detect(group));
    const large = sortedLefts(await detector.detect(doubled));
    assert.equal(large.length, small.length);
    large.forEach((x, index) => assert.ok(Math.abs(x - 2 * small[index]) < 16, `${x} vs 2 x ${small[index]}`));
  });

  it('takes a black-and-white photo for a photograph', async () => {
    const grey = await sharp(portrait).grayscale().jpeg({ quality: 80 }).toBuffer();
    assert.equal((await detector.detect(grey)).photographic, true);
  });

  it('takes built-in drawings for drawings, also as JPEG and with halftone comic shading', async () => {
    const flat = await drawing();
    assert.equal((await timedDetect(flat)).photographic, false);
    assert.equal((await detector.detect(await sharp(flat).jpeg({ quality: 75 }).toBuffer())).photographic, false);
    assert.equal((await detector.detect(await drawing({ stylePreset: 'classic_american' }))).photographic, false);
    const watercolour = await drawing({ artStyle: 'watercolor', prompt: 'Mira in a kitchen at night' });
    assert.equal((await detector.detect(watercolour)).photographic, false, 'a soft watercolour drawing is still a drawing');
  });

  it('rejects bytes that are not an image as a non-retryable model error', async () => {
    await assert.rejects(detector.detect(Buffer.from('not an image')), (error: { retryable?: boolean }) => error.retryable === false);
  });
});
