import { lighthouse, lighthouseInterior } from './coast';
import { beach, castle, cityStreet, forest, market, mountain, park, space } from './outdoor';
import { bedroom, classroom, kitchen, library } from './indoor';
import type { SettingContext } from './kit';

export const SETTINGS = ['city_street', 'forest', 'beach', 'park', 'kitchen', 'classroom', 'library', 'castle', 'space', 'mountain', 'market', 'bedroom', 'lighthouse', 'lighthouse_interior'] as const;
export type SettingKey = (typeof SETTINGS)[number];

const DRAW: Record<SettingKey, (ctx: SettingContext) => string> = {
  city_street: cityStreet,
  forest,
  beach,
  park,
  kitchen,
  classroom,
  library,
  castle,
  space,
  mountain,
  market,
  bedroom,
  lighthouse,
  lighthouse_interior: lighthouseInterior,
};

const INDOOR = new Set<SettingKey>(['kitchen', 'classroom', 'library', 'bedroom', 'lighthouse_interior']);

export function isIndoor(setting: SettingKey): boolean {
  return INDOOR.has(setting);
}

export function drawSetting(setting: SettingKey, ctx: SettingContext): string {
  return DRAW[setting](ctx);
}
