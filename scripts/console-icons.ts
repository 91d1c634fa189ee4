/**
 * `npm run console:icons`: the web console's favicon and app icons, drawn from web/public/favicon.svg (the one source)
 * into the PNGs and the ICO beside it: favicon.ico (16, 32 and 48 px PNGs in an ICO container, for browsers that ask
 * /favicon.ico), apple-touch-icon.png (180 px) and icon-192.png / icon-512.png (the web app manifest's). Run it after
 * changing the SVG; the outputs are committed, so builds need no drawing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const PUBLIC = path.join(__dirname, '..', 'web', 'public');
const svg = readFileSync(path.join(PUBLIC, 'favicon.svg'));

const png = (size: number): Buffer => Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng());

/** An ICO file whose images are PNGs (ICONDIR, one ICONDIRENTRY each, then the images), as every browser reads it. */
function ico(sizes: number[]): Buffer {
  const images = sizes.map(png);
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((image, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(sizes[index] % 256, entry);
    header.writeUInt8(sizes[index] % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(image.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += image.length;
  });
  return Buffer.concat([header, ...images]);
}

writeFileSync(path.join(PUBLIC, 'favicon.ico'), ico([16, 32, 48]));
for (const [name, size] of [['apple-touch-icon.png', 180], ['icon-192.png', 192], ['icon-512.png', 512]] as const) writeFileSync(path.join(PUBLIC, name), png(size));
console.log(`wrote favicon.ico, apple-touch-icon.png, icon-192.png and icon-512.png in ${path.relative(process.cwd(), PUBLIC)}`);
