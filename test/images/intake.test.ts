import assert from 'node:assert/strict';
import sharp, { type Sharp } from 'sharp';
import { LIMITS } from '../../src/config/pricing';
import { AppError } from '../../src/errors';
import { intakeImage, sniffImageFormat } from '../../src/images/intake';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } }, limitInputPixels: false });

/** Resolves to the AppError intakeImage threw (fails the test when it accepted the bytes). */
async function rejection(data: Buffer): Promise<AppError> {
  try {
    await intakeImage(data);
  } catch (error) {
    assert.ok(error instanceof AppError, `expected an AppError, got ${String(error)}`);
    return error;
  }
  assert.fail('the upload was accepted');
}

describe('upload intake: what is accepted and what is refused', () => {
  it('accepts PNG, JPEG and WebP by their content and re-encodes them as PNG', async () => {
    for (const encode of [(image: Sharp) => image.png(), (image: Sharp) => image.jpeg(), (image: Sharp) => image.webp()]) {
      const upload = await encode(solid(40, 30)).toBuffer();
      const png = await intakeImage(upload);
      assert.equal(sniffImageFormat(png), 'png');
      const meta = await sharp(png).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], ['png', 40, 30]);
    }
  });

  it('strips metadata (EXIF) on the way in', async () => {
    const withExif = await solid(32, 32).jpeg().withExif({ IFD0: { Artist: 'Someone Private', Copyright: 'secret' } }).toBuffer();
    assert.ok((await sharp(withExif).metadata()).exif, 'the fixture carries EXIF');
    const stored = await intakeImage(withExif);
    assert.equal((await sharp(stored).metadata()).exif, undefined);
    assert.ok(!stored.includes(Buffer.from('Someone Private')));
  });

  it('refuses a text file named .png with 415, whatever its name says', async () => {
    const error = await rejection(Buffer.from('hello, I am not an image at all\n'));
    assert.equal(error.status, 415);
    assert.match(error.message, /PNG, JPEG or WebP/);
  });

  it('refuses a file that starts like a PNG but is not one with 415', async () => {
    const truncated = (await solid(64, 64).png().toBuffer()).subarray(0, 40);
    assert.equal((await rejection(truncated)).status, 415);
  });

  it('refuses more than 10 MB with 413 before decoding it', async () => {
    const png = await solid(8, 8).png().toBuffer();
    const oversized = Buffer.concat([png, Buffer.alloc(LIMITS.uploadBytes)]);
    const error = await rejection(oversized);
    assert.equal(error.status, 413);
    assert.match(error.message, /10 MB/);
  });

  it('refuses a decompression bomb (a small file holding 48 megapixels of one colour) with 413', async () => {
    const bomb = await solid(8000, 6000).png({ compressionLevel: 9 }).toBuffer();
    assert.ok(bomb.length < 256 * 1024, `the bomb is small on disk (${bomb.length} bytes)`);
    const error = await rejection(bomb);
    assert.equal(error.status, 413);
    assert.match(error.message, /40 megapixels/);
  });

  it('accepts an image just under 40 megapixels', async function () {
    this.timeout(30_000);
    const large = await solid(8000, 4999).png({ compressionLevel: 9 }).toBuffer();
    const png = await intakeImage(large);
    assert.deepEqual([(await sharp(png).metadata()).width, (await sharp(png).metadata()).height], [8000, 4999]);
  });
});
