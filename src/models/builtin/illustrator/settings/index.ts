import { PLACE_KEYS, isIndoor, type PlaceKey } from '../vocabulary/places';
import { lighthouse, lighthouseInterior } from './coast';
import { bedroom, classroom, kitchen, library } from './indoor';
import type { SettingContext } from './kit';
import { campsite, desert, farm, garden, lake, playground, pool, snowField, underwater, zoo } from './open-air';
import { beach, castle, cityStreet, forest, market, mountain, park, space } from './outdoor';
import { bathroom, bus, cafe, hospital, livingRoom, shop, stage, train } from './rooms';
import { cinema, garage, party } from './venues';

export const SETTINGS = PLACE_KEYS;
export type SettingKey = PlaceKey;
export { isIndoor };

/** One drawing per place of the vocabulary. */
const DRAW: Record<PlaceKey, (ctx: SettingContext) => string> = {
  bedroom,
  bathroom,
  kitchen,
  living_room: livingRoom,
  classroom,
  library,
  shop,
  cafe,
  train,
  bus,
  hospital,
  stage,
  garage,
  cinema,
  party,
  lighthouse_interior: lighthouseInterior,
  park,
  playground,
  garden,
  beach,
  pool,
  lake,
  underwater,
  forest,
  mountain,
  snow_field: snowField,
  farm,
  zoo,
  city_street: cityStreet,
  market,
  castle,
  space,
  desert,
  campsite,
  lighthouse,
};

export function drawSetting(setting: PlaceKey, ctx: SettingContext): string {
  return DRAW[setting](ctx);
}
