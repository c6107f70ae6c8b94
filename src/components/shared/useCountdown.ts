import { useCallback, useEffect, useRef, useState } from 'react';

export interface Countdown {
  /** Seconds left; 0 when not running. */
  remaining: number;
  running: boolean;
  /** Whether it ran to the end at least once. */
  finished: boolean;
  start: (seconds?: number) => void;
  stop: () => void;
}

/** A one-second countdown (get-code button, success redirect). */
export function useCountdown(defaultSeconds: number, onEnd?: () => void): Countdown {
  const [remaining, setRemaining] = useState(0);
  const [finished, setFinished] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  }, [onEnd]);

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
    setRemaining(0);
  }, []);

  const start = useCallback(
    (seconds = defaultSeconds) => {
      if (timer.current !== null) clearInterval(timer.current);
      setRemaining(seconds);
      timer.current = setInterval(() => {
        setRemaining((left) => {
          if (left <= 1) {
            if (timer.current !== null) clearInterval(timer.current);
            timer.current = null;
            setFinished(true);
            queueMicrotask(() => onEndRef.current?.());
            return 0;
          }
          return left - 1;
        });
      }, 1000);
    },
    [defaultSeconds],
  );

  useEffect(
    () => () => {
      if (timer.current !== null) clearInterval(timer.current);
    },
    [],
  );

  return { remaining, running: remaining > 0, finished, start, stop };
}
