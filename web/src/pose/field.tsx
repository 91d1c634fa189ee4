import { useState } from 'preact/hooks';
import { lazy } from '../lazy';
import { POSE_WORDS as W } from '../picture-words';
import type { PoseValue } from './picker';

export type { PoseValue };

const PosePicker = lazy(async () => (await import('./picker')).default, W.loading);

/** Where a form takes a pose: the words alone until asked, then the picker (loaded then). */
export function PoseField({ legend, onChange }: { legend: string; onChange: (pose: PoseValue) => void }) {
  const [open, setOpen] = useState(false);
  if (open) return <PosePicker legend={legend} onChange={onChange} initial="catalogue" />;
  return (
    <p class="pose-field">
      <span>
        {legend}: {W.none.toLowerCase()}.
      </span>{' '}
      <button type="button" class="link" onClick={() => setOpen(true)}>
        {W.open}
      </button>
    </p>
  );
}
