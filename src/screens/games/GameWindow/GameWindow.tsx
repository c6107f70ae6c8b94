// The game window (/game/{info}, auth): the launched game in a sandboxed frame filling the page
// under a slim bar (venue name, venue balance, 回收, fullscreen, reload, exit). Opened from a
// lobby it shows the address the lobby launched; opened by its address it launches itself.
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Maximize from 'lucide-react/icons/maximize';
import Minimize from 'lucide-react/icons/minimize';
import RotateCw from 'lucide-react/icons/rotate-cw';
import Undo2 from 'lucide-react/icons/undo-2';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../components/Button/Button';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import { formatMoney2, isWebUrl, venueFrameSandbox } from '../../../domain';
import { fill, useTexts } from '../../../i18n/screenTexts';
import { useMessage } from '../../../components/shared/useMessage';
import { useRootStore } from '../../../stores';
import { GameSession } from '../../../stores/lobby/LobbyStore';
import { isVenueRound } from '../../../stores/lobby/frameMessages';
import type { ScreenProps } from '../../../app/areas/types';
import { gamesTexts } from '../texts';
import { design } from '../../../theme/design';

const BALANCE_REFRESH_MS = 15_000;

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  min-height: calc(100dvh - 8rem);
  background: ${design.color.background};
  &:fullscreen {
    min-height: 100dvh;
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${design.space.xs} ${design.space.m};
  padding: ${design.space.xs} ${design.space.m};
  background: ${design.color.surface};
  border-bottom: 1px solid ${design.color.border};
  h1 {
    margin: 0;
    font-size: ${design.typography.size.m};
  }
`;

const Balance = styled.span`
  display: inline-flex;
  gap: ${design.space.xxs};
  font-size: ${design.typography.size.s};
  color: ${design.color.textMuted};
  strong {
    color: ${design.color.text};
    font-variant-numeric: tabular-nums;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${design.space.xxs};
  margin-left: auto;
`;

const Tool = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${design.space.xxs};
  min-height: 2.5rem;
  padding: 0 ${design.space.s};
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.m};
  background: ${design.color.surface};
  color: ${design.color.text};
  font-size: ${design.typography.size.s};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    color: ${design.color.disabledText};
  }
  @media (max-width: 600px) {
    span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
  }
`;

const Frame = styled.iframe`
  flex: 1;
  width: 100%;
  min-height: 480px;
  border: 0;
  background: #0b1220;
`;

const Panel = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${design.space.m};
  padding: ${design.space.xxl} ${design.space.m};
  text-align: center;
  h2 {
    margin: 0;
    font-size: ${design.typography.size.xl};
  }
  p {
    margin: 0;
    color: ${design.color.textMuted};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${design.space.s};
`;

function useFullscreen(target: React.RefObject<HTMLElement | null>) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const sync = () => setOn(document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [target]);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void target.current?.requestFullscreen?.().catch(() => undefined);
  };
  return { on, toggle };
}

export interface GameWindowViewProps {
  session: GameSession;
  onExit: () => void;
  /** Stories: the frame's document instead of the venue's address. */
  frameDoc?: string;
}

/** The bar and the frame (or the launch state) of one game session. */
export const GameWindowView = observer(function GameWindowView({
  session,
  onExit,
  frameDoc,
}: GameWindowViewProps) {
  const text = useTexts(gamesTexts);
  const message = useMessage();
  const root = useRootStore();
  const wrap = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(wrap);
  const [frameKey, setFrameKey] = useState(0);
  // the game's frame says when a round moved its wallet (only that frame is listened to)
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.source !== null && e.source === frame.current?.contentWindow && isVenueRound(e.data))
        void session.refreshBalance();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [session]);

  const url = session.url && isWebUrl(session.url, window.location.href) ? session.url : null;
  let body: ReactNode;
  if (session.status === 'playing' && (url || frameDoc)) {
    body = (
      <Frame
        ref={frame}
        key={frameKey}
        src={frameDoc ? undefined : (url ?? undefined)}
        srcDoc={frameDoc}
        title={fill(text.frameTitle, { name: session.name })}
        sandbox={venueFrameSandbox(frameDoc ? null : url, window.location.href)}
        allow="fullscreen; autoplay"
        referrerPolicy="no-referrer"
      />
    );
  } else if (session.status === 'launching') {
    body = (
      <Panel role="status" aria-busy="true">
        <h2>{text.starting}</h2>
        <div style={{ width: 'min(28rem, 90%)' }}>
          <Skeleton lines={4} />
        </div>
      </Panel>
    );
  } else {
    body = (
      <Panel role="alert">
        <h2>{text.launchFailed}</h2>
        <p>
          {session.status === 'transfer'
            ? text.transferNeeded
            : session.message
              ? message(session.message)
              : text.launchFailed}
        </p>
        <Row>
          <Button onClick={() => void session.launch()}>{text.retry}</Button>
          <Button variant="secondary" onClick={onExit}>
            {text.backToLobby}
          </Button>
        </Row>
      </Panel>
    );
  }

  const playing = session.status === 'playing';
  return (
    <Wrap ref={wrap}>
      <Bar>
        <h1>{session.name}</h1>
        <Balance aria-live="polite">
          {text.venueBalance}
          <strong data-testid="venue-balance">
            {session.balance === null ? text.balanceUnknown : `¥${formatMoney2(session.balance)}`}
          </strong>
        </Balance>
        <Actions>
          <Tool
            type="button"
            onClick={() => void session.recycle()}
            disabled={!playing || root.wallet.recycling}
          >
            <Undo2 size={16} aria-hidden />
            <span>{root.wallet.recycling ? text.recycling : text.recycle}</span>
          </Tool>
          <Tool type="button" onClick={fullscreen.toggle} disabled={!playing}>
            {fullscreen.on ? (
              <Minimize size={16} aria-hidden />
            ) : (
              <Maximize size={16} aria-hidden />
            )}
            <span>{fullscreen.on ? text.exitFullscreen : text.fullscreen}</span>
          </Tool>
          <Tool type="button" onClick={() => setFrameKey((k) => k + 1)} disabled={!playing}>
            <RotateCw size={16} aria-hidden />
            <span>{text.reload}</span>
          </Tool>
          <Tool type="button" onClick={onExit} disabled={session.exiting}>
            <ArrowLeft size={16} aria-hidden />
            <span>{session.exiting ? text.exiting : text.exit}</span>
          </Tool>
        </Actions>
      </Bar>
      {body}
    </Wrap>
  );
});

interface LaunchedState {
  url?: string;
  name?: string;
}

function launchedState(state: unknown): LaunchedState {
  if (typeof state !== 'object' || state === null) return {};
  const s = state as Record<string, unknown>;
  return {
    url: typeof s.url === 'string' ? s.url : undefined,
    name: typeof s.name === 'string' ? s.name : undefined,
  };
}

export const GameWindow = observer(function GameWindow() {
  const root = useRootStore();
  const { info = '' } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const gameCode = search.get('gameCode') ?? '';
  const category = search.get('c') ?? '';
  const [session] = useState(
    () => new GameSession(root, info, gameCode, category, launchedState(location.state)),
  );

  // The transfer-in dialog's launch of this game comes back to this address with its url.
  const launchedUrl = launchedState(location.state).url;
  useEffect(() => {
    if (launchedUrl) session.adopt(launchedUrl);
  }, [session, launchedUrl]);

  useEffect(() => {
    void session.start();
    const timer = setInterval(() => void session.refreshBalance(), BALANCE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [session]);

  const exit = async () => {
    await session.exit();
    void navigate(session.lobbyPath);
  };

  return <GameWindowView session={session} onExit={() => void exit()} />;
});

export default function GameWindowScreen(_props: ScreenProps) {
  const { info = '' } = useParams();
  const [search] = useSearchParams();
  // A new game in the same window starts a new session.
  return <GameWindow key={`${info}?${search.get('gameCode') ?? ''}`} />;
}
