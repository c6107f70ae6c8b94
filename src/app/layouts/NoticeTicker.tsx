// The scrolling notices under the header (the notices call, through the home model): pausable,
// paused while hovered or focused, and still (one notice after another) under reduced motion.
import Megaphone from 'lucide-react/icons/megaphone';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { useTexts } from '../../i18n/screenTexts';
import { homeModelOf } from '../../screens/home/HomeModel';
import { useHomeText } from '../../screens/home/texts';
import { useRootStore } from '../../stores';
import { usePrefersReducedMotion } from '../../theme/useReducedMotion';
import { chromeTexts } from './texts';
import { design } from '../../theme/design';

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const Strip = styled.section`
  display: flex;
  align-items: center;
  gap: ${design.space.xs};
  max-width: 120rem;
  margin: 0 auto;
  width: 100%;
  padding: 0 ${design.density.gutter};
  min-height: 2.5rem;
  color: ${design.color.textMuted};
  font-size: ${design.type.caption.size};
  ${design.media.tablet} {
    padding: 0 ${design.density.gutterPhone};
  }
  > svg {
    flex: 0 0 auto;
    color: ${design.color.primary};
  }
`;

const Label = styled.h2`
  margin: 0;
  flex: 0 0 auto;
  font-size: inherit;
  font-weight: 600;
  color: ${design.color.text};
`;

const Window = styled.div`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  mask-image: linear-gradient(90deg, transparent, #000 2%, #000 98%, transparent);
`;

const Track = styled.ul<{ $running: boolean; $seconds: number }>`
  display: inline-flex;
  gap: 3rem;
  margin: 0;
  padding: 0;
  list-style: none;
  white-space: nowrap;
  animation: ${scroll} ${({ $seconds }) => $seconds}s linear infinite;
  animation-play-state: ${({ $running }) => ($running ? 'running' : 'paused')};
  strong {
    color: ${design.color.text};
    margin-right: ${design.space.xs};
  }
`;

const Still = styled.p`
  margin: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  strong {
    color: ${design.color.text};
    margin-right: ${design.space.xs};
  }
`;

const PauseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: 0 0 auto;
  min-width: ${design.touchTarget};
  min-height: ${design.touchTarget};
  border: 0;
  border-radius: ${design.radius.m};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${design.color.surfaceHover};
  }
`;

export const NoticeTicker = observer(function NoticeTicker() {
  const root = useRootStore();
  const model = homeModelOf(root);
  const home = useHomeText();
  const text = useTexts(chromeTexts);
  const reduced = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const [index, setIndex] = useState(0);
  const notices = model.notices;

  // reduced motion: one notice at a time, changing every 6 s unless paused
  useEffect(() => {
    if (!reduced || paused || held || notices.length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % notices.length), 6000);
    return () => window.clearInterval(timer);
  }, [reduced, paused, held, notices.length]);

  // while the notices load the strip holds its place (the page below must not move when they
  // come); a site with none has no strip
  const loading = model.status === 'idle' || model.status === 'loading';
  if (notices.length === 0 && !loading) return null;
  const seconds = Math.max(
    20,
    notices.reduce((n, x) => n + x.title.length + x.content.length, 0) / 3,
  );
  const current = notices[index % notices.length] ?? notices[0];

  return (
    <Strip
      aria-label={text.noticeTicker}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <Megaphone size={16} aria-hidden />
      <Label>{home.notices}</Label>
      <Window>
        {reduced ? (
          <Still aria-live={paused ? 'off' : 'polite'}>
            {current ? (
              <>
                <strong>{current.title}</strong>
                {current.content}
              </>
            ) : null}
          </Still>
        ) : (
          <Track $running={!paused && !held} $seconds={seconds} data-testid="notice-track">
            {[...notices, ...notices].map((n, i) => (
              <li key={`${n.id}-${i}`} aria-hidden={i >= notices.length || undefined}>
                <strong>{n.title}</strong>
                {n.content}
              </li>
            ))}
          </Track>
        )}
      </Window>
      <PauseButton
        type="button"
        aria-pressed={paused}
        aria-label={paused ? text.playTicker : text.pauseTicker}
        onClick={() => setPaused((p) => !p)}
      >
        {paused ? <Play size={16} aria-hidden /> : <Pause size={16} aria-hidden />}
      </PauseButton>
    </Strip>
  );
});
