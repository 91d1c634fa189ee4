import { useEffect, useRef } from 'preact/hooks';
import type { Schemas } from './api/client';
import { t } from './i18n';

type Widget = NonNullable<Schemas['CaptchaWidget']>;

/** The providers' scripts, rendered explicitly into the form (the console's CSP allows exactly these when one is configured). */
const SCRIPTS: Record<Widget['provider'], { src: string; global: 'turnstile' | 'hcaptcha' }> = {
  turnstile: { src: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit', global: 'turnstile' },
  hcaptcha: { src: 'https://js.hcaptcha.com/1/api.js?render=explicit', global: 'hcaptcha' },
};

interface CaptchaApi {
  render(element: HTMLElement, options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void }): unknown;
}

function loadScript(src: string): Promise<void> {
  const existing = document.querySelector(`script[src="${src}"]`);
  if (existing) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(t('auth.captchaFailed')));
    document.head.append(script);
  });
}

/** The sign-up form's CAPTCHA (Cloudflare Turnstile or hCaptcha): hands its answer to `onToken`, or '' once it expires. */
export function Captcha({ widget, onToken, onError }: { widget: Widget; onToken: (token: string) => void; onError: (error: Error) => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const { src, global } = SCRIPTS[widget.provider];
    loadScript(src).then(
      () => {
        const provider = (window as unknown as Record<string, CaptchaApi | undefined>)[global];
        if (provider && box.current) provider.render(box.current, { sitekey: widget.site_key, callback: onToken, 'expired-callback': () => onToken('') });
      },
      (error: Error) => onError(error),
    );
  }, [widget.provider, widget.site_key]);
  return <div ref={box} class="captcha" />;
}
