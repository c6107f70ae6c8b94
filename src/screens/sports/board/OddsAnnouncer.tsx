// A polite live region telling screen readers that odds moved, at most once every 10 s.
import { reaction } from 'mobx';
import { useEffect, useRef, useState } from 'react';
import { fill } from '../../../i18n/screenTexts';
import type { SportsStore } from '../../../stores/sports/SportsStore';
import type { SportsTexts } from '../texts';

export const ANNOUNCE_EVERY_MS = 10_000;

export function OddsAnnouncer({ sports, texts }: { sports: SportsStore; texts: SportsTexts }) {
  const [text, setText] = useState('');
  const announced = useRef(sports.oddsChangeCount);
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    const say = () => {
      timer.current = null;
      const n = sports.oddsChangeCount - announced.current;
      if (n <= 0) return;
      announced.current = sports.oddsChangeCount;
      last.current = Date.now();
      setText(fill(texts.oddsMoved, { n }));
    };
    const off = reaction(
      () => sports.oddsChangeCount,
      () => {
        if (timer.current !== null) return;
        const wait = Math.max(0, last.current + ANNOUNCE_EVERY_MS - Date.now());
        timer.current = setTimeout(say, wait);
      },
    );
    return () => {
      off();
      if (timer.current !== null) clearTimeout(timer.current);
    };
  }, [sports, texts]);
  return (
    <div
      aria-live="polite"
      role="status"
      className="visually-hidden"
      style={{
        position: 'absolute',
        width: 1,
        height: 1,
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
      }}
    >
      {text}
    </div>
  );
}
