import { useEffect, useRef, useState } from 'preact/hooks';
import { percent, t } from '../i18n';

export type Where = 'whole' | 'paint' | 'box';
export type Tool = 'brush' | 'eraser';
/** A box in percent of the picture, as the API's `region` takes it. */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Paint shows in this colour (half transparent) over the picture; the mask sent is white where painted. */
const PAINT = '#ff1f6b';
/** Arrow keys move the box this many percent; with Shift they resize it. */
const BOX_STEP = 2;
const MIN_BOX = 2;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Whether anything is painted on the canvas (any pixel not fully transparent). */
export function hasPaint(canvas: HTMLCanvasElement): boolean {
  const { data } = (canvas.getContext('2d') as CanvasRenderingContext2D).getImageData(0, 0, canvas.width, canvas.height);
  for (let i = 3; i < data.length; i += 4) if (data[i] > 0) return true;
  return false;
}

/** The mask the API takes: a PNG of the picture's size, white where painted and black elsewhere, as a data: URL. */
export function maskPng(canvas: HTMLCanvasElement): string {
  const white = document.createElement('canvas');
  white.width = canvas.width;
  white.height = canvas.height;
  const whiteContext = white.getContext('2d') as CanvasRenderingContext2D;
  whiteContext.drawImage(canvas, 0, 0);
  whiteContext.globalCompositeOperation = 'source-in';
  whiteContext.fillStyle = '#fff';
  whiteContext.fillRect(0, 0, white.width, white.height);
  const mask = document.createElement('canvas');
  mask.width = canvas.width;
  mask.height = canvas.height;
  const context = mask.getContext('2d') as CanvasRenderingContext2D;
  context.fillStyle = '#000';
  context.fillRect(0, 0, mask.width, mask.height);
  context.drawImage(white, 0, 0);
  return mask.toDataURL('image/png');
}

/** A box moved (arrows) or resized (Shift and arrows) by a key, kept inside the picture. */
function nudged(box: Region, key: string, resize: boolean): Region | undefined {
  const delta = ({ ArrowLeft: [-BOX_STEP, 0], ArrowRight: [BOX_STEP, 0], ArrowUp: [0, -BOX_STEP], ArrowDown: [0, BOX_STEP] } as Record<string, [number, number]>)[key];
  if (!delta) return undefined;
  if (resize) {
    const width = clamp(box.width + delta[0], MIN_BOX, 100 - box.x);
    const height = clamp(box.height + delta[1], MIN_BOX, 100 - box.y);
    return { ...box, width, height };
  }
  return { ...box, x: clamp(box.x + delta[0], 0, 100 - box.width), y: clamp(box.y + delta[1], 0, 100 - box.height) };
}

/**
 * The picture with what may change marked on it: painted with a brush (the eraser takes paint away) on a canvas of
 * the picture's own size, or a box dragged on it (then moved and resized with the keys). Mouse, touch and pen alike.
 */
export function MaskSurface({ image, alt, where, tool, brush, box, onBox, canvas, clearSignal }: {
  image: string;
  alt: string;
  where: Where;
  tool: Tool;
  /** Brush diameter in percent of the picture's width. */
  brush: number;
  box?: Region;
  onBox: (box: Region) => void;
  canvas: { current: HTMLCanvasElement | null };
  clearSignal: number;
}) {
  const surface = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number }>();
  const last = useRef<[number, number] | undefined>(undefined);
  const boxStart = useRef<[number, number] | undefined>(undefined);
  useEffect(() => {
    const paint = canvas.current;
    paint?.getContext('2d')?.clearRect(0, 0, paint.width, paint.height);
  }, [clearSignal]);

  const percentAt = (event: PointerEvent): [number, number] => {
    const rect = (surface.current as HTMLDivElement).getBoundingClientRect();
    return [clamp(((event.clientX - rect.left) / rect.width) * 100, 0, 100), clamp(((event.clientY - rect.top) / rect.height) * 100, 0, 100)];
  };
  const stroke = (to: [number, number]) => {
    const paint = canvas.current;
    const context = paint?.getContext('2d');
    if (!paint || !context) return;
    const [x, y] = [(to[0] / 100) * paint.width, (to[1] / 100) * paint.height];
    const [fromX, fromY] = last.current ? [(last.current[0] / 100) * paint.width, (last.current[1] / 100) * paint.height] : [x, y];
    context.globalCompositeOperation = tool === 'eraser' ? 'destination-out' : 'source-over';
    context.strokeStyle = PAINT;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.lineWidth = (brush / 100) * paint.width;
    context.beginPath();
    context.moveTo(fromX, fromY);
    context.lineTo(x + 0.01, y);
    context.stroke();
    last.current = to;
  };
  const drawBox = (to: [number, number]) => {
    const from = boxStart.current;
    if (!from) return;
    const [x, y] = [Math.min(from[0], to[0]), Math.min(from[1], to[1])];
    onBox({ x, y, width: Math.max(MIN_BOX, Math.abs(to[0] - from[0])), height: Math.max(MIN_BOX, Math.abs(to[1] - from[1])) });
  };
  const marking = where !== 'whole';
  return (
    <div
      class={`edit-surface ${where}`}
      ref={surface}
      onPointerDown={(event) => {
        if (!marking || (event.target as Element).closest('.region')) return;
        event.preventDefault();
        (event.currentTarget as Element).setPointerCapture(event.pointerId);
        const at = percentAt(event);
        if (where === 'paint') {
          last.current = undefined;
          stroke(at);
        } else {
          boxStart.current = at;
          drawBox(at);
        }
      }}
      onPointerMove={(event) => {
        if (where === 'paint' && last.current) stroke(percentAt(event));
        if (where === 'box' && boxStart.current) drawBox(percentAt(event));
      }}
      onPointerUp={() => {
        last.current = undefined;
        boxStart.current = undefined;
      }}
    >
      <img src={image} alt={alt} draggable={false} onLoad={(event) => setSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })} />
      {size && <canvas ref={canvas} width={size.width} height={size.height} class="paint" aria-hidden="true" hidden={where !== 'paint'} data-testid="mask-canvas" />}
      {where === 'box' && box && (
        <div
          class="region"
          role="button"
          tabIndex={0}
          aria-label={t('edit.boxLabel', { x: percent(box.x), y: percent(box.y), width: percent(box.width), height: percent(box.height) })}
          aria-describedby="box-hint"
          data-testid="region"
          style={{ left: `${box.x}%`, top: `${box.y}%`, width: `${box.width}%`, height: `${box.height}%` }}
          onKeyDown={(event) => {
            const next = nudged(box, event.key, event.shiftKey);
            if (!next) return;
            event.preventDefault();
            onBox(next);
          }}
        />
      )}
    </div>
  );
}
