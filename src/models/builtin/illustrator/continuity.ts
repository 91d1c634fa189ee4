import { sampleAnchor, AnchorSample, sampleDistance } from './anchors';
import type { Look } from './look';
import type { SceneSpec } from './prompt';
import { renderScene } from './scene';
import { SETTINGS, SettingKey } from './settings';
import type { TimeOfDay, Weather } from './settings/kit';

const TIMES: TimeOfDay[] = ['day', 'golden', 'night'];
const WEATHERS: Weather[] = ['clear', 'rain', 'snow'];
const THUMB = 128;

interface Signature {
  setting: SettingKey;
  time: TimeOfDay;
  sample: AnchorSample;
}

/** Signature tables per look (a comic preset's colours and screentones change every colour of a place). */
const signatures = new Map<string, Promise<Signature[]>>();
const LOOKS_KEPT = 16;

/**
 * Every setting at every time of day and in every weather, drawn small in the look anchors are drawn in, as the
 * establishing shot with nobody in it that a setting anchor is, and sampled once: a lookup table for anchors.
 */
function buildSignatures(look: Look): Promise<Signature[]> {
  return Promise.all(
    SETTINGS.flatMap((setting) =>
      TIMES.flatMap((time) =>
        WEATHERS.map(async (weather) => {
          const spec: SceneSpec = { setting, settingNamed: true, placeFrom: 'named', time, weather, directions: [], props: [], focus: 0, unknown: [] };
          const { png } = await renderScene({ spec, characters: [], look, width: THUMB, height: THUMB, seed: 0, shot: 'establishing', view: 'front' });
          return { setting, time, sample: (await sampleAnchor(png))! };
        }),
      ),
    ),
  );
}

function signaturesFor(look: Look, lookKey: string): Promise<Signature[]> {
  let table = signatures.get(lookKey);
  if (!table) {
    if (signatures.size >= LOOKS_KEPT) signatures.delete(signatures.keys().next().value as string);
    table = buildSignatures(look);
    signatures.set(lookKey, table);
  }
  return table;
}

/** The setting and time of day an anchor image most resembles. */
export async function recogniseSetting(sample: AnchorSample, look: Look, lookKey: string): Promise<{ setting: SettingKey; time: TimeOfDay }> {
  const table = await signaturesFor(look, lookKey);
  // A place's big thing stands on either side, by the seed: the anchor is compared with each place both ways round.
  const distances = table.map((s) => Math.min(sampleDistance(sample, s.sample), sampleDistance(sample, s.sample, true)));
  const best = table[distances.indexOf(Math.min(...distances))];
  return { setting: best.setting, time: best.time };
}
