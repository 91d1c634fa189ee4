import { useState } from 'preact/hooks';
import { lazy } from '../lazy';
import { t } from '../i18n';
import type { PoseValue } from './picker';

export type { PoseValue };

const PosePicker = lazy(async () => (await import('./picker')).default, 'pose.loading');

/** Where a form takes a pose: the words alone until asked, then the picker (loaded then). */
export function PoseField({ legend, onChange }: { legend: string; onChange: (pose: PoseValue) => void }) {
  const [open, setOpen] = useState(false);
  if (open) return <PosePicker legend={legend} onChange={onChange} initial="catalogue" />;
  return (
    <p class="pose-field">
      <span>{t('pose.noneChosen', { legend })}</span>{' '}
      <button type="button" class="link" onClick={() => setOpen(true)}>
        {t('pose.open')}
      </button>
    </p>
  );
}

/** The `poses` field of a request with a pose for each of several characters: those given, by character id; left out when none is. */
export function posesField(poses: Record<string, PoseValue>, among?: string[]): { poses?: Record<string, NonNullable<PoseValue>> } {
  const given = Object.entries(poses).filter((entry): entry is [string, NonNullable<PoseValue>] => entry[1] !== undefined && (!among || among.includes(entry[0])));
  return given.length ? { poses: Object.fromEntries(given) } : {};
}
