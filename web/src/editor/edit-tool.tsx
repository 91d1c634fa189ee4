import { useRef, useState } from 'preact/hooks';
import { LIMITS } from '../../../src/config/pricing';
import { useAction } from '../hooks';
import { EDIT_WORDS as W } from '../picture-words';
import { useTimedRun, Working } from '../timing';
import { ActionForm, ErrorNote } from '../ui';
import { hasPaint, MaskSurface, maskPng, type Region, type Tool, type Where } from './mask';

/** What an edit asks the API for: the instruction and, when marked, a mask (PNG data: URL) or a region. */
export interface EditRequest {
  instruction: string;
  mask?: string;
  region?: Region;
}

/** What the tool shows of a finished edit: the new picture and, for a scene, its page and its likeness. */
export interface EditOutcome {
  imageUrl?: string;
  altText?: string;
  sceneId?: string;
  summary?: string;
}

/** The picture before and after, one over the other: the slider shows more of one or the other. */
function Compare({ before, after, beforeAlt, afterAlt }: { before: string; after: string; beforeAlt: string; afterAlt: string }) {
  const [split, setSplit] = useState(50);
  return (
    <figure class="compare" data-testid="compare">
      <div class="compare-frame">
        <img src={after} alt={`${W.after}: ${afterAlt}`} />
        <img class="compare-before" src={before} alt={`${W.before}: ${beforeAlt}`} style={{ clipPath: `inset(0 ${100 - split}% 0 0)` }} />
        <span class="compare-divider" aria-hidden="true" style={{ left: `${split}%` }} />
        <span class="compare-tag start" aria-hidden="true">
          {W.before}
        </span>
        <span class="compare-tag end" aria-hidden="true">
          {W.after}
        </span>
      </div>
      <label class="compare-slider">
        <span class="visually-hidden">{W.sliderLabel}</span>
        <input type="range" min={0} max={100} value={split} onInput={(event) => setSplit(Number(event.currentTarget.value))} />
      </label>
      <figcaption>{W.compare}</figcaption>
    </figure>
  );
}

/**
 * Edits a picture: what to change in words (at most 1,000 characters, counted as typed), where it may change (a mask
 * painted with a brush and an eraser, a box, or anywhere the words say), the cost said before, the time it takes while
 * it runs, then the picture before and after.
 */
export default function EditTool({ heading, image, alt, run, onClose }: { heading: string; image: string; alt: string; run: (request: EditRequest) => Promise<EditOutcome>; onClose?: () => void }) {
  const limit = LIMITS.editInstruction;
  const [instruction, setInstruction] = useState('');
  const [where, setWhere] = useState<Where>('paint');
  const [tool, setTool] = useState<Tool>('brush');
  const [brush, setBrush] = useState(6);
  const [box, setBox] = useState<Region>();
  const [clears, setClears] = useState(0);
  const [outcome, setOutcome] = useState<EditOutcome & { before: string }>();
  const [unmarked, setUnmarked] = useState<string>();
  const canvas = useRef<HTMLCanvasElement>(null);
  const { since, timed } = useTimedRun('edit');
  const edit = useAction(async () => {
    setOutcome(undefined);
    const request: EditRequest = { instruction };
    const missing = where === 'paint' && (!canvas.current || !hasPaint(canvas.current)) ? W.nothingPainted : where === 'box' && !box ? W.noBox : undefined;
    setUnmarked(missing);
    if (missing) return;
    if (where === 'paint') request.mask = maskPng(canvas.current as HTMLCanvasElement);
    if (where === 'box') request.region = box;
    const before = image;
    setOutcome({ ...(await timed(1, () => run(request))), before });
  });
  const ways: Array<[Where, string]> = [
    ['paint', W.paint],
    ['box', W.box],
    ['whole', W.whole],
  ];
  return (
    <ActionForm onSubmit={edit.run}>
      <h2>{heading}</h2>
      <p class="hint">{W.lead}</p>
      <label>
        {W.instruction}
        <textarea name="instruction" required rows={2} maxLength={limit} placeholder={W.instructionPlaceholder} aria-describedby="instruction-limit" value={instruction} onInput={(event) => setInstruction(event.currentTarget.value)} />
      </label>
      <p id="instruction-limit" class="small muted" data-testid="instruction-limit">
        {W.instructionLimit(instruction.length, limit)}
      </p>
      <fieldset>
        <legend>{W.where}</legend>
        <div class="choice">
          {ways.map(([value, label]) => (
            <label class="check">
              <input type="radio" name="where" value={value} checked={where === value} onChange={() => setWhere(value)} /> {label}
            </label>
          ))}
        </div>
        {where === 'paint' && (
          <div class="row paint-tools">
            <div class="buttons" role="group" aria-label={W.paint}>
              <button type="button" aria-pressed={tool === 'brush'} onClick={() => setTool('brush')}>
                {W.brush}
              </button>
              <button type="button" aria-pressed={tool === 'eraser'} onClick={() => setTool('eraser')}>
                {W.eraser}
              </button>
              <button type="button" onClick={() => setClears((n) => n + 1)}>
                {W.clear}
              </button>
            </div>
            <label>
              {W.brushSize}
              <input type="range" name="brush" min={1} max={20} value={brush} onInput={(event) => setBrush(Number(event.currentTarget.value))} />
            </label>
          </div>
        )}
        <p id="box-hint" class="small muted">
          {where === 'paint' ? W.paintHint : where === 'box' ? W.boxHint : ''}
        </p>
      </fieldset>
      <MaskSurface image={image} alt={`${W.canvasLabel}. ${alt}`} where={where} tool={tool} brush={brush} box={box} onBox={setBox} canvas={canvas} clearSignal={clears} />
      <p class="small">{W.cost}</p>
      {unmarked && (
        <p class="state error" role="alert">
          {unmarked}
        </p>
      )}
      <ErrorNote error={edit.error} />
      {since !== undefined && <Working what={W.working} kind="edit" units={1} since={since} />}
      <div class="buttons">
        <button type="submit" class="primary" disabled={edit.busy}>
          {W.submit}
        </button>
        {onClose && (
          <button type="button" onClick={onClose}>
            {W.close}
          </button>
        )}
      </div>
      {outcome?.imageUrl && (
        <div class="edit-outcome" role="status">
          <Compare before={outcome.before} after={outcome.imageUrl} beforeAlt={alt} afterAlt={outcome.altText ?? alt} />
          {outcome.summary && <p class="small">{outcome.summary}</p>}
          {outcome.sceneId && <a href={`/scenes/${outcome.sceneId}`}>{W.openEdit}</a>}
        </div>
      )}
    </ActionForm>
  );
}
