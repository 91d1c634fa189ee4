import type { CharacterInput, RenderResult } from '../../types';
import { drawCharacter } from './character';
import { VIEWS, View } from './character/head';
import type { Look } from './look';
import { Defs, Pen } from './pen';
import { parseExpression } from './prompt';
import { rasterise } from './rasterise';
import { compose, el, matrixAttr, scale, svgDocument, transformRect, translate } from './svg';

const SHEET_BACKGROUND = '#f4f1ea';

/** A character alone, large, on a plain light background, in the view or expression the label names. */
export async function renderReferenceView(character: CharacterInput, label: string, look: Look, width: number, height: number): Promise<RenderResult> {
  const key = label.toLowerCase().trim().replace(/[ -]/g, '_');
  const view: View = VIEWS.find((v) => v === key) ?? 'front';
  const expression = parseExpression(label) ?? 'neutral';
  const state = { pose: { posture: 'standing' as const, action: 'rest' as const }, expression, view, facing: 1 as const };
  const probe = drawCharacter(new Pen({ look, defs: new Defs(), unitPx: 1, pxScale: 1, role: 'character' }), character.descriptor, character.name, state);
  const k = Math.min((height * 0.86) / probe.box.height, (width * 0.86) / probe.box.width);
  const m = compose(compose(translate(-(probe.box.x + probe.box.width / 2), -(probe.box.y + probe.box.height / 2)), scale(k)), translate(width / 2, height / 2));
  const pxScale = Math.min(width, height) / 1024;
  const defs = new Defs();
  const figure = drawCharacter(new Pen({ look, defs, unitPx: k, pxScale, role: 'character' }), character.descriptor, character.name, state);
  const floor = transformRect(m, { x: probe.box.x, y: -4, width: probe.box.width, height: 8 });
  const body =
    el('rect', { width, height, fill: look.screentone ? '#ffffff' : SHEET_BACKGROUND }) +
    el('ellipse', { cx: floor.x + floor.width / 2, cy: floor.y + floor.height / 2, rx: floor.width * 0.45, ry: Math.max(4, floor.height * 1.5), fill: '#000000', 'fill-opacity': 0.08 }) +
    el('g', { transform: matrixAttr(m) }, figure.svg);
  const png = await rasterise(svgDocument(width, height, defs.toString(), body), width, height, look.pixelate);
  const round = (r: { x: number; y: number; width: number; height: number }) => ({ x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width), height: Math.round(r.height) });
  return { png, width, height, layout: { characters: [{ name: character.name, box: round(transformRect(m, figure.box)), face: round(transformRect(m, figure.face)) }] } };
}
