import { useEffect, useId, useRef, useState } from 'preact/hooks';
import type { PoseName } from '../../../src/poses/catalogue';
import { FACE, KEYPOINT_NAMES, type KeypointName, type Skeleton } from '../../../src/poses/keypoints';
import { api, formBody, type Schemas, unwrap } from '../api/client';
import { postTo, serverHas } from '../api/new-routes';
import { useAction, useLoad } from '../hooks';
import { percent, t, type MessageKey } from '../i18n';
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

/** Each joint as people name it, in the reader's language; "left" is the person's left. */
const JOINT_WORDS: Record<KeypointName, MessageKey> = {
  nose: 'joints.nose',
  left_eye: 'joints.leftEye',
  right_eye: 'joints.rightEye',
  left_ear: 'joints.leftEar',
  right_ear: 'joints.rightEar',
  left_shoulder: 'joints.leftShoulder',
  right_shoulder: 'joints.rightShoulder',
  left_elbow: 'joints.leftElbow',
  right_elbow: 'joints.rightElbow',
  left_wrist: 'joints.leftWrist',
  right_wrist: 'joints.rightWrist',
  left_hip: 'joints.leftHip',
  right_hip: 'joints.rightHip',
  left_knee: 'joints.leftKnee',
  right_knee: 'joints.rightKnee',
  left_ankle: 'joints.leftAnkle',
  right_ankle: 'joints.rightAnkle',
};

/** Each catalogue pose's name and how it is held, in the reader's language. */
const POSE_WORDS: Record<PoseName, [MessageKey, MessageKey]> = {
  standing: ['poses.standing', 'poses.standingHow'],
  waving: ['poses.waving', 'poses.wavingHow'],
  pointing: ['poses.pointing', 'poses.pointingHow'],
  arms_up: ['poses.armsUp', 'poses.armsUpHow'],
  hands_on_hips: ['poses.handsOnHips', 'poses.handsOnHipsHow'],
  thinking: ['poses.thinking', 'poses.thinkingHow'],
  reaching_up: ['poses.reachingUp', 'poses.reachingUpHow'],
  walking: ['poses.walking', 'poses.walkingHow'],
  running: ['poses.running', 'poses.runningHow'],
  jumping: ['poses.jumping', 'poses.jumpingHow'],
  kicking: ['poses.kicking', 'poses.kickingHow'],
  dancing: ['poses.dancing', 'poses.dancingHow'],
  sitting: ['poses.sitting', 'poses.sittingHow'],
  sitting_floor: ['poses.sittingFloor', 'poses.sittingFloorHow'],
  kneeling: ['poses.kneeling', 'poses.kneelingHow'],
  crouching: ['poses.crouching', 'poses.crouchingHow'],
  lying: ['poses.lying', 'poses.lyingHow'],
  turned_away: ['poses.turnedAway', 'poses.turnedAwayHow'],
};

const jointName = (index: number) => t(JOINT_WORDS[KEYPOINT_NAMES[index]]);
/** A pose's words: the catalogue's, or the API's own (English) for a pose this console does not know yet. */
function wordsOf(pose: CataloguePose): { label: string; description: string } {
  const words = (POSE_WORDS as Partial<Record<string, [MessageKey, MessageKey]>>)[pose.name];
  return words ? { label: t(words[0]), description: t(words[1]) } : { label: pose.label, description: pose.description };
}

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
  if (!Array.isArray(keypoints) || keypoints.length !== KEYPOINT_NAMES.length) throw new Error(t('pose.noPose'));
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
        <SkeletonFigure skeleton={skeleton} background={background} label={t('pose.skeleton')} interactive>
          {skeleton.map((point, index) =>
            point ? (
              <circle
                class={`joint${selected === index ? ' selected' : ''}`}
                cx={point[0]}
                cy={point[1]}
                r={(FACE.includes(index) ? 1.2 : 1.9) * (selected === index ? 1.4 : 1)}
                tabIndex={0}
                role="button"
                aria-label={t('pose.joint', { joint: jointName(index), x: percent(point[0]), y: percent(point[1]) })}
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
      <p class="small muted">{t('pose.dragHint')}</p>
      <p class="small" aria-live="polite" data-testid="joint-status">
        {shown && selected !== undefined ? t('pose.selected', { joint: jointName(selected), x: percent(shown[0]), y: percent(shown[1]) }) : ''}
      </p>
    </div>
  );
}

/** The catalogue as buttons, each with its skeleton drawn; the chosen one pressed. */
function CatalogueGrid({ poses, chosen, onChoose }: { poses: CataloguePose[]; chosen?: string; onChoose: (pose: CataloguePose) => void }) {
  return (
    <div class="pose-grid" role="group" aria-label={t('pose.catalogueLabel')}>
      {poses.map((pose) => {
        const { label, description } = wordsOf(pose);
        return (
          <button type="button" class="pose-card" aria-pressed={chosen === pose.name} title={description} onClick={() => onChoose(pose)}>
            <SkeletonFigure skeleton={pose.keypoints} />
            <span>{label}</span>
          </button>
        );
      })}
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
  if (available.data === undefined) return <Loading text={t('pose.checking')} />;
  return (
    <div class="photo-pose">
      <label>
        {t('pose.photoLabel')}
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
        {available.data ? t('pose.photoHint') : t('pose.photoMissing')}
      </p>
      {read.busy && <p role="status">{t('pose.reading')}</p>}
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
  // Its own radio group whatever the legend's script: several pickers share a form (one per character).
  const group = `pose-mode-${useId()}`;
  return (
    <fieldset class="pose-picker">
      <legend>{legend}</legend>
      <div class="choice">
        {(
          [
            ['none', 'pose.none'],
            ['catalogue', 'pose.catalogue'],
            ['drag', 'pose.drag'],
            ['photo', 'pose.photo'],
          ] as Array<[Mode, MessageKey]>
        ).map(([value, label]) => (
          <label class="check">
            <input type="radio" name={group} value={value} checked={mode === value} onChange={() => choose(value)} /> {t(label)}
          </label>
        ))}
      </div>
      {mode !== 'none' && poses.loading && !poses.data && <Loading text={t('pose.loading')} />}
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
            {chosen ? t('pose.chosen', { pose: wordsOf(chosen).label }) : ''}
          </p>
        </>
      )}
      {mode === 'drag' && poses.data && skeleton && (
        <>
          {photo ? (
            <p class="small">{t('pose.fromPhoto')}</p>
          ) : (
            <label>
              {t('pose.startFrom')}
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
                  <option value={pose.name}>{wordsOf(pose).label}</option>
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
