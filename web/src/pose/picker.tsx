import { useEffect, useRef, useState } from 'preact/hooks';
import { FACE, KEYPOINT_NAMES, type Skeleton } from '../../../src/poses/keypoints';
import { api, formBody, type Schemas, unwrap } from '../api/client';
import { postTo, serverHas } from '../api/new-routes';
import { useAction, useLoad } from '../hooks';
import { jointName, POSE_WORDS as W } from '../picture-words';
import { ErrorNote, Loading } from '../ui';
import { SkeletonFigure } from './skeleton';

export type PoseValue = Schemas['PoseInput'] | undefined;
/** A pose of GET /api/poses, its points as the skeleton they are (the schema types them as plain arrays). */
type CataloguePose = Omit<Schemas['PoseCatalogue']['poses'][number], 'keypoints'> & { keypoints: Skeleton };
export type Mode = 'none' | 'catalogue' | 'drag' | 'photo';

const ESTIMATE = '/api/poses/estimate';
/** Arrow keys move a joint this many percent of the picture; with Shift, STEP_FAR. */
const STEP = 1;
const STEP_FAR = 5;

let catalogue: Promise<CataloguePose[]> | undefined;
/** GET /api/poses, once per visit: it changes only with the server. */
function poseCatalogue(): Promise<CataloguePose[]> {
  catalogue ??= unwrap(api.GET('/api/poses')).then((answer) => answer.poses as CataloguePose[]);
  catalogue.catch(() => (catalogue = undefined));
  return catalogue;
}

const clamp = (value: number) => Math.min(100, Math.max(0, value));
const rounded = (skeleton: Skeleton): Skeleton => skeleton.map((point) => (point ? [Math.round(point[0] * 10) / 10, Math.round(point[1] * 10) / 10] : null));

/** The keypoints in what POST /api/poses/estimate answers: its `keypoints`, or its first person's. */
function keypointsIn(answer: unknown): Skeleton {
  const body = answer as { keypoints?: Skeleton; pose?: { keypoints?: Skeleton }; people?: Array<{ keypoints?: Skeleton }> };
  const keypoints = body.keypoints ?? body.pose?.keypoints ?? body.people?.[0]?.keypoints;
  if (!Array.isArray(keypoints) || keypoints.length !== KEYPOINT_NAMES.length) throw new Error('The server answered without a pose for the photo.');
  return keypoints;
}

/** Width over height of a picture file. */
async function aspectOf(file: File): Promise<number> {
  const bitmap = await createImageBitmap(file);
  const aspect = bitmap.width / bitmap.height;
  bitmap.close();
  return aspect;
}

/**
 * A skeleton whose joints move: dragged (mouse, touch, pen: pointer events) or, once selected with Tab or a click,
 * moved with the arrow keys. Points the skeleton does not have (an ear turned away) are not shown.
 */
function SkeletonEditor({ skeleton, onChange, background, aspect }: { skeleton: Skeleton; onChange: (skeleton: Skeleton) => void; background?: string; aspect: number }) {
  const frame = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<number>();
  const [dragging, setDragging] = useState<number>();
  const move = (index: number, to: [number, number]) => onChange(skeleton.map((point, i) => (i === index ? [clamp(to[0]), clamp(to[1])] : point)));
  const toPercent = (event: PointerEvent): [number, number] => {
    const box = (frame.current as HTMLDivElement).getBoundingClientRect();
    return [((event.clientX - box.left) / box.width) * 100, ((event.clientY - box.top) / box.height) * 100];
  };
  const onKey = (index: number, event: KeyboardEvent) => {
    const step = event.shiftKey ? STEP_FAR : STEP;
    const delta = ({ ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] } as Record<string, [number, number]>)[event.key];
    const point = skeleton[index];
    if (!delta || !point) return;
    event.preventDefault();
    move(index, [point[0] + delta[0], point[1] + delta[1]]);
  };
  const shown = selected === undefined ? undefined : skeleton[selected];
  return (
    <div class="pose-editor">
      <div class="skeleton-frame" ref={frame} style={{ aspectRatio: String(aspect) }}>
        <SkeletonFigure skeleton={skeleton} background={background} label={W.skeletonLabel} interactive>
          {skeleton.map((point, index) =>
            point ? (
              <circle
                class={`joint${selected === index ? ' selected' : ''}`}
                cx={point[0]}
                cy={point[1]}
                r={(FACE.includes(index) ? 1.2 : 1.9) * (selected === index ? 1.4 : 1)}
                tabIndex={0}
                role="button"
                aria-label={W.joint(jointName(KEYPOINT_NAMES[index]), point[0], point[1])}
                aria-pressed={selected === index}
                data-joint={KEYPOINT_NAMES[index]}
                onFocus={() => setSelected(index)}
                onKeyDown={(event) => onKey(index, event)}
                onPointerDown={(event) => {
                  event.preventDefault();
                  (event.currentTarget as Element).setPointerCapture(event.pointerId);
                  (event.currentTarget as SVGElement).focus();
                  setSelected(index);
                  setDragging(index);
                }}
                onPointerMove={(event) => dragging === index && move(index, toPercent(event))}
                onPointerUp={() => setDragging(undefined)}
                onPointerCancel={() => setDragging(undefined)}
              />
            ) : null,
          )}
        </SkeletonFigure>
      </div>
      <p class="small muted">{W.dragHint}</p>
      <p class="small" aria-live="polite" data-testid="joint-status">
        {shown && selected !== undefined ? W.selected(jointName(KEYPOINT_NAMES[selected]), shown[0], shown[1]) : ''}
      </p>
    </div>
  );
}

/** The catalogue as buttons, each with its skeleton drawn; the chosen one pressed. */
function CatalogueGrid({ poses, chosen, onChoose }: { poses: CataloguePose[]; chosen?: string; onChoose: (pose: CataloguePose) => void }) {
  return (
    <div class="pose-grid" role="group" aria-label={W.catalogueLabel}>
      {poses.map((pose) => (
        <button type="button" class="pose-card" aria-pressed={chosen === pose.name} title={pose.description} onClick={() => onChoose(pose)}>
          <SkeletonFigure skeleton={pose.keypoints} />
          <span>{pose.label}</span>
        </button>
      ))}
    </div>
  );
}

/** A photo read for its pose (POST /api/poses/estimate, free); said plainly when this server cannot. */
function PhotoPose({ onRead }: { onRead: (skeleton: Skeleton, photo: string, aspect: number) => void }) {
  const available = useLoad(() => serverHas(ESTIMATE), []);
  const read = useAction(async (file: File) => {
    const [answer, aspect] = await Promise.all([postTo<unknown>(ESTIMATE, formBody({ photo: file })), aspectOf(file)]);
    onRead(keypointsIn(answer), URL.createObjectURL(file), aspect);
  });
  if (available.data === undefined) return <Loading what={W.photo.toLowerCase()} />;
  return (
    <div class="photo-pose">
      <label>
        {W.photoLabel}
        <input
          type="file"
          name="photo"
          accept="image/png,image/jpeg,image/webp"
          disabled={!available.data || read.busy}
          aria-describedby="photo-pose-note"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) void read.run(file);
          }}
        />
      </label>
      <p id="photo-pose-note" class={available.data ? 'small muted' : 'note'} data-testid="photo-pose-note">
        {available.data ? W.photoHint : W.photoMissing}
      </p>
      {read.busy && <p role="status">{W.reading}</p>}
      <ErrorNote error={read.error} />
    </div>
  );
}

/**
 * The pose to draw a character in: none (as the prompt says), one of the catalogue, a skeleton dragged into shape
 * (from a catalogue pose or a photo), or a photo read for its pose. `onChange` gets what the API's `pose` takes.
 */
export default function PosePicker({ legend, onChange, initial = 'none' }: { legend: string; onChange: (pose: PoseValue) => void; initial?: Mode }) {
  const poses = useLoad(poseCatalogue, []);
  const [mode, setMode] = useState<Mode>(initial);
  const [chosen, setChosen] = useState<CataloguePose>();
  const [skeleton, setSkeleton] = useState<Skeleton>();
  const [photo, setPhoto] = useState<{ url: string; aspect: number }>();
  useEffect(() => () => photo && URL.revokeObjectURL(photo.url), [photo]);
  const start = chosen ?? poses.data?.[0];
  const edit = (next: Skeleton) => {
    setSkeleton(next);
    onChange({ keypoints: rounded(next) });
  };
  const choose = (next: Mode) => {
    setMode(next);
    if (next === 'none') onChange(undefined);
    if (next === 'catalogue') onChange(chosen && { name: chosen.name });
    if (next === 'drag' && skeleton) edit(skeleton);
  };
  // Dragging starts from the chosen pose (or the first), as soon as the catalogue is here.
  useEffect(() => {
    if (mode === 'drag' && !skeleton && start) edit(start.keypoints);
  }, [mode, skeleton, start]);
  const group = `pose-mode-${legend.replace(/\W+/g, '-')}`;
  return (
    <fieldset class="pose-picker">
      <legend>{legend}</legend>
      <div class="choice">
        {(
          [
            ['none', W.none],
            ['catalogue', W.catalogue],
            ['drag', W.drag],
            ['photo', W.photo],
          ] as Array<[Mode, string]>
        ).map(([value, label]) => (
          <label class="check">
            <input type="radio" name={group} value={value} checked={mode === value} onChange={() => choose(value)} /> {label}
          </label>
        ))}
      </div>
      {mode !== 'none' && poses.loading && !poses.data && <Loading what={W.loading} />}
      <ErrorNote error={poses.error} />
      {mode === 'catalogue' && poses.data && (
        <>
          <CatalogueGrid
            poses={poses.data}
            chosen={chosen?.name}
            onChoose={(pose) => {
              setChosen(pose);
              setSkeleton(undefined);
              onChange({ name: pose.name });
            }}
          />
          <p class="small" aria-live="polite">
            {chosen ? W.chosen(chosen.label) : ''}
          </p>
        </>
      )}
      {mode === 'drag' && poses.data && skeleton && (
        <>
          {photo ? (
            <p class="small">{W.fromPhoto}</p>
          ) : (
            <label>
              {W.startFrom}
              <select
                name="pose_start"
                value={chosen?.name ?? start?.name}
                onChange={(event) => {
                  const pose = poses.data?.find((entry) => entry.name === event.currentTarget.value);
                  setChosen(pose);
                  if (pose) edit(pose.keypoints);
                }}
              >
                {poses.data.map((pose) => (
                  <option value={pose.name}>{pose.label}</option>
                ))}
              </select>
            </label>
          )}
          <SkeletonEditor skeleton={skeleton} onChange={edit} background={photo?.url} aspect={photo?.aspect ?? 1} />
        </>
      )}
      {mode === 'photo' && (
        <PhotoPose
          onRead={(read, url, aspect) => {
            setPhoto({ url, aspect });
            setMode('drag');
            edit(read);
          }}
        />
      )}
    </fieldset>
  );
}
