import sharp from 'sharp';
import type { CharacterInput, CharacterPlacement, RenderResult } from '../../types';
import type { ComicShotKey } from '../../../vocabulary';
import { anchorGrade, AnchorSample } from './anchors';
import { brandGrade, brandProps, PreparedBrand, Stage } from './brand';
import { frameShot, CastBoxes } from './camera';
import { CharacterState, drawCharacter, Figure } from './character';
import type { View } from './character/head';
import { mix, rgbToHex } from './color';
import { CastStaging, Placement, placeCast } from './composition';
import { benDay, brushStrokes, overlays, paperFrame, speedLines, vignette, weather } from './effects';
import type { ColorFn, Look } from './look';
import { Defs, Pen } from './pen';
import { thingsUsed, type SceneSpec } from './prompt';
import { rasterise, rasteriseToPng } from './rasterise';
import { createRng } from './rng';
import { drawSetting, isIndoor } from './settings';
import { stageScene, type Staged } from './staging';
import type { HeldItem } from './things/held';
import type { TimeOfDay, Weather } from './settings/kit';
import { apply, compose, el, invert, Matrix, matrixAttr, Rect, scale, svgDocument, transformRect, translate } from './svg';
import type { PropKey } from './vocabulary/props';
import { inPercent, type Skeleton } from '../../../poses/keypoints';
import { skeletonView } from './character/on-skeleton';

export interface SceneRequest {
  spec: SceneSpec;
  characters: CharacterInput[];
  look: Look;
  width: number;
  height: number;
  seed: number;
  shot: ComicShotKey;
  view: View;
  brand?: PreparedBrand;
  anchor?: AnchorSample;
  /** Skeletons to draw characters on (pixels of the picture), by character. */
  skeletons?: Array<Skeleton | undefined>;
}

const TIME_TINT: Record<TimeOfDay, [string, number]> = { day: ['#ffffff', 0], golden: ['#ff9d4a', 0.2], night: ['#1b2550', 0.45] };
const WEATHER_TINT: Record<Weather, [string, number]> = { clear: ['#ffffff', 0], rain: ['#7d8794', 0.2], snow: ['#e8eef5', 0.15] };

/** Background colour grading: anchor palette, then brand palette, then light and weather. */
function sceneGrade(r: SceneRequest): ColorFn {
  const steps: ColorFn[] = [];
  if (r.anchor) steps.push(anchorGrade(r.anchor));
  if (r.brand) steps.push(brandGrade(r.brand.palette));
  const [timeColor, timeAmount] = TIME_TINT[r.spec.time];
  const [weatherColor, weatherAmount] = WEATHER_TINT[r.spec.weather];
  steps.push((h) => mix(mix(h, timeColor, timeAmount), weatherColor, weatherAmount));
  return (hex) => steps.reduce((c, f) => f(c), hex);
}

interface Actor {
  index: number;
  state: CharacterState;
  world: Matrix;
  figure: Figure;
}

/** The character whose back the camera looks over: the one standing nearest the focus (the focus itself when alone). */
function shoulderOf(placements: Placement[], focus: number): number {
  return placements.reduce((best, p, i) => (i !== focus && (best === focus || Math.abs(p.x - placements[focus].x) < Math.abs(placements[best].x - placements[focus].x)) ? i : best), focus);
}

/** What a figure holds: what the prompt put in its hands, else a brand's product when it holds something. */
function heldBy(r: SceneRequest, i: number): HeldItem | undefined {
  const dir = r.spec.directions[i];
  if (dir.held) return dir.held;
  return dir.action === 'holding' && r.brand?.products[0] ? { kind: 'image', image: r.brand.products[0] } : undefined;
}

function castStates(r: SceneRequest, placements: Placement[], overShoulder: number): Actor[] {
  const probe = new Pen({ look: r.look, defs: new Defs(), unitPx: 1, pxScale: 1, role: 'character' });
  return r.characters.map((c, i) => {
    const dir = r.spec.directions[i];
    const held = heldBy(r, i);
    const skeleton = i === overShoulder ? undefined : r.skeletons?.[i];
    const seen = skeleton ? skeletonView(skeleton) : { view: i === overShoulder ? 'back' : r.view, facing: placements[i].facing };
    const state: CharacterState = {
      pose: { posture: dir.posture, action: dir.action, ride: dir.ride },
      expression: dir.expression,
      ...seen,
      skeleton,
      held,
      logo: i === r.spec.focus ? r.brand?.logo : undefined,
      supported: dir.on?.support === 'bed',
      wears: dir.wears,
    };
    const world = translate(placements[i].x, placements[i].y);
    return { index: i, state, world, figure: drawCharacter(probe, c.descriptor, c.name, state) };
  });
}

function clip(r: Rect, w: number, h: number): Rect | undefined {
  const x = Math.max(0, r.x);
  const y = Math.max(0, r.y);
  const right = Math.min(w, r.x + r.width);
  const bottom = Math.min(h, r.y + r.height);
  if (right - x < 2 || bottom - y < 2) return undefined;
  return { x: Math.round(x), y: Math.round(y), width: Math.round(right - x), height: Math.round(bottom - y) };
}

/** The over-the-shoulder foreground figure: head and shoulders, seen from behind, filling the lower left. */
function foregroundMatrix(actor: Actor, w: number, h: number): Matrix {
  const face = actor.figure.face;
  const k = (h * 0.36) / face.height;
  return compose(compose(translate(-(face.x + face.width / 2), -(face.y + face.height / 2)), scale(k)), translate(w * 0.22, h * 0.72));
}

/** Painterly backgrounds are rasterised small and stretched: soft edges at a fraction of the cost of a blur filter. */
async function softBackground(svg: string, w: number, h: number): Promise<{ image: string; colorAt: (x: number, y: number) => string }> {
  const small = rasteriseToPng(svgDocument(w, h, '', svg), Math.max(16, Math.round(w / 5)));
  const { data, info } = await sharp(small).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const colorAt = (x: number, y: number): string => {
    const px = Math.min(info.width - 1, Math.max(0, Math.floor((x / w) * info.width)));
    const py = Math.min(info.height - 1, Math.max(0, Math.floor((y / h) * info.height)));
    const o = (py * info.width + px) * 3;
    return rgbToHex([data[o], data[o + 1], data[o + 2]]);
  };
  return { image: el('image', { href: `data:image/png;base64,${small.toString('base64')}`, width: w, height: h, preserveAspectRatio: 'none' }), colorAt };
}

/** The plan's things around the figures where they stand (drawn with `pen`, or only measured with a probe). */
function thingsAround(r: SceneRequest, actors: Actor[], placements: Placement[], pxScale: number, pen?: Pen): Staged {
  const measure = pen ?? new Pen({ look: r.look, defs: new Defs(), unitPx: 1, pxScale, role: 'background' });
  const staged = actors.map((a) => ({ index: a.index, x: placements[a.index].x, y: placements[a.index].y, facing: placements[a.index].facing, figure: a.figure }));
  return stageScene(measure, r.spec, staged, isIndoor(r.spec.setting));
}

/** The things the scene draws itself (what the cast sits or lies on, the props it names). */
function furnitureDrawn(spec: SceneRequest['spec']): Set<PropKey> {
  return new Set([...thingsUsed(spec.directions), ...spec.props.map((p) => p.prop)]);
}

/** Things two sit at facing each other across them. */
const ACROSS = new Set<PropKey>(['table', 'desk', 'chess']);

/** How the plan asks the cast to stand: close under a shared umbrella, apart beside things, across a table, at a bedside. */
function castStaging(spec: SceneRequest['spec']): CastStaging {
  return {
    interaction: spec.interaction,
    roomy: spec.props.some((p) => p.contact === 'beside'),
    huddled: spec.close === true || spec.props.some((p) => p.over && p.near.length > 1),
    acrossTable: spec.props.some((p) => ACROSS.has(p.prop) && p.near.length === 2 && p.near.every((i) => spec.directions[i]?.posture === 'sitting')),
    bedside: spec.directions.length === 2 && spec.directions.some((d) => d.posture === 'lying' && d.on?.support === 'bed') && spec.directions.some((d) => d.posture === 'sitting' && !d.on),
  };
}

const EMPTY_STAGE: CastBoxes = { box: { x: -60, y: -230, width: 120, height: 230 }, face: { x: -30, y: -230, width: 60, height: 60 } };

export async function renderScene(r: SceneRequest): Promise<RenderResult> {
  const { width: w, height: h, look } = r;
  const pxScale = Math.min(w, h) / 1024;
  const n = r.characters.length;
  const placements = placeCast(r.characters, r.spec.directions, createRng(r.seed, 'layout'), castStaging(r.spec));
  const overShoulder = r.shot === 'over_shoulder' ? shoulderOf(placements, r.spec.focus) : -1;
  const actors = castStates(r, placements, overShoulder);
  const inWorld = actors.filter((a) => a.index !== overShoulder || n === 1);
  const staged = thingsAround(r, inWorld, placements, pxScale);
  for (const a of inWorld) a.world = translate(placements[a.index].x, placements[a.index].y - staged.lifts[a.index]);
  const drawn: CastBoxes[] = inWorld.map((a) => ({ box: transformRect(a.world, a.figure.box), face: transformRect(a.world, a.figure.face) }));
  // A scene without characters (brand-only, setting anchors) is an establishing shot framed on centre stage.
  const boxes = drawn.length ? drawn : [EMPTY_STAGE];
  const focusInWorld = Math.max(0, inWorld.findIndex((a) => a.index === r.spec.focus));
  const shot = drawn.length === 0 || (overShoulder >= 0 && n === 1) ? 'establishing' : r.shot;
  const camera = frameShot(shot, boxes, focusInWorld, w, h, staged.extents);
  const worldActors = overShoulder >= 0 ? actors.filter((a) => a.index !== overShoulder) : actors;

  const defs = new Defs();
  const bgDefs = new Defs();
  const bgPen = new Pen({ look, defs: bgDefs, unitPx: camera.unitPx, pxScale, role: 'background', grade: sceneGrade(r) });
  const thingsPen = new Pen({ look, defs, unitPx: camera.unitPx, pxScale, role: 'background', grade: sceneGrade(r) });
  const things = thingsAround(r, inWorld, placements, pxScale, thingsPen);
  const inCamera = (svg: string) => (svg ? el('g', { transform: matrixAttr(camera.matrix) }, svg) : '');
  const edges = boxes.map((b) => b.box);
  const left = Math.min(...edges.map((b) => b.x));
  const right = Math.max(...edges.map((b) => b.x + b.width));
  const stage: Stage = {
    view: transformRect(invert(camera.matrix), { x: 0, y: 0, width: w, height: h }),
    castLeft: left,
    castRight: right,
    castTop: Math.min(...edges.map((b) => b.y)),
    indoor: isIndoor(r.spec.setting),
  };
  const settingSvg = drawSetting(r.spec.setting, { pen: bgPen, rng: createRng(r.seed, 'setting'), time: r.spec.time, weather: r.spec.weather, drawnBy: furnitureDrawn(r.spec) }) + (r.brand ? brandProps(bgPen, r.brand, stage) : '');
  const background = el('g', { transform: matrixAttr(camera.matrix) }, `<defs>${bgDefs.toString()}</defs>` + settingSvg);

  const fx = createRng(r.seed, 'fx');
  let body: string;
  if (look.softBackground) {
    const soft = await softBackground(background, w, h);
    body = soft.image + (look.brushStrokes ? brushStrokes(w, h, pxScale, fx, soft.colorAt) : '');
  } else {
    body = background;
  }
  body += inCamera(things.behind);
  if (look.overlays.includes('benday')) body += benDay(w, h, pxScale);
  const groupCentre = apply(camera.matrix, [(left + right) / 2, -100]);
  if (r.shot === 'splash') body += speedLines(groupCentre[0], groupCentre[1], w, h, look.screentone ? '#000' : '#ffffff', fx);
  if (r.shot === 'reaction_closeup') body += speedLines(w / 2, h * 0.45, w, h, look.screentone ? '#000' : '#ffffff', fx);

  const layout: CharacterPlacement[] = [];
  const drawActor = (a: Actor, m: Matrix, unitPx: number): void => {
    const pen = new Pen({ look, defs, unitPx, pxScale, role: 'character' });
    const fig = drawCharacter(pen, r.characters[a.index].descriptor, r.characters[a.index].name, a.state);
    body += el('g', { transform: matrixAttr(m) }, fig.svg);
    const box = clip(transformRect(m, fig.box), w, h);
    const face = clip(transformRect(m, fig.face), w, h);
    const keypoints = fig.keypoints && inPercent(fig.keypoints.map((k) => k && apply(m, k)), w, h);
    if (box && face) layout.push({ name: r.characters[a.index].name, box, face, ...(keypoints ? { keypoints } : {}) });
  };
  const depthOrder = [...worldActors].sort((a, b) => placements[a.index].y - placements[b.index].y);
  for (const a of depthOrder) drawActor(a, compose(a.world, camera.matrix), camera.unitPx);
  body += inCamera(things.front);
  if (overShoulder >= 0) {
    const a = actors[overShoulder];
    const m = foregroundMatrix(a, w, h);
    drawActor(a, m, m[0]);
  }
  layout.sort((a, b) => r.characters.findIndex((c) => c.name === a.name) - r.characters.findIndex((c) => c.name === b.name));

  // Indoors the weather shows only through the setting's windows.
  body += weather(stage.indoor ? 'clear' : r.spec.weather, w, h, pxScale, fx) + overlays(look, w, h, pxScale, fx);
  if (r.shot === 'splash') body += vignette(w, h, '#000000', 0.35);
  if (look.paper) body += paperFrame(w, h, pxScale, look.paper, look.ink);
  const png = await rasterise(svgDocument(w, h, defs.toString(), body), w, h, look.pixelate);
  return { png, width: w, height: h, layout: { characters: layout } };
}
