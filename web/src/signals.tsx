import type { ComponentChildren } from 'preact';
import type { Schemas } from './api/client';
import { t } from './i18n';

/** What a scored picture says of itself: a generation's answer or a stored scene. */
type Scored = Pick<Schemas['GenerateResult'], 'consistency_score' | 'passed' | 'attempts' | 'reasoning' | 'issues' | 'prompt_issues'> & { cached?: boolean };

/**
 * How well the picture matches the character and what of the prompt it did not draw, side by side and never mixed:
 * a likeness that met the bar is not called a pass when the picture left out what was asked for.
 */
export function Signals({ result }: { result: Scored }) {
  const others = result.issues.filter((issue) => !result.prompt_issues.includes(issue));
  return (
    <div class="signals" data-testid="signals">
      <dl>
        <dt>{t('signals.likeness')}</dt>
        <dd>
          <strong data-testid="score">{result.consistency_score}</strong> / 100,{' '}
          {t(result.passed ? 'signals.passed' : 'signals.belowMinimum', { attempts: result.attempts })}
          {result.cached ? ` ${t('signals.cached')}` : ''}
        </dd>
        <dt>{t('signals.asked')}</dt>
        <dd data-testid="prompt-adherence">
          {result.prompt_issues.length === 0 ? (
            t('signals.allDrawn')
          ) : (
            <>
              <strong class="warn-text">{t('signals.notAllDrawn')}</strong>
              <ul>
                {result.prompt_issues.map((issue) => (
                  <li>{issue}</li>
                ))}
              </ul>
            </>
          )}
        </dd>
        {others.length > 0 && (
          <>
            <dt>{t('signals.alsoNoticed')}</dt>
            <dd>
              <ul>
                {others.map((issue) => (
                  <li>{issue}</li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
      <p class="muted">{result.reasoning}</p>
    </div>
  );
}

/** A scene just drawn: its picture, its signals, what else there is to say of it, and a link to its page. */
export function SceneResult({ result, children }: { result: Scored & Pick<Schemas['GenerateResult'], 'image_id' | 'image_url' | 'alt_text'>; children?: ComponentChildren }) {
  return (
    <figure class="result" data-testid="scene-result">
      <img src={result.image_url} alt={result.alt_text} />
      <figcaption>
        <Signals result={result} />
        {children}
        <a href={`/scenes/${result.image_id}`}>{t('signals.openScene')}</a>
      </figcaption>
    </figure>
  );
}
