import type { CharacterDescriptor } from './index';

/**
 * Descriptors in words: they store colours as #RRGGBB, and prompts, outfit locks and library summaries need words.
 * Shared with the external provider adapters, which put the same wording into their prompts.
 */
const NAMED_COLOURS: Array<[string, [number, number, number]]> = [
  ['black', [20, 20, 20]],
  ['charcoal', [60, 60, 60]],
  ['grey', [128, 128, 128]],
  ['silver', [192, 192, 192]],
  ['white', [245, 245, 245]],
  ['red', [210, 35, 35]],
  ['dark red', [128, 20, 20]],
  ['pink', [245, 150, 180]],
  ['orange', [245, 140, 30]],
  ['yellow', [245, 215, 40]],
  ['beige', [225, 200, 160]],
  ['brown', [130, 80, 40]],
  ['tan', [200, 150, 100]],
  ['green', [50, 160, 60]],
  ['dark green', [20, 90, 40]],
  ['teal', [0, 128, 128]],
  ['light blue', [130, 190, 240]],
  ['blue', [40, 90, 210]],
  ['navy', [20, 30, 90]],
  ['purple', [120, 60, 170]],
  ['lavender', [190, 160, 230]],
];

/** The nearest plain colour name for a #RRGGBB value; non-hex input is returned as written. */
export function colourName(hex: string): string {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return hex.trim();
  const value = parseInt(match[1], 16);
  const rgb: [number, number, number] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  let best = NAMED_COLOURS[0];
  for (const entry of NAMED_COLOURS) {
    if (distance(entry[1], rgb) < distance(best[1], rgb)) best = entry;
  }
  return best[0];
}

function distance(a: [number, number, number], b: [number, number, number]): number {
  return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;
}

/** "a, b and c". */
export function listPhrase(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "yellow raincoat and green boots", or '' when the descriptor lists no outfit. */
export function outfitWords(descriptor: CharacterDescriptor): string {
  return listPhrase(descriptor.outfit.map((item) => `${colourName(item.color)} ${item.piece}`.trim()));
}

/** A compact look summary for prompts: "child human, slim build, red pigtails hair, ...". */
export function lookWords(descriptor: CharacterDescriptor): string {
  const parts = [
    `${descriptor.age} ${descriptor.species}`,
    `${descriptor.build} build`,
    descriptor.hair.style === 'none' ? '' : `${colourName(descriptor.hair.color)} ${descriptor.hair.style} hair`,
    `${colourName(descriptor.skin)} ${descriptor.species === 'human' ? 'skin' : descriptor.species === 'robot' ? 'plating' : 'fur'}`,
    `${colourName(descriptor.eyes)} eyes`,
  ];
  const outfit = outfitWords(descriptor);
  if (outfit) parts.push(`wearing ${outfit}`);
  if (descriptor.accessories.length > 0) parts.push(`with ${listPhrase(descriptor.accessories)}`);
  return parts.filter((part) => part.length > 0).join(', ');
}
