// The slot launchers (/pg/game, /dz/game; bare, no login needed to open): the game from the
// query (gameCode, and enName for /dz/game), launched and handed over in the same tab. A visitor
// is asked to log in first (the launch follows the login); failures show the server's message.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Artwork } from '../../../components/Artwork/Artwork';
import { Button } from '../../../components/Button/Button';
import { Spinner } from '../../../components/LoadingToast/LoadingToast';
import { useMessage } from '../../../components/shared/useMessage';
import { isWebUrl } from '../../../domain';
import { useTexts } from '../../../i18n/screenTexts';
import { useRootStore } from '../../../stores';
import type { ScreenProps } from '../../../app/areas/types';
import { gamesTexts } from '../texts';
import { design } from '../../../theme/design';
import { dialogSurface } from '../../../theme/surfaces';

/** The game of a launcher's address: /pg/game is PG's (PGDZ); /dz/game names its venue. */
export function launcherGame(
  name: string,
  query: URLSearchParams,
): { enName: string; gameCode: string } | null {
  const gameCode = (query.get('gameCode') ?? query.get('game') ?? query.get('code') ?? '').trim();
  const named = (query.get('enName') ?? query.get('venue') ?? '').trim();
  const enName = named || (name === 'pgGame' ? 'PGDZ' : (gameCode.split('-')[0] ?? ''));
  if (!gameCode || !enName) return null;
  return { enName, gameCode };
}

const Page = styled.div`
  min-height: 100dvh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${design.space.l};
  background: ${design.color.background};
`;

const Card = styled.div`
  width: min(26rem, 100%);
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${design.space.m};
  padding: ${design.space.l};
  ${dialogSurface}
  text-align: center;
  h1 {
    margin: 0;
    font-size: ${design.typography.size.xl};
  }
  p {
    margin: 0;
    color: ${design.color.textMuted};
  }
  svg[data-art] {
    border-radius: ${design.radius.m};
  }
`;

type Phase = 'launching' | 'login' | 'failed' | 'missing' | 'handed';

export const Launcher = observer(function Launcher({
  name,
  handOver = (url: string) => window.location.replace(url),
}: {
  name: string;
  /** Where the launched address goes (the same tab; stories keep the page). */
  handOver?: (url: string) => void;
}) {
  const root = useRootStore();
  const text = useTexts(gamesTexts);
  const message = useMessage();
  const [query] = useSearchParams();
  const game = launcherGame(name, query);
  const [phase, setPhase] = useState<Phase>(game ? 'launching' : 'missing');
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const loggedIn = root.session.isLoggedIn;

  useEffect(() => {
    if (!game) return;
    if (!loggedIn) {
      if (phase !== 'login') setPhase('login');
      return;
    }
    // Launch on arrival, after the login, and on 重新进入; never again after an answer.
    if ((phase !== 'launching' && phase !== 'login') || running.current) return;
    running.current = true;
    if (phase !== 'launching') setPhase('launching');
    // a 6413 transfer-in dialog's launch stays in this tab too (the site's game window)
    void root.wallet.launch({ ...game, sameTab: true }).then((r) => {
      running.current = false;
      if (r.status === 'ok' && isWebUrl(r.url, window.location.href)) {
        setPhase('handed');
        handOver(r.url);
      } else if (r.status === 'ok') {
        setPhase('failed');
        setError(null);
      } else if (r.status === 'login_required') {
        setPhase('login');
      } else if (r.status !== 'busy') {
        setPhase('failed');
        setError(String(r.message));
      }
    });
  }, [root, loggedIn, phase, game?.enName, game?.gameCode]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Page>
      <Card aria-busy={phase === 'launching' || phase === 'handed'}>
        {game ? (
          <Artwork
            kind="game"
            code={game.gameCode}
            category="DZ"
            title={text.launcherTitle}
            decorative
          />
        ) : null}
        <h1>{text.launcherTitle}</h1>
        {phase === 'launching' || phase === 'handed' ? (
          <div role="status" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <Spinner aria-hidden />
            <p>{text.launching}</p>
          </div>
        ) : phase === 'login' ? (
          <>
            <p role="alert">{text.launcherLogin}</p>
            <Button onClick={() => root.ui.openAuth(1)}>{text.login}</Button>
          </>
        ) : (
          <>
            <p role="alert">
              {phase === 'missing' ? text.missingGame : error ? message(error) : text.launchFailed}
            </p>
            {phase === 'failed' ? (
              <Button onClick={() => setPhase('launching')}>{text.retry}</Button>
            ) : null}
          </>
        )}
        <Link to="/">{text.home}</Link>
      </Card>
    </Page>
  );
});

export default function LauncherScreen({ meta }: ScreenProps) {
  return <Launcher name={meta.name} />;
}
