import type { ComponentChildren } from 'preact';
import type { Schemas } from './api/client';

/** What a scored picture says of itself: a generation's answer or a stored scene. */
type Scored = Pick<Schemas['GenerateResult'], 'consistency_score' | 'passed' | 'attempts' | 'reasoning' | 'issues' | 'prompt_issues'> & { cached?: boolean };

/**
 * How well the picture matches the character and what of the prompt it did not draw, side by side and never mixed:
 * a likeness that met the bar is not called a pass when the picture left out what was asked for.
 */
export function Signals({ result }: { result: Scored }) {
  const others = result.issues.filter((issue) => !result.prompt_issues.includes(issue));
  const attempts = `after ${result.attempts} attempt${result.attempts === 1 ? '' : 's'}`;
  return (
    <div class="signals" data-testid="signals">
      <dl>
        <dt>Likeness to the character</dt>
        <dd>
          <strong data-testid="score">{result.consistency_score}</strong> / 100, {result.passed ? 'meets the minimum score' : 'below the minimum score: the best attempt is kept'} {attempts}
          {result.cached ? ' (from cache, free)' : ''}
        </dd>
        <dt>What you asked for</dt>
        <dd data-testid="prompt-adherence">
          {result.prompt_issues.length === 0 ? (
            'Everything the prompt names is drawn.'
          ) : (
            <>
              <strong class="warn-text">Not everything the prompt names is drawn:</strong>
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
            <dt>Also noticed</dt>
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
        <a href={`/scenes/${result.image_id}`}>Open the scene: vary it, see its details</a>
      </figcaption>
    </figure>
  );
}
