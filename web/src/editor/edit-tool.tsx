import { useRef, useState } from 'preact/hooks';
import { LIMITS } from '../../../src/config/pricing';
import { useAction } from '../hooks';
import { rightToLeft, t, type MessageKey } from '../i18n';
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
  summary?: string[];
}

/**
 * The picture before and after, one over the other: the slider shows more of one or the other. Before is on the side
 * the reader starts from (the left, or the right in a right-to-left language), where the slider's start is; the
 * pictures themselves are never mirrored.
 */
function Compare({ before, after, beforeAlt, afterAlt }: { before: string; after: string; beforeAlt: string; afterAlt: string }) {
  const [split, setSplit] = useState(50);
  const hidden = `${100 - split}%`;
  return (
    <figure class="compare" data-testid="compare">
      <div class="compare-frame">
        <img src={after} alt={t('edit.afterAlt', { alt: afterAlt })} />
        <img class="compare-before" src={before} alt={t('edit.beforeAlt', { alt: beforeAlt })} style={{ clipPath: rightToLeft() ? `inset(0 0 0 ${hidden})` : `inset(0 ${hidden} 0 0)` }} />
        <span class="compare-divider" aria-hidden="true" style={{ insetInlineStart: `${split}%` }} />
        <span class="compare-tag start" aria-hidden="true">
          {t('edit.before')}
        </span>
        <span class="compare-tag end" aria-hidden="true">
          {t('edit.after')}
        </span>
      </div>
      <label class="compare-slider">
        <span class="visually-hidden">{t('edit.slider')}</span>
        <input type="range" min={0} max={100} value={split} onInput={(event) => setSplit(Number(event.currentTarget.value))} />
      </label>
      <figcaption>{t('edit.compare')}</figcaption>
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
  const [unmarked, setUnmarked] = useState<MessageKey>();
  const canvas = useRef<HTMLCanvasElement>(null);
  const { since, timed } = useTimedRun('edit');
  const edit = useAction(async () => {
    setOutcome(undefined);
    const request: EditRequest = { instruction };
    const missing = where === 'paint' && (!canvas.current || !hasPaint(canvas.current)) ? 'edit.nothingPainted' : where === 'box' && !box ? 'edit.noBox' : undefined;
    setUnmarked(missing);
    if (missing) return;
    if (where === 'paint') request.mask = maskPng(canvas.current as HTMLCanvasElement);
    if (where === 'box') request.region = box;
    const before = image;
    setOutcome({ ...(await timed(1, () => run(request))), before });
  });
  const ways: Array<[Where, MessageKey]> = [
    ['paint', 'edit.paint'],
    ['box', 'edit.box'],
    ['whole', 'edit.whole'],
  ];
  return (
    <ActionForm onSubmit={edit.run}>
      <h2>{heading}</h2>
      <p class="hint">{t('edit.lead')}</p>
      <label>
        {t('edit.instruction')}
        <textarea name="instruction" required rows={2} maxLength={limit} placeholder={t('edit.instructionPlaceholder')} aria-describedby="instruction-limit" value={instruction} onInput={(event) => setInstruction(event.currentTarget.value)} />
      </label>
      <p id="instruction-limit" class="small muted" data-testid="instruction-limit">
        {t('edit.instructionLimit', { used: instruction.length, limit })}
      </p>
      <fieldset>
        <legend>{t('edit.where')}</legend>
        <div class="choice">
          {ways.map(([value, label]) => (
            <label class="check">
              <input type="radio" name="where" value={value} checked={where === value} onChange={() => setWhere(value)} /> {t(label)}
            </label>
          ))}
        </div>
        {where === 'paint' && (
          <div class="row paint-tools">
            <div class="buttons" role="group" aria-label={t('edit.paint')}>
              <button type="button" aria-pressed={tool === 'brush'} onClick={() => setTool('brush')}>
                {t('edit.brush')}
              </button>
              <button type="button" aria-pressed={tool === 'eraser'} onClick={() => setTool('eraser')}>
                {t('edit.eraser')}
              </button>
              <button type="button" onClick={() => setClears((n) => n + 1)}>
                {t('edit.clear')}
              </button>
            </div>
            <label>
              {t('edit.brushSize')}
              <input type="range" name="brush" min={1} max={20} value={brush} onInput={(event) => setBrush(Number(event.currentTarget.value))} />
            </label>
          </div>
        )}
        <p id="box-hint" class="small muted">
          {where === 'paint' ? t('edit.paintHint') : where === 'box' ? t('edit.boxHint') : ''}
        </p>
      </fieldset>
      <MaskSurface image={image} alt={t('edit.canvas', { alt })} where={where} tool={tool} brush={brush} box={box} onBox={setBox} canvas={canvas} clearSignal={clears} />
      <p class="small">{t('edit.cost')}</p>
      {unmarked && (
        <p class="state error" role="alert">
          {t(unmarked)}
        </p>
      )}
      <ErrorNote error={edit.error} />
      {since !== undefined && <Working what={t('edit.working')} kind="edit" units={1} since={since} />}
      <div class="buttons">
        <button type="submit" class="primary" disabled={edit.busy}>
          {t('edit.submit')}
        </button>
        {onClose && (
          <button type="button" onClick={onClose}>
            {t('common.close')}
          </button>
        )}
      </div>
      {outcome?.imageUrl && (
        <div class="edit-outcome" role="status">
          <Compare before={outcome.before} after={outcome.imageUrl} beforeAlt={alt} afterAlt={outcome.altText ?? alt} />
          {outcome.summary?.map((sentence) => <p class="small">{sentence}</p>)}
          {outcome.sceneId && <a href={`/scenes/${outcome.sceneId}`}>{t('edit.open')}</a>}
        </div>
      )}
    </ActionForm>
  );
}
