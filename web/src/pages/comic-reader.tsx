import { useEffect, useRef, useState } from 'preact/hooks';
import { allCharacters, api, type Schemas, unwrap } from '../api/client';
import { PanelEdit } from '../editor';
import { useAction, useLoad } from '../hooks';
import { type ComicWithPages, useLiveComic } from '../live';
import { PoseField, posesField, type PoseValue } from '../pose/field';
import { navigate } from '../router';
import { durationWords, useTimedRun, Working } from '../timing';
import { t, type MessageKey } from '../i18n';
import { ActionForm, Empty, ErrorNote, Loading, Page, statusWord } from '../ui';

type Comic = Schemas['Comic'];
type Panel = Schemas['ComicPanel'];
type Direction = Schemas['ReadingDirection'];

const SHOTS: Array<[Schemas['ComicShot'], MessageKey]> = [
  ['establishing', 'reader.shotEstablishing'],
  ['wide', 'reader.shotWide'],
  ['two_shot', 'reader.shotTwo'],
  ['medium', 'reader.shotMedium'],
  ['closeup', 'reader.shotCloseup'],
  ['reaction_closeup', 'reader.shotReaction'],
  ['over_shoulder', 'reader.shotOverShoulder'],
  ['splash', 'reader.shotSplash'],
];
const MAX_PANELS = 12;
const CAPTION_WORDS = 10;
/** A swipe turns the page when it moves this far sideways, more than up or down. */
const SWIPE_PX = 50;


/** A query string for the comic's files: reading direction, and a version so an edited page is fetched again. */
function fileQuery(direction: Direction, version: number, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ ...(direction === 'rtl' ? { direction } : {}), ...extra, ...(version ? { v: String(version) } : {}) }).toString();
  return query ? `?${query}` : '';
}

/** Inputs whose arrow keys do nothing (a box ticked, a choice made): a page still turns. */
const NOT_TYPED = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'color', 'file']);

/** Whether a key press belongs to a form field (typing or choosing there never turns a page). */
function typingIn(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element) return false;
  if (element instanceof HTMLInputElement) return !NOT_TYPED.has(element.type);
  return element.isContentEditable || ['TEXTAREA', 'SELECT'].includes(element.tagName);
}

/** A printed page and, beside it, what its panels show and say (their alt_text), which describes the picture. */
function PrintedPage({ page, number, total, panels, version }: { page: Schemas['ComicLayout']['pages'][number]; number: number; total: number; panels: Panel[]; version: number }) {
  const shown = page.panels.map((frame) => panels.find((panel) => panel.page_number === frame.page_number)).filter((panel) => panel !== undefined);
  const src = version ? `${page.url}${page.url.includes('?') ? '&' : '?'}v=${version}` : page.url;
  return (
    <figure class="printed">
      <img
        src={src}
        alt={
          shown.length === 1
            ? t('reader.pageAltOne', { page: number, total, panel: shown[0].page_number })
            : t('reader.pageAltRange', { page: number, total, first: shown[0]?.page_number ?? 0, last: shown[shown.length - 1]?.page_number ?? 0 })
        } aria-describedby="page-text" data-testid="printed-page" draggable={false} />
      <figcaption id="page-text" class="panel-text" data-testid="page-text">
        <ol>
          {shown.map((panel) => (
            <li key={panel.page_number}>
              <strong>{t('reader.panelNumber', { number: panel.page_number })}</strong> {panel.alt_text}
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}

/**
 * The printed pages one at a time: the buttons, the arrow keys (reversed for right-to-left reading) and a sideways
 * swipe turn them, and the new page is scrolled to its top.
 */
function PageReader({ id, direction, panels, version }: { id: string; direction: Direction; panels: Panel[]; version: number }) {
  const layout = useLoad(() => unwrap(api.GET('/api/comics/{id}/layout', { params: { path: { id }, query: direction === 'rtl' ? { direction } : {} } })), [id, direction, version]);
  const [page, setPage] = useState(0);
  const turned = useRef(false);
  const reader = useRef<HTMLElement>(null);
  const swipe = useRef<{ x: number; y: number } | undefined>(undefined);
  const printed = layout.data?.pages ?? [];
  const last = printed.length - 1;
  // Read when a key is pressed: a key pressed right after the direction changed already goes the new way.
  const reading = useRef({ direction, last });
  reading.current = { direction, last };
  const turn = (by: number) => {
    setPage((current) => Math.min(Math.max(current + by, 0), Math.max(reading.current.last, 0)));
    turned.current = true;
  };
  useEffect(() => {
    if (!turned.current) return;
    turned.current = false;
    reader.current?.scrollIntoView({ block: 'start' });
  }, [page]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typingIn(event.target)) return;
      const rtl = reading.current.direction === 'rtl';
      const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
      const back = rtl ? 'ArrowRight' : 'ArrowLeft';
      if (event.key !== forward && event.key !== back) return;
      event.preventDefault();
      turn(event.key === forward ? 1 : -1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  if (layout.error) return <ErrorNote error={layout.error} />;
  if (printed.length === 0) return null;
  const current = printed[Math.min(page, last)];
  const previous = (
    <button type="button" disabled={page === 0} onClick={() => turn(-1)}>
      {t('reader.previousPage')}
    </button>
  );
  const next = (
    <button type="button" disabled={page >= last} onClick={() => turn(1)}>
      {t('reader.nextPage')}
    </button>
  );
  return (
    <section
      class="reader"
      aria-label={t('reader.pages')}
      ref={reader}
      onPointerDown={(event) => (swipe.current = { x: event.clientX, y: event.clientY })}
      onPointerUp={(event) => {
        const start = swipe.current;
        swipe.current = undefined;
        if (!start || event.pointerType === 'mouse') return;
        const dx = event.clientX - start.x;
        if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
        // A swipe to the left brings the next page in left-to-right reading, the previous one in right-to-left.
        turn((dx < 0 ? 1 : -1) * (direction === 'rtl' ? -1 : 1));
      }}
    >
      <PrintedPage page={current} number={page + 1} total={printed.length} panels={panels} version={version} />
      <div class="pager">
        {direction === 'rtl' ? next : previous}
        <span>{t('reader.pageOf', { page: page + 1, total: printed.length })}</span>
        {direction === 'rtl' ? previous : next}
      </div>
      <p class="hint center">{t('reader.keysHint')}</p>
    </section>
  );
}

/** The comic as one vertical strip, slice after slice, for reading on a phone. */
function WebtoonReader({ id, version }: { id: string; version: number }) {
  const strip = useLoad(() => unwrap(api.GET('/api/comics/{id}/webtoon', { params: { path: { id } } })), [id, version]);
  if (strip.loading && !strip.data) return <Loading text={t('reader.loadingWebtoon')} />;
  if (!strip.data) return <ErrorNote error={strip.error} />;
  return (
    <section class="webtoon" aria-label={t('reader.webtoon')} data-testid="webtoon">
      {strip.data.slices.map((slice) => (
        <img src={`${slice.url}${fileQuery('ltr', version)}`} alt={slice.alt_text} width={strip.data?.width} height={slice.height} loading="lazy" />
      ))}
    </section>
  );
}

/** PDF (pages or one panel a page), CBZ and EPUB, in the reading direction chosen; each named after the comic. */
function Downloads({ id, direction }: { id: string; direction: Direction }) {
  const file = (extension: string, extra: Record<string, string> = {}) => `/api/comics/${id}.${extension}${fileQuery(direction, 0, extra)}`;
  return (
    <div class="buttons" role="group" aria-label={t('reader.downloads')}>
      <a class="button primary" href={file('pdf')} download="">
        {t('common.downloadPdf')}
      </a>
      <a class="button" href={`/api/comics/${id}.pdf${fileQuery('ltr', 0, { layout: 'panels' })}`} download="">
        {t('reader.pdfPanels')}
      </a>
      <a class="button" href={file('cbz')} download="">
        CBZ
      </a>
      <a class="button" href={file('epub')} download="">
        EPUB
      </a>
    </div>
  );
}

/** A character of the comic: who can speak in a panel and be posed in it. */
type Member = { id: string; name: string };

/** The comic's characters, by id and name. */
function useComicCast(comic: Comic | undefined): Member[] {
  const characters = useLoad(() => allCharacters(), []);
  const ids = comic?.character_ids ?? [];
  return ids.flatMap((id) => {
    const name = characters.data?.find((character) => character.id === id)?.name;
    return name ? [{ id, name }] : [];
  });
}

const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** A panel's words, how they are said and by whom, as its forms edit them (from the panel, or empty for a new one). */
function useCaption(panel: Panel | undefined, cast: string[]) {
  const [caption, setCaption] = useState(panel?.caption ?? '');
  const [captionType, setCaptionType] = useState<Schemas['CaptionType']>(panel?.caption_type ?? 'narration');
  const [speaker, setSpeaker] = useState(panel?.speaker ?? cast[0] ?? '');
  return { caption, captionType, speaker, setCaption, setCaptionType, setSpeaker };
}

/** The words of a panel, how they are said and by whom: shared by the lettering editor and the panel form. */
function CaptionFields({ words: state, cast }: { words: ReturnType<typeof useCaption>; cast: string[] }) {
  const { caption, captionType, speaker } = state;
  const onChange = (change: { caption?: string; captionType?: Schemas['CaptionType']; speaker?: string }) => {
    if (change.caption !== undefined) state.setCaption(change.caption);
    if (change.captionType) state.setCaptionType(change.captionType);
    if (change.speaker !== undefined) state.setSpeaker(change.speaker);
  };
  const words = wordCount(caption);
  return (
    <>
      <label>
        {t('reader.words', { count: words, max: CAPTION_WORDS })}
        <textarea name="caption" rows={2} value={caption} onInput={(e) => onChange({ caption: e.currentTarget.value })} aria-invalid={words > CAPTION_WORDS} />
      </label>
      <div class="row">
        <label>
          {t('reader.howSaid')}
          <select name="caption_type" value={captionType} onChange={(e) => onChange({ captionType: e.currentTarget.value as Schemas['CaptionType'] })}>
            <option value="narration">{t('reader.narration')}</option>
            <option value="dialogue">{t('reader.spoken')}</option>
          </select>
        </label>
        {captionType === 'dialogue' && (
          <label>
            {t('reader.whoSays')}
            <select name="speaker" value={speaker} onChange={(e) => onChange({ speaker: e.currentTarget.value })}>
              {cast.map((name) => (
                <option value={name}>{name}</option>
              ))}
            </select>
          </label>
        )}
      </div>
    </>
  );
}

/**
 * A panel's lettering, edited where it is: each balloon is a button on the picture; the chosen one is dragged (or
 * moved with its number fields) to a new place, and the words, how they are said and who says them are edited below.
 * Saving letters the panel again (free), and its picture and the printed pages show the new lettering.
 */
function LetteringEditor({ comicId, panel, cast, version, onSaved, onClose }: { comicId: string; panel: Panel; cast: string[]; version: number; onSaved: () => void; onClose: () => void }) {
  const words = useCaption(panel, cast);
  const { caption, captionType, speaker } = words;
  const [anchors, setAnchors] = useState(panel.bubbles.map((bubble) => ({ ...bubble.anchor })));
  const [chosen, setChosen] = useState(0);
  const picture = useRef<HTMLDivElement>(null);
  const dragging = useRef<number | undefined>(undefined);
  const moved = anchors.some((anchor, index) => anchor.x !== panel.bubbles[index]?.anchor.x || anchor.y !== panel.bubbles[index]?.anchor.y);
  const save = useAction(async () => {
    const body = {
      caption,
      caption_type: captionType,
      speaker: captionType === 'dialogue' ? speaker : null,
      // Anchors go with the bubbles they were set for: a new text may make other bubbles, placed by the letterer.
      ...(moved && caption === panel.caption ? { bubble_anchors: anchors.map(({ x, y }) => ({ x: Math.round(x), y: Math.round(y) })) } : {}),
    };
    await unwrap(api.PATCH('/api/comics/{id}/panels/{page_number}', { params: { path: { id: comicId, page_number: panel.page_number } }, body }));
    onSaved();
  });
  const place = (index: number, clientX: number, clientY: number) => {
    const box = picture.current?.getBoundingClientRect();
    if (!box) return;
    const clamp = (value: number) => Math.min(100, Math.max(0, value));
    setAnchors((all) => all.map((anchor, i) => (i === index ? { x: clamp(((clientX - box.left) / box.width) * 100), y: clamp(((clientY - box.top) / box.height) * 100) } : anchor)));
  };
  const image = panel.page_url ?? panel.image_url ?? '';
  return (
    <ActionForm onSubmit={save.run}>
      <h3>{t('reader.letteringHeading', { number: panel.page_number })}</h3>
      <p class="hint">{t('reader.letteringHint')}</p>
      <div
        class="lettering"
        ref={picture}
        onPointerMove={(event) => dragging.current !== undefined && place(dragging.current, event.clientX, event.clientY)}
        onPointerUp={() => (dragging.current = undefined)}
        onPointerLeave={() => (dragging.current = undefined)}
      >
        <img src={`${image}${fileQuery('ltr', version)}`} alt={panel.alt_text} draggable={false} />
        {panel.bubbles.map((bubble, index) => (
          <button
            type="button"
            class={`bubble-handle${index === chosen ? ' chosen' : ''}`}
            style={{ left: `${anchors[index].x}%`, top: `${anchors[index].y}%` }}
            aria-pressed={index === chosen}
            aria-label={t('reader.balloon', { number: index + 1, text: bubble.text })}
            onClick={() => setChosen(index)}
            onPointerDown={(event) => {
              setChosen(index);
              dragging.current = index;
              (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
            }}
            onPointerMove={(event) => dragging.current === index && place(index, event.clientX, event.clientY)}
            onPointerUp={() => (dragging.current = undefined)}
          >
            {index + 1}
          </button>
        ))}
      </div>
      {anchors[chosen] && (
        <div class="row">
          <label>
            {t('reader.across', { number: chosen + 1 })}
            <input type="number" name="anchor_x" min={0} max={100} value={Math.round(anchors[chosen].x)} onInput={(e) => setAnchors((all) => all.map((a, i) => (i === chosen ? { ...a, x: Number(e.currentTarget.value) } : a)))} />
          </label>
          <label>
            {t('reader.down')}
            <input type="number" name="anchor_y" min={0} max={100} value={Math.round(anchors[chosen].y)} onInput={(e) => setAnchors((all) => all.map((a, i) => (i === chosen ? { ...a, y: Number(e.currentTarget.value) } : a)))} />
          </label>
        </div>
      )}
      <CaptionFields words={words} cast={cast} />
      <ErrorNote error={save.error} />
      <div class="buttons">
        <button type="submit" class="primary" disabled={save.busy}>
          {save.busy ? t('reader.lettering') : t('reader.saveLettering')}
        </button>
        <button type="button" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </ActionForm>
  );
}

/**
 * Draws a panel (1 credit, refunded if it fails): a new one in the next free place, or again in its place (`panel`),
 * from what happens in it, the framing, its words and an earlier panel to keep the look of.
 */
function PanelForm({ comicId, panel, free, drawn, cast, onDrawn, onClose }: { comicId: string; panel?: Panel; free: number; drawn: number[]; cast: Member[]; onDrawn: () => void; onClose?: () => void }) {
  const [action, setAction] = useState(panel?.action ?? '');
  const [shot, setShot] = useState<Schemas['ComicShot']>(panel?.shot ?? 'wide');
  const [poses, setPoses] = useState<Record<string, PoseValue>>({});
  const names = cast.map((member) => member.name);
  const words = useCaption(panel, names);
  const { caption, captionType, speaker } = words;
  const pageNumber = panel?.page_number ?? free;
  const earlier = drawn.filter((number) => number < pageNumber);
  const [continueFrom, setContinueFrom] = useState(earlier.length ? String(earlier[earlier.length - 1]) : '');
  const { since, timed } = useTimedRun('panel');
  const draw = useAction(async () => {
    const body = {
      page_number: pageNumber,
      action,
      shot,
      caption,
      caption_type: captionType,
      ...(captionType === 'dialogue' ? { speaker } : {}),
      ...(continueFrom ? { continue_from: Number(continueFrom) } : {}),
      ...posesField(poses),
    };
    await timed(1, () => unwrap(api.POST('/api/comics/{id}/panels', { params: { path: { id: comicId } }, body, headers: { 'Idempotency-Key': crypto.randomUUID() } })));
    onDrawn();
  });
  return (
    <ActionForm onSubmit={draw.run}>
      <h3>{panel ? t('reader.redrawHeading', { number: panel.page_number }) : t('reader.addHeading', { number: pageNumber })}</h3>
      <label>
        {t('reader.whatHappens')}
        <textarea name="action" required maxLength={1000} rows={2} placeholder={t('reader.whatHappensPlaceholder')} value={action} onInput={(e) => setAction(e.currentTarget.value)} />
      </label>
      <div class="row">
        <label>
          {t('reader.framing')}
          <select name="shot" value={shot} onChange={(e) => setShot(e.currentTarget.value as Schemas['ComicShot'])}>
            {SHOTS.map(([value, label]) => (
              <option value={value}>{t(label)}</option>
            ))}
          </select>
        </label>
        {earlier.length > 0 && (
          <label>
            {t('reader.keepLook')}
            <select name="continue_from" value={continueFrom} onChange={(e) => setContinueFrom(e.currentTarget.value)}>
              <option value="">{t('reader.settingOnly')}</option>
              {earlier.map((number) => (
                <option value={String(number)}>{t('reader.panelOption', { number })}</option>
              ))}
            </select>
          </label>
        )}
      </div>
      <CaptionFields words={words} cast={names} />
      {cast.map((member) => (
        <PoseField key={member.id} legend={t('pose.legendFor', { name: member.name })} onChange={(pose) => setPoses((all) => ({ ...all, [member.id]: pose }))} />
      ))}
      <ErrorNote error={draw.error} />
      {since !== undefined && <Working what={t('reader.drawingPanel')} kind="panel" units={1} since={since} />}
      <div class="buttons">
        <button type="submit" class="primary" disabled={draw.busy}>
          {panel ? t('reader.drawAgainButton') : t('reader.drawPanel')}
        </button>
        {onClose && (
          <button type="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </ActionForm>
  );
}

/** What a panel card is showing below it: nothing, its lettering editor, its picture's edit tool, or the form to draw it again. */
type Editing = { panel: number; what: 'lettering' | 'picture' | 'redraw' } | undefined;

function Panels({ comic, pages, cast, editable, version, onChanged }: { comic: Comic; pages: Panel[]; cast: Member[]; editable: boolean; version: number; onChanged: () => void }) {
  const [editing, setEditing] = useState<Editing>();
  const slots = Array.from({ length: Math.max(comic.status === 'generating' ? comic.page_count : 0, pages.length) }, (_, index) => pages[index]);
  const drawn = pages.filter((panel) => panel.image_url).map((panel) => panel.page_number);
  return (
    <ol class="panels" aria-live="polite">
      {slots.map((panel, index) => (
        <li class={`card panel${editing?.panel === panel?.page_number ? ' editing' : ''}`} data-testid={panel?.image_url ? 'panel-ready' : 'panel-pending'}>
          {editing?.panel === panel?.page_number && editing?.what !== 'redraw' ? null : panel?.page_url || panel?.image_url ? (
            <img src={`${panel.page_url ?? panel.image_url ?? ''}${fileQuery('ltr', version)}`} alt={panel.alt_text} />
          ) : (
            <div class="placeholder pending" aria-hidden="true" />
          )}
          <p class="small">
            <strong>{panel?.page_number ?? index + 1}.</strong> {panel ? panel.caption || panel.action : t('reader.drawing')}
          </p>
          {panel?.error && <p class="error-text">{panel.error}</p>}
          {editable && panel && (
            <div class="buttons">
              {panel.image_url && (
                <button type="button" aria-label={t('reader.editLetteringNamed', { number: panel.page_number })} onClick={() => setEditing({ panel: panel.page_number, what: 'lettering' })}>
                  {t('reader.editLettering')}
                </button>
              )}
              {panel.image_url && (
                <button type="button" aria-label={t('edit.panelEditNamed', { number: panel.page_number })} onClick={() => setEditing({ panel: panel.page_number, what: 'picture' })}>
                  {t('edit.panelEdit')}
                </button>
              )}
              <button type="button" aria-label={t('reader.drawAgainNamed', { number: panel.page_number })} onClick={() => setEditing({ panel: panel.page_number, what: 'redraw' })}>
                {t('reader.drawAgain')}
              </button>
            </div>
          )}
          {editing?.panel === panel?.page_number && panel && editing.what === 'lettering' && (
            <LetteringEditor
              comicId={comic.id}
              panel={panel}
              cast={cast.map((member) => member.name)}
              version={version}
              onSaved={() => {
                setEditing(undefined);
                onChanged();
              }}
              onClose={() => setEditing(undefined)}
            />
          )}
          {editing?.panel === panel?.page_number && panel && editing.what === 'picture' && <PanelEdit comicId={comic.id} panel={panel} onEdited={onChanged} onClose={() => setEditing(undefined)} />}
          {editing?.panel === panel?.page_number && panel && editing.what === 'redraw' && (
            <PanelForm
              comicId={comic.id}
              panel={panel}
              free={panel.page_number}
              drawn={drawn}
              cast={cast}
              onDrawn={() => {
                setEditing(undefined);
                onChanged();
              }}
              onClose={() => setEditing(undefined)}
            />
          )}
        </li>
      ))}
    </ol>
  );
}

/** "Drawing panels: 2 of 5 done, about 20 seconds left" from how long this comic's drawn panels took. */
function progressWords(comic: Comic, pages: Panel[]): string {
  if (pages.length === 0) return t('reader.planningStory');
  const drawn = pages.filter((panel) => panel.image_url).length;
  const elapsed = (Date.now() - Date.parse(comic.created_at)) / 1000;
  if (drawn > 0 && drawn < pages.length) return t('reader.drawingPanelsLeft', { drawn, total: pages.length, duration: durationWords((elapsed / drawn) * (pages.length - drawn)) });
  return t('reader.drawingPanels', { drawn, total: pages.length });
}

/**
 * The reader and editor of a comic: its panels appearing while it generates, then the printed pages (arrow keys,
 * swipes, right to left for manga) or the webtoon strip, every download, each panel's lettering edited on the picture,
 * a panel drawn again or added, and the comic deleted.
 */
export function ComicReader({ id }: { id: string }) {
  const comic = useLiveComic(id);
  const cast = useComicCast(comic.data?.comic);
  const [view, setView] = useState<'pages' | 'webtoon'>('pages');
  const [rtl, setRtl] = useState<boolean>();
  const [adding, setAdding] = useState(false);
  /** Bumped after every edit: the pictures and pages are fetched again. */
  const [version, setVersion] = useState(0);
  const remove = useAction(async () => {
    if (!window.confirm(t('reader.deleteConfirm', { title: comic.data?.comic.title ?? '' }))) return;
    await unwrap(api.DELETE('/api/comics/{id}', { params: { path: { id } } }));
    navigate('/comics');
  });
  if (comic.loading && !comic.data) return <Loading text={t('reader.loading')} />;
  if (!comic.data) return <ErrorNote error={comic.error} />;
  const { comic: c, pages }: ComicWithPages = comic.data;
  const ready = c.status === 'ready';
  const manga = c.style_preset === 'manga_bw';
  const direction: Direction = manga && (rtl ?? true) ? 'rtl' : 'ltr';
  const hasArt = pages.some((panel) => panel.image_url);
  const used = new Set(pages.map((panel) => panel.page_number));
  const free = Array.from({ length: MAX_PANELS }, (_, index) => index + 1).find((number) => !used.has(number));
  const changed = () => {
    setVersion((n) => n + 1);
    comic.reload();
  };
  return (
    <Page title={c.title} actions={<span class={`badge ${c.status}`}>{statusWord(c.status)}</span>}>
      {c.story_prompt && <p class="lead">{c.story_prompt}</p>}
      {c.status === 'generating' && (
        <p role="status" data-testid="progress">
          {progressWords(c, pages)}
        </p>
      )}
      {c.status === 'failed' && <p class="state error">{t('reader.failed', { error: c.error ?? t('reader.unknownError') })}</p>}
      {ready && hasArt && (
        <>
          <div class="buttons view-choice" role="group" aria-label={t('reader.howToRead')}>
            <button type="button" aria-pressed={view === 'pages'} onClick={() => setView('pages')}>
              {t('reader.printed')}
            </button>
            <button type="button" aria-pressed={view === 'webtoon'} onClick={() => setView('webtoon')}>
              {t('reader.webtoonButton')}
            </button>
            {manga && (
              <label class="check">
                <input type="checkbox" checked={direction === 'rtl'} onChange={(e) => setRtl(e.currentTarget.checked)} /> {t('reader.rightToLeft')}
              </label>
            )}
          </div>
          <Downloads id={id} direction={direction} />
          {view === 'pages' ? <PageReader id={id} direction={direction} panels={pages} version={version} /> : <WebtoonReader id={id} version={version} />}
        </>
      )}
      <h2>{t('comics.panels')}</h2>
      {ready && pages.length === 0 && <Empty>{t('reader.noPanels')}</Empty>}
      <Panels comic={c} pages={pages} cast={cast} editable={ready} version={version} onChanged={changed} />
      {ready && free !== undefined && (
        adding || pages.length === 0 ? (
          <PanelForm
            comicId={id}
            free={free}
            drawn={pages.filter((panel) => panel.image_url).map((panel) => panel.page_number)}
            cast={cast}
            onDrawn={() => {
              setAdding(false);
              changed();
            }}
            onClose={pages.length ? () => setAdding(false) : undefined}
          />
        ) : (
          <div class="buttons">
            <button type="button" onClick={() => setAdding(true)}>
              {t('reader.addPanel')}
            </button>
          </div>
        )
      )}
      {c.status !== 'generating' && (
        <div class="buttons">
          <button type="button" class="danger" disabled={remove.busy} onClick={() => void remove.run()}>
            {t('reader.delete')}
          </button>
        </div>
      )}
      <ErrorNote error={remove.error} />
    </Page>
  );
}
