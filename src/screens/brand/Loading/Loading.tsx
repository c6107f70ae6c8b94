// The start-up screen (/loading): the brand and a progress bar while the site store starts
// (pre-info), then it hands over to home.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import type { ScreenProps } from '../../../app/areas/types';
import { ProgressBar } from '../../../components/ProgressBar/ProgressBar';
import { useTexts } from '../../../i18n/screenTexts';
import { useRootStore } from '../../../stores';
import { brandTexts } from '../texts';
import { design } from '../../../theme/design';

/** How long the full bar shows before home takes over. */
export const HANDOVER_MS = 400;

const pulse = keyframes`
  from { transform: scale(1); }
  to { transform: scale(1.06); }
`;

const Stage = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${design.space.l};
  padding: ${design.space.xl};
  background:
    radial-gradient(circle at 50% 35%, ${design.color.surfaceRaised}, transparent 60%),
    ${design.color.background};
  color: ${design.color.text};
  text-align: center;
  h1 {
    margin: 0;
    font-size: 2rem;
    letter-spacing: 0.1em;
  }
  p {
    margin: 0;
    color: ${design.color.textMuted};
  }
  a {
    color: ${design.color.link};
    min-height: 2.5rem;
    display: inline-flex;
    align-items: center;
  }
`;

const Mark = styled.svg`
  width: 6rem;
  height: 6rem;
  animation: ${pulse} 1.2s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Bar = styled.div`
  width: min(20rem, 100%);
`;

function BrandMark() {
  return (
    <Mark viewBox="0 0 96 96" aria-hidden="true">
      <defs>
        <linearGradient id="loading-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e8bf5a" />
          <stop offset="1" stopColor="#2563eb" />
        </linearGradient>
      </defs>
      <circle cx="48" cy="48" r="44" fill="url(#loading-mark)" />
      <path
        d="M48 18 L56 38 L78 38 L60 51 L67 72 L48 59 L29 72 L36 51 L18 38 L40 38 Z"
        fill="#ffffff"
        fillOpacity="0.92"
      />
    </Mark>
  );
}

export const LoadingPage = observer(function LoadingPage() {
  const root = useRootStore();
  const navigate = useNavigate();
  const all = useTexts(brandTexts);
  const text = all.loading;
  const { site, clock } = root;
  const started = site.preInfo !== null || site.loadError !== null;
  useEffect(() => {
    if (!started) return;
    const handle = clock.setTimeout(() => void navigate('/', { replace: true }), HANDOVER_MS);
    return () => clock.clearTimeout(handle);
  }, [started, clock, navigate]);
  const brand = site.title || all.brand;
  return (
    <Stage aria-busy={!started}>
      <BrandMark />
      <h1>{brand}</h1>
      <p>{text.tagline}</p>
      <Bar>
        <ProgressBar value={started ? 100 : 60} label={text.progress} />
      </Bar>
      <p role="status">{started ? text.ready : text.starting}</p>
      {started ? <Link to="/">{text.enter}</Link> : null}
    </Stage>
  );
});

export default function Loading(_props: ScreenProps) {
  return <LoadingPage />;
}
