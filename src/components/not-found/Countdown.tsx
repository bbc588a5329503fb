'use client';

import { useEffect, useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { COUNTDOWN_SECONDS } from './constants';

/**
 * A visible countdown from 10, ticking each second, then the localized home page. The ticking
 * number is hidden from screen readers: they hear one static notice instead of every tick.
 */
export function Countdown({ messages, notice }: { messages: string[]; notice: string }) {
  const router = useRouter();
  const [seconds, setSeconds] = useState(COUNTDOWN_SECONDS);

  useEffect(() => {
    const timer = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (seconds === 0) router.replace('/');
  }, [seconds, router]);

  return (
    <>
      <p
        aria-hidden="true"
        data-testid="countdown"
        className="mt-6 text-sm font-medium text-slate-700"
      >
        {messages[seconds]}
      </p>
      <p className="sr-only">{notice}</p>
    </>
  );
}

/** Back in history, or home when the 404 was the first page of the visit. */
export function GoBackButton({ label }: { label: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      className="btn-secondary"
      onClick={() => (window.history.length > 1 ? router.back() : router.replace('/'))}
    >
      {label}
    </button>
  );
}
