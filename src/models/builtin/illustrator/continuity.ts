import { sampleAnchor, AnchorSample, sampleDistance } from './anchors';
import { frameShot } from './camera';
import { resolveLook } from './look';
import { Defs, Pen } from './pen';
import { rasteriseToPng } from './rasterise';
import { createRng } from './rng';
import { drawSetting, SETTINGS, SettingKey } from './settings';
import type { TimeOfDay } from './settings/kit';
import { el, matrixAttr, svgDocument } from './svg';

const TIMES: TimeOfDay[] = ['day', 'golden', 'night'];
const THUMB = 48;

interface Signature {
  setting: SettingKey;
  time: TimeOfDay;
  sample: AnchorSample;
}

let signatures: Promise<Signature[]> | undefined;

/** Every setting at every time of day, drawn tiny and sampled once, as a lookup table for anchors. */
function buildSignatures(): Promise<Signature[]> {
  const cast = [{ box: { x: -80, y: -190, width: 160, height: 190 }, face: { x: -25, y: -190, width: 50, height: 50 } }];
  const camera = frameShot('wide', cast, 0, THUMB, THUMB);
  const look = resolveLook('flat');
  return Promise.all(
    SETTINGS.flatMap((setting) =>
      TIMES.map(async (time) => {
        const pen = new Pen({ look, defs: new Defs(), unitPx: camera.unitPx, pxScale: THUMB / 1024, role: 'background' });
        const svg = el('g', { transform: matrixAttr(camera.matrix) }, drawSetting(setting, { pen, rng: createRng(0, 'setting'), time, weather: 'clear' }));
        const sample = await sampleAnchor(rasteriseToPng(svgDocument(THUMB, THUMB, '', svg), THUMB));
        return { setting, time, sample: sample! };
      }),
    ),
  );
}

/** The setting and time of day an anchor image most resembles. */
export async function recogniseSetting(sample: AnchorSample): Promise<{ setting: SettingKey; time: TimeOfDay }> {
  signatures ??= buildSignatures();
  const table = await signatures;
  return table.reduce((best, s) => (sampleDistance(sample, s.sample) < sampleDistance(sample, best.sample) ? s : best));
}
