/**
 * `npm run icons`: keeps the Fluent Emoji Flat icons the built-in illustrator uses (every prop's icon and the icons
 * places are furnished with) in src/models/builtin/illustrator/icons/fluent-emoji-flat.json, from the
 * @iconify-json/fluent-emoji-flat package; the set's MIT licence is kept beside it (icons/LICENSE). The illustrator
 * reads only the kept file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SETTING_ICONS } from '../src/models/builtin/illustrator/settings/icons';
import { PROPS } from '../src/models/builtin/illustrator/vocabulary/props';

const SOURCE = path.dirname(require.resolve('@iconify-json/fluent-emoji-flat/icons.json'));
const TARGET = path.join(__dirname, '..', 'src/models/builtin/illustrator/icons');

export function usedIcons(): string[] {
  const fromProps = Object.values(PROPS).flatMap((entry) => ('icon' in entry && entry.icon ? [entry.icon] : []));
  return [...new Set([...fromProps, ...SETTING_ICONS])].sort();
}

function main(): void {
  const set = JSON.parse(readFileSync(path.join(SOURCE, 'icons.json'), 'utf8')) as { prefix: string; icons: Record<string, { body: string }>; width?: number; height?: number };
  const names = usedIcons();
  const missing = names.filter((name) => !set.icons[name]);
  if (missing.length) throw new Error(`not in Fluent Emoji Flat: ${missing.join(', ')}`);
  const icons = Object.fromEntries(names.map((name) => [name, { body: set.icons[name].body }]));
  const info = JSON.parse(readFileSync(path.join(SOURCE, 'info.json'), 'utf8')) as { name: string; author: unknown; license: { spdx: string } };
  if (info.license.spdx !== 'MIT') throw new Error(`the icon set's licence changed to ${info.license.spdx}`);
  const version = (JSON.parse(readFileSync(path.join(SOURCE, 'package.json'), 'utf8')) as { version: string }).version;
  const kept = { prefix: set.prefix, name: info.name, version, author: info.author, license: info.license, width: set.width ?? 32, height: set.height ?? 32, icons };
  writeFileSync(path.join(TARGET, 'fluent-emoji-flat.json'), `${JSON.stringify(kept, null, 1)}\n`);
  console.log(`kept ${names.length} icons in ${path.relative(process.cwd(), TARGET)}`);
}

if (require.main === module) main();
