/**
 * Contact sheet of the built-in illustrator: `npm run gallery` writes out/gallery.png (24 scenes) and
 * out/reference-sheet.png (one character in every reference view).
 */
import { mkdirSync, writeFileSync } from 'fs';
import sharp from 'sharp';
import { describeCharacter } from '../src/models/builtin/descriptor';
import { createBuiltinIllustrator } from '../src/models/builtin/illustrator';
import type { BrandInput, CharacterInput, RenderRequest } from '../src/models/types';

const TILE = 256;
const LABEL = 22;
const COLUMNS = 6;

const cast = (name: string, description: string): CharacterInput => ({ name, description, descriptor: describeCharacter(name, description), references: [] });

const C = {
  mia: cast('Mia', 'a 7-year-old girl with curly red hair in a yellow raincoat and green boots, freckles, glasses'),
  leo: cast('Leo', 'a teenage boy with short black hair, an orange hoodie, blue jeans and white sneakers, backpack'),
  kai: cast('Kai', 'a 15-year-old with spiky blonde hair in a green t-shirt and grey shorts'),
  priya: cast('Priya', 'a slim woman with long black hair and brown skin in a teal dress and gold earrings'),
  sam: cast('Sam', 'a stocky man with a brown beard, short brown hair, a red shirt and navy trousers'),
  gran: cast('Gran', 'an elderly woman with white hair in a bun, a purple dress and glasses'),
  joe: cast('Joe', 'an old bald man with a grey mustache in a brown jacket, cream shirt and a cane'),
  rusty: cast('Rusty', 'an orange fox with a blue scarf'),
  whiskers: cast('Whiskers', 'a grey cat in a red sweater'),
  biscuit: cast('Biscuit', 'a light brown puppy with a red collar'),
  bruno: cast('Bruno', 'a big brown bear in blue overalls'),
  clover: cast('Clover', 'a little white bunny in a pink dress'),
  bolt: cast('Bolt', 'a silver robot with a red antenna'),
};

async function brandKit(): Promise<BrandInput> {
  const logo = await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128"><circle cx="64" cy="64" r="60" fill="#e4002b"/><path d="M40 34h14v46h30v14H40z" fill="#ffd100"/></svg>')).png().toBuffer();
  const product = await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="60" height="120"><rect x="8" y="20" width="44" height="96" rx="10" fill="#e4002b"/><rect x="20" y="4" width="20" height="18" fill="#888"/><rect x="8" y="50" width="44" height="30" fill="#ffd100"/></svg>')).png().toBuffer();
  return { palette: [{ name: 'red', hex: '#e4002b' }, { name: 'yellow', hex: '#ffd100' }], logo, assets: [{ kind: 'product', label: 'soda', image: product }] };
}

type Scene = { label: string; rendering?: 'flat' | 'painterly'; branded?: boolean } & Omit<RenderRequest, 'seed'>;

const SCENES: Scene[] = [
  { label: 'wide · park', prompt: 'Mia waves at Rusty in the park', characters: [C.mia, C.rusty], shot: 'wide' },
  { label: 'establishing · city night', prompt: 'Mia and Rusty walk down a city street at night', characters: [C.mia, C.rusty], shot: 'establishing' },
  { label: 'closeup · laughing', prompt: 'Mia laughing in the kitchen', characters: [C.mia], shot: 'closeup' },
  { label: 'over shoulder · library', prompt: 'Gran reads a book to Mia in the library', characters: [C.gran, C.mia], shot: 'over_shoulder' },
  { label: 'splash · classic_american', prompt: 'Rusty jumps in the forest', characters: [C.rusty, C.bolt], shot: 'splash', stylePreset: 'classic_american' },
  { label: 'two shot · manga_bw', prompt: 'Bolt is surprised on the beach', characters: [C.bolt, C.mia], shot: 'two_shot', stylePreset: 'manga_bw' },
  { label: 'running · european_tintin', prompt: 'Leo and Kai run through the market', characters: [C.leo, C.kai], shot: 'wide', stylePreset: 'european_tintin' },
  { label: 'medium · indie_webcomic', prompt: 'Whiskers sits sadly in the bedroom at night', characters: [C.whiskers], shot: 'medium', stylePreset: 'indie_webcomic' },
  { label: 'pointing · newspaper_sunday', prompt: 'Biscuit and Bruno point at the castle', characters: [C.biscuit, C.bruno], shot: 'wide', stylePreset: 'newspaper_sunday' },
  { label: 'painterly · mountain sunset', prompt: 'Clover holds a red balloon on the mountain at sunset', characters: [C.clover], shot: 'medium', rendering: 'painterly' },
  { label: 'thinking · space', prompt: 'Bolt thinks on the moon', characters: [C.bolt], shot: 'wide' },
  { label: 'two shot · classroom', prompt: 'Priya and Sam cheer in the classroom', characters: [C.priya, C.sam], shot: 'two_shot' },
  { label: 'sleeping · painterly park', prompt: 'Joe sleeps in the park', characters: [C.joe], shot: 'wide', rendering: 'painterly' },
  { label: 'rain · watercolor', prompt: 'Mia and Rusty stand in the rain on a city street', characters: [C.mia, C.rusty], shot: 'wide', artStyle: 'watercolor' },
  { label: 'reaction · classic_american', prompt: 'Kai is angry at Leo in the classroom', characters: [C.kai, C.leo], shot: 'reaction_closeup', stylePreset: 'classic_american' },
  { label: '4 characters · market', prompt: 'Mia, Rusty, Bolt and Gran celebrate at the market', characters: [C.mia, C.rusty, C.bolt, C.gran], shot: 'wide' },
  { label: 'snow · forest', prompt: 'Clover and Whiskers walk in the snowy forest', characters: [C.clover, C.whiskers], shot: 'wide' },
  { label: 'establishing · golden beach', prompt: 'Priya walks on the beach at golden hour', characters: [C.priya], shot: 'establishing', rendering: 'painterly' },
  { label: 'closeup · manga scared', prompt: 'Bruno is scared in the forest at night', characters: [C.bruno], shot: 'closeup', stylePreset: 'manga_bw' },
  { label: 'brand · kitchen', prompt: 'Sam holds a drink in the kitchen', characters: [C.sam, C.gran], shot: 'wide', branded: true },
  { label: 'pixel art · library', prompt: 'Leo reads in the library', characters: [C.leo], shot: 'wide', artStyle: 'pixel art' },
  { label: 'splash · indie running', prompt: 'Biscuit runs in the park', characters: [C.biscuit], shot: 'splash', stylePreset: 'indie_webcomic' },
  { label: 'sitting · tintin bedroom', prompt: 'Gran and Joe sit in the bedroom', characters: [C.gran, C.joe], shot: 'wide', stylePreset: 'european_tintin' },
  { label: 'ink · castle', prompt: 'Mia points at the castle while Bruno waves', characters: [C.mia, C.bruno], shot: 'wide', artStyle: 'ink' },
];

const REFERENCE_LABELS = ['front', 'three_quarter', 'side', 'back', 'happy', 'sad', 'angry', 'surprised'];

function label(text: string, width: number): Buffer {
  const safe = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LABEL}"><rect width="100%" height="100%" fill="#ffffff"/><text x="6" y="15" font-family="DejaVu Sans, sans-serif" font-size="12" fill="#333">${safe}</text></svg>`);
}

async function sheet(tiles: Array<{ png: Buffer; text: string }>, columns: number, w: number, h: number): Promise<Buffer> {
  const rows = Math.ceil(tiles.length / columns);
  const parts = await Promise.all(
    tiles.map(async (t, i) => {
      const left = (i % columns) * w;
      const top = Math.floor(i / columns) * (h + LABEL);
      const image = await sharp(t.png).resize(w, h).png().toBuffer();
      return [{ input: image, left, top }, { input: label(t.text, w), left, top: top + h }];
    }),
  );
  return sharp({ create: { width: columns * w, height: rows * (h + LABEL), channels: 3, background: '#ffffff' } }).composite(parts.flat()).png().toBuffer();
}

async function main(): Promise<void> {
  const models = { flat: createBuiltinIllustrator({ name: 'builtin-flat', rendering: 'flat' }), painterly: createBuiltinIllustrator({ name: 'builtin-painterly', rendering: 'painterly' }) };
  const brand = await brandKit();
  const tiles = [];
  for (const [i, s] of SCENES.entries()) {
    const { label: text, rendering = 'flat', branded, ...request } = s;
    const r = await models[rendering].render({ ...request, seed: 100 + i, width: 512, height: 512, brand: branded ? brand : undefined });
    tiles.push({ png: r.png, text: `${i + 1}. ${text}` });
  }
  mkdirSync('out', { recursive: true });
  writeFileSync('out/gallery.png', await sheet(tiles, COLUMNS, TILE, TILE));
  const views = await Promise.all(REFERENCE_LABELS.map(async (l) => ({ png: (await models.flat.renderReference({ character: C.mia, label: l, seed: 1, width: 256, height: 320 })).png, text: l })));
  writeFileSync('out/reference-sheet.png', await sheet(views, 4, 256, 320));
  console.log(`wrote out/gallery.png (${tiles.length} scenes) and out/reference-sheet.png`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
