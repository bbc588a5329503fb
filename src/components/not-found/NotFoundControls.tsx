'use client';

import { useEffect, useState } from 'react';
import { firstTap, useFirstTap } from '@/components/layout/first-tap';
import { useRouter } from '@/i18n/navigation';
import { COUNTDOWN_SECONDS } from './constants';

/**
 * A visible countdown from 10, ticking each second, then the localized home page, with a button
 * that stops it (and starts it again) so nobody is taken away while still reading. The ticking
 * number is hidden from screen readers: they hear one static notice instead of every tick, and
 * the button's new name when it is pressed.
 */
export function Countdown({
  messages,
  notice,
  labels,
}: {
  messages: string[];
  notice: string;
  labels: { pause: string; resume: string; paused: string };
}) {
  const router = useRouter();
  const [seconds, setSeconds] = useState(COUNTDOWN_SECONDS);
  const [paused, setPaused] = useState(false);
  const pauseRef = useFirstTap<HTMLButtonElement>();

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, [paused]);

  useEffect(() => {
    if (seconds === 0 && !paused) router.replace('/');
  }, [seconds, paused, router]);

  return (
    <div className="mt-6 flex flex-col items-center gap-3">
      <p aria-hidden="true" data-testid="countdown" className="text-sm font-medium text-slate-700">
        {paused ? labels.paused : messages[seconds]}
      </p>
      <p aria-live="polite" className="sr-only">
        {paused ? labels.paused : notice}
      </p>
      <button
        ref={pauseRef}
        {...firstTap}
        type="button"
        className="link text-sm"
        onClick={() => setPaused((p) => !p)}
      >
        {paused ? labels.resume : labels.pause}
      </button>
    </div>
  );
}

/** Back in history, or home when the 404 was the first page of the visit. */
export function GoBackButton({ label }: { label: string }) {
  const router = useRouter();
  const buttonRef = useFirstTap<HTMLButtonElement>();
  return (
    <button
      ref={buttonRef}
      {...firstTap}
      type="button"
      className="btn-secondary"
      onClick={() => (window.history.length > 1 ? router.back() : router.replace('/'))}
    >
      {label}
    </button>
  );
}
