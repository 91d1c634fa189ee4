import { useState } from 'preact/hooks';
import type { VaryDimension } from '../../../src/vocabulary';
import { allCharacters, api, type Schemas, unwrap } from '../api/client';
import { SceneEdits } from '../editor';
import { useAction, useLoad } from '../hooks';
import { ModelChoice, modelField } from '../models';
import { PoseField, posesField, type PoseValue } from '../pose/field';
import { navigate } from '../router';
import { SceneResult, Signals } from '../signals';
import { useTimedRun, Working } from '../timing';
import { list, rich, t, type MessageKey } from '../i18n';
import { ActionForm, Empty, ErrorNote, formatDate, Loading, Page } from '../ui';

type Scene = Schemas['Scene'];

/** Each dimension a variation may change, its name here and an example of a new value. */
const DIMENSIONS: Array<[VaryDimension, MessageKey, MessageKey]> = [
  ['expression', 'scene.expression', 'scene.expressionExample'],
  ['pose', 'scene.pose', 'scene.poseExample'],
  ['outfit', 'scene.outfit', 'scene.outfitExample'],
  ['lighting', 'scene.lighting', 'scene.lightingExample'],
  ['angle', 'scene.angle', 'scene.angleExample'],
  ['background', 'scene.background', 'scene.backgroundExample'],
];
const KINDS: Record<Scene['kind'], MessageKey> = { scene: 'common.scene', multi: 'scenes.multiButton', variant: 'scene.variation', edit: 'scene.edit' };

/** What the image model says it drew: the place, the light, and what each character does. */
function PlanWords({ plan }: { plan: NonNullable<Scene['scene_plan']> }) {
  const place = plan.place.replace(/_/g, ' ');
  return (
    <ul class="plain">
      <li>
        {t('scene.place', { place, time: plan.time })}
        {plan.place_from === 'nearest' && plan.nearest_to ? ` ${t('scene.placeNearest', { asked: plan.nearest_to })}` : ''}
        {plan.weather !== 'clear' ? ` ${t('scene.weather', { weather: plan.weather })}` : ''}
      </li>
      {plan.characters.map((character) => (
        <li>
          {t('scene.doing', { name: character.name, posture: character.posture, action: character.action.replace(/_/g, ' '), expression: character.expression })}
          {character.holding ? ` ${t('scene.holding', { thing: character.holding })}` : ''}
          {character.on ? ` ${t('scene.on', { thing: character.on.replace(/ \(.*\)$/, '') })}` : ''}
        </li>
      ))}
    </ul>
  );
}

/** Near-copies of the scene that change one thing (1 credit each, failed ones refunded), listed once made. */
function Vary({ scene, onMade }: { scene: Scene; onMade: () => void }) {
  const [dimension, setDimension] = useState<VaryDimension>('expression');
  const [target, setTarget] = useState('');
  const [count, setCount] = useState(2);
  const [pose, setPose] = useState<PoseValue>();
  const [result, setResult] = useState<Schemas['VaryResult']>();
  const { since, timed } = useTimedRun('variant');
  const vary = useAction(async () => {
    setResult(undefined);
    const body = { vary: dimension, target, count, ...(dimension === 'pose' && pose ? { pose } : {}) };
    setResult(await timed(count, () => unwrap(api.POST('/api/scenes/{image_id}/vary', { params: { path: { image_id: scene.image_id } }, body, headers: { 'Idempotency-Key': crypto.randomUUID() } }))));
    onMade();
  });
  const example = DIMENSIONS.find(([value]) => value === dimension)?.[2];
  return (
    <ActionForm onSubmit={vary.run}>
      <h2>{t('scene.varyHeading', { count })}</h2>
      <p class="hint">{t('scene.varyHint')}</p>
      <div class="row">
        <label>
          {t('scene.whatToChange')}
          <select name="vary" value={dimension} onChange={(e) => setDimension(e.currentTarget.value as typeof dimension)}>
            {DIMENSIONS.map(([value, label]) => (
              <option value={value}>{t(label)}</option>
            ))}
          </select>
        </label>
        <label>
          {t('scene.howMany')}
          <input type="number" name="count" min={1} max={4} value={count} onInput={(e) => setCount(Number(e.currentTarget.value))} />
        </label>
      </div>
      <label>
        {t('scene.changeTo')}
        <input name="target" required maxLength={200} placeholder={example && t(example)} value={target} onInput={(e) => setTarget(e.currentTarget.value)} />
      </label>
      {dimension === 'pose' && <PoseField legend={t('pose.legend')} onChange={setPose} />}
      <ErrorNote error={vary.error} />
      {since !== undefined && <Working what={t('scene.drawingVariations', { count })} kind="variant" units={count} since={since} />}
      <button type="submit" class="primary" disabled={vary.busy}>
        {t('scene.makeVariations')}
      </button>
      {result && (
        <p role="status">
          {result.failed
            ? t('scene.madeSomeFailed', { made: result.generated, requested: result.requested, failed: result.failed, errors: result.failures.map((failure) => failure.error).join('; ') })
            : t('scene.made', { made: result.generated, requested: result.requested })}
        </p>
      )}
    </ActionForm>
  );
}

/**
 * One scene: the picture, its prompt, the likeness with the judge's reasoning and, apart from it, what of the prompt
 * was not drawn; what the model says it drew; the scene it was varied from and the variations made from it; vary and
 * delete.
 */
export function ScenePage({ id }: { id: string }) {
  const scene = useLoad(() => unwrap(api.GET('/api/scenes/{image_id}', { params: { path: { image_id: id } } })), [id]);
  const variants = useLoad(() => unwrap(api.GET('/api/scenes', { params: { query: { source_image_id: id, limit: 48 } } })), [id]);
  const characters = useLoad(() => allCharacters(), []);
  const remove = useAction(async () => {
    if (!window.confirm(t('scene.deleteConfirm'))) return;
    await unwrap(api.DELETE('/api/scenes/{image_id}', { params: { path: { image_id: id } } }));
    navigate('/scenes');
  });
  if (scene.loading && !scene.data) return <Loading text={t('scene.loading')} />;
  if (!scene.data) return <ErrorNote error={scene.error} />;
  const s = scene.data;
  const names = s.character_ids.map((characterId) => characters.data?.find((character) => character.id === characterId)?.name ?? t('common.deletedCharacter'));
  return (
    <Page title={s.prompt} actions={<span class="badge">{t(KINDS[s.kind])}</span>}>
      <div class="scene-detail">
        <img src={s.image_url} alt={s.alt_text} data-testid="scene-image" />
        <div>
          <p class="muted small">
            {list(names)} · {s.model}
            {s.art_style ? ` · ${s.art_style}` : ''} · {formatDate(s.created_at)}
          </p>
          {s.source_image_id && (
            <p>
              <a href={`/scenes/${s.source_image_id}`}>{t('scene.source')}</a>
            </p>
          )}
          {s.edited_from_image_id && (
            <p>
              {rich('edit.editedFrom', { instruction: s.edit_instruction ?? '' }, { link: (words) => <a href={`/scenes/${s.edited_from_image_id}`}>{words}</a> })}
            </p>
          )}
          <Signals result={s} />
          {s.character_scores.length > 1 && (
            <p class="small">{t('scene.eachCharacter', { scores: list(s.character_scores.map((entry) => `${entry.name} ${entry.score}`)) })}</p>
          )}
          {s.scene_plan && (
            <>
              <h2>{t('scene.illustratorDrew')}</h2>
              <PlanWords plan={s.scene_plan} />
            </>
          )}
        </div>
      </div>
      <h2>{t('scene.variations')}</h2>
      <ErrorNote error={variants.error} />
      {variants.data?.scenes.length === 0 && <p class="muted">{t('scene.noneYet')}</p>}
      <ul class="grid">
        {variants.data?.scenes.map((variant) => (
          <li class="card tile">
            <a href={`/scenes/${variant.image_id}`}>
              <img src={variant.image_url} alt={variant.alt_text} loading="lazy" />
              <span class="name">{variant.prompt}</span>
            </a>
            <span class="muted small">{t('scenes.likeness', { score: variant.consistency_score })}</span>
          </li>
        ))}
      </ul>
      <SceneEdits scene={s} />
      {s.character_id && <Vary scene={s} onMade={variants.reload} />}
      <div class="buttons">
        <button type="button" class="danger" disabled={remove.busy} onClick={() => void remove.run()}>
          {t('scene.delete')}
        </button>
      </div>
      <ErrorNote error={remove.error} />
    </Page>
  );
}

/** A scene of two to four locked characters together (2 credits): each one's likeness, and what of the prompt was not drawn. */
export function MultiScenePage() {
  const characters = useLoad(() => allCharacters(), []);
  const [chosen, setChosen] = useState<string[]>([]);
  const [poses, setPoses] = useState<Record<string, PoseValue>>({});
  const [prompt, setPrompt] = useState('');
  const [model, setModel] = useState('');
  const [result, setResult] = useState<Schemas['MultiGenerateResult']>();
  const { since, timed } = useTimedRun('multi');
  const locked = characters.data?.filter((character) => character.status !== 'draft') ?? [];
  const generate = useAction(async () => {
    setResult(undefined);
    const body = { character_ids: chosen, prompt, ...modelField(model), ...posesField(poses, chosen) };
    setResult(await timed(1, () => unwrap(api.POST('/api/generate-multi', { body, headers: { 'Idempotency-Key': crypto.randomUUID() } }))));
  });
  const toggle = (id: string) => {
    setChosen(chosen.includes(id) ? chosen.filter((one) => one !== id) : [...chosen, id].slice(0, 4));
    setPoses(({ [id]: _dropped, ...others }) => others);
  };
  return (
    <Page title={t('scene.multiTitle')}>
      {characters.data && locked.length < 2 ? (
        <Empty>{rich('scene.multiNeeds', {}, { lock: (words) => <a href="/characters">{words}</a>, library: (words) => <a href="/library">{words}</a> })}</Empty>
      ) : (
        <ActionForm onSubmit={generate.run}>
          <h2>{t('scene.multiNew')}</h2>
          <fieldset>
            <legend>{t('scene.who')}</legend>
            {locked.map((character) => (
              <label class="check">
                <input type="checkbox" name="character_ids" checked={chosen.includes(character.id)} onChange={() => toggle(character.id)} /> {character.name}
              </label>
            ))}
          </fieldset>
          <label>
            {t('common.scene')}
            <textarea name="prompt" required rows={2} maxLength={4000} placeholder={t('scene.multiPlaceholder')} value={prompt} onInput={(e) => setPrompt(e.currentTarget.value)} />
          </label>
          {locked
            .filter((character) => chosen.includes(character.id))
            .map((character) => (
              <PoseField key={character.id} legend={t('pose.legendFor', { name: character.name })} onChange={(pose) => setPoses((all) => ({ ...all, [character.id]: pose }))} />
            ))}
          <ModelChoice value={model} onChange={setModel} />
          <ErrorNote error={generate.error} />
          {since !== undefined && <Working what={t('scene.drawing')} kind="multi" units={1} since={since} />}
          <button type="submit" class="primary" disabled={generate.busy || chosen.length < 2}>
            {chosen.length < 2 ? t('scene.chooseTwo') : t('common.generate')}
          </button>
        </ActionForm>
      )}
      {result && (
        <SceneResult result={{ ...result, consistency_score: result.average_score }}>
          <p class="small">{t('scene.eachCharacter', { scores: list(result.characters.map((character) => `${character.name} ${character.score}`)) })}</p>
        </SceneResult>
      )}
    </Page>
  );
}
