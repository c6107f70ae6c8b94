// The betting slip (spec sections 4 and 5): picks with live odds and remove, the modes 单注,
// 多注 (each pick its own single), 串关 (a parlay with its combination types) and 冠军, stakes
// with the capping reason, quick-stake chips, potential wins, the balance, the odds-change
// preference, placing and the receipt of each accepted ticket. 串关 and the receipt are loaded
// when first wanted (the board's first script stays small).
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import styled from 'styled-components';
import X from 'lucide-react/icons/x';
import { Amount } from '../../../components/Amount/Amount';
import { Button } from '../../../components/Button/Button';
import { useDrawnView } from '../../../components/drawnOnServer';
import { lateModule, useLateModule } from '../../../components/lateModule';
import { SkeletonBlock } from '../../../components/Skeleton/Skeleton';
import { useMessage } from '../../../components/shared/useMessage';
import { formatCny } from '../../../domain';
import { fill, useTexts } from '../../../i18n/screenTexts';
import { useSlipStore, useWalletStore } from '../../../stores';
import { ODDS_PREFERENCES, type OddsPreference } from '../../../stores/slip/SlipStore';
import type { SlipPick } from '../../../stores/slip/types';
import { sportsTexts, type SportsTexts } from '../texts';
import { design } from '../../../theme/design';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${design.space.s};
  padding: ${design.space.s};
  background: ${design.color.surface};
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.m};
  font-size: ${design.typography.size.s};
  h2 {
    margin: 0;
    font-size: ${design.typography.size.l};
  }
  .muted {
    color: ${design.color.textMuted};
  }
  .num {
    font-variant-numeric: tabular-nums;
  }
  /* the series type: the theme's colours, not the browser's (contrast in both editions) */
  select {
    min-height: 40px;
    padding: 0 ${design.space.xs};
    border: 1px solid ${design.color.border};
    border-radius: ${design.radius.s};
    background: ${design.color.surface};
    color: ${design.color.text};
    font: inherit;
  }
`;

const Modes = styled.div`
  display: flex;
  gap: ${design.space.xxs};
  button {
    flex: 1;
    min-height: 40px;
    border: 1px solid ${design.color.border};
    background: transparent;
    color: ${design.color.text};
    border-radius: ${design.radius.s};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${design.color.primary};
    color: ${design.color.primaryText};
    border-color: ${design.color.primary};
  }
  button:disabled {
    cursor: not-allowed;
    color: ${design.color.disabledText};
  }
`;

const PickCard = styled.li<{ $invalid: boolean }>`
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${design.space.xxs};
  padding: ${design.space.xs};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  border-radius: ${design.radius.s};
  .top {
    display: flex;
    justify-content: space-between;
    gap: ${design.space.xs};
  }
  .odds {
    font-weight: ${design.typography.weight.bold};
    font-variant-numeric: tabular-nums;
    color: ${design.color.accent};
  }
  .warn {
    color: ${design.color.danger};
  }
  .ok {
    color: ${design.color.success};
  }
  .remove {
    min-width: 40px;
    min-height: 40px;
    border: none;
    background: transparent;
    color: ${design.color.textMuted};
    cursor: pointer;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${design.space.xs};
`;

const StakeInput = styled.input`
  width: 100%;
  min-height: 40px;
  padding: 0 ${design.space.xs};
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.s};
  background: ${design.color.inputBackground};
  color: ${design.color.text};
  font: inherit;
  font-variant-numeric: tabular-nums;
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${design.space.xxs};
  button {
    min-height: 40px;
    min-width: 3rem;
    border: 1px solid ${design.color.border};
    border-radius: ${design.radius.round};
    background: ${design.color.surfaceRaised};
    color: ${design.color.text};
    font: inherit;
    font-variant-numeric: tabular-nums;
    cursor: pointer;
  }
`;

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${design.space.xs};
`;

const Fieldset = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  legend {
    padding: 0;
    margin-bottom: 2px;
    color: ${design.color.textMuted};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${design.space.xs};
    min-height: 32px;
    cursor: pointer;
  }
`;

const seriesModule = lateModule(() => import('./SlipSeries').then((m) => m.SlipSeries));
const receiptModule = lateModule(() => import('./SlipReceipt').then((m) => m.SlipReceipt));

function capNote(t: SportsTexts, reason: 'balance' | 'max' | null, amount: string): string | null {
  if (reason === null) return null;
  return fill(reason === 'balance' ? t.capBalance : t.capMax, { amount });
}

/** A stake capped by the centre balance while money sits in venues: 一键回收 right here. */
const RecallHere = observer(function RecallHere() {
  const wallet = useWalletStore();
  const t = useTexts(sportsTexts);
  const away = wallet.inVenues;
  if (away === null || away <= 0) return null;
  return (
    <Button
      size="s"
      variant="secondary"
      busy={wallet.recycling}
      onClick={() => void wallet.recycle()}
    >
      {fill(t.recallVenues, { amount: formatCny(away) })}
    </Button>
  );
});

const PickItem = observer(function PickItem({
  pick,
  showStake,
}: {
  pick: SlipPick;
  showStake: boolean;
}) {
  const slip = useSlipStore();
  const t = useTexts(sportsTexts);
  const msg = useMessage();
  const title = `${pick.gameInfo.team_h ?? ''} ${t.vs} ${pick.gameInfo.team_c ?? ''}`;
  const state = pick.bettingData.active;
  const note = capNote(t, pick.capReason, pick.stake);
  return (
    <PickCard $invalid={pick.isInvalid} data-testid="slip-pick">
      <div className="top">
        <div>
          <div>{pick.playInfo.name ?? pick.playInfo.w}</div>
          <div className="muted">{title}</div>
        </div>
        <span className="odds" aria-label={`${t.odds} ${slip.displayOdds(pick)}`}>
          {slip.displayOdds(pick)}
        </span>
        <button
          type="button"
          className="remove"
          aria-label={`${t.remove} ${pick.playInfo.name ?? ''}`}
          onClick={() => slip.remove(pick.key)}
        >
          <X size={16} aria-hidden />
        </button>
      </div>
      {pick.lineChanged && pick.previousRatio !== null && (
        <div className="warn" role="status">
          {fill(t.lineMove, { from: pick.previousRatio, to: pick.playInfo.ratio ?? '' })}
        </div>
      )}
      {pick.suspended === true && state !== 'accepted' && (
        <div className="warn" role="status" data-testid="pick-suspended">
          {t.suspendedPick}
        </div>
      )}
      {pick.oddsChanged && pick.previousOdds !== null && (
        <div className="warn" role="status">
          {pick.previousOdds.toFixed(2)} → {pick.oddInfo.odds.toFixed(2)}
        </div>
      )}
      {pick.isInvalid && <div className="warn">{t.invalidPick}</div>}
      {showStake && state !== 'accepted' && (
        <>
          <StakeInput
            inputMode="decimal"
            aria-label={fill(t.stakeFor, { name: pick.playInfo.name ?? pick.playInfo.w })}
            placeholder={pick.limits.min > 0 ? fill(t.min, { n: pick.limits.min }) : t.stake}
            value={pick.stake}
            disabled={slip.confirming}
            onChange={(e) => slip.setStake(pick.key, e.target.value)}
          />
          {note && <div className="warn">{note}</div>}
          {pick.capReason === 'balance' && <RecallHere />}
          {pick.stakeError && <div className="warn">{msg(pick.stakeError)}</div>}
          <Line>
            <span className="muted">{t.potentialWin}</span>
            <Amount value={slip.winOf(pick)} />
          </Line>
        </>
      )}
      {state === 'accepted' && (
        <div className="ok" role="status">
          {t.accepted} · {t.ticketId} {pick.bettingData.ticket_id}
        </div>
      )}
      {(state === 'rejected' || (state === 'idle' && pick.bettingData.message)) && (
        <div className="warn" role="status">
          {t.rejected}
          {pick.bettingData.message ? `: ${msg(pick.bettingData.message)}` : ''}
        </div>
      )}
      {state === 'delay' && <div role="status">{t.confirming}</div>}
    </PickCard>
  );
});

export const SlipPanel = observer(function SlipPanel({ id }: { id?: string }) {
  const slip = useSlipStore();
  const wallet = useWalletStore();
  const t = useTexts(sportsTexts);
  const [editing, setEditing] = useState(false);
  const [chipText, setChipText] = useState('');
  const drawnView = useDrawnView();
  const view = slip.view;
  const settled = slip.picks.some(
    (p) => p.bettingData.active === 'accepted' || p.bettingData.active === 'rejected',
  );
  const seriesNote = capNote(t, slip.seriesCapReason, slip.seriesStake);
  const SlipSeries = useLateModule(seriesModule, view === 'series');
  const receipts = slip.receipts;
  const SlipReceipt = useLateModule(receiptModule, receipts.length > 0);

  const applyChip = (n: number) => {
    if (view === 'series') slip.setSeriesStake(String(n));
    else slip.setAllStakes(String(n));
  };

  if (drawnView) {
    // a member's drawn board: the slip is kept in the player's browser, so its frame only
    return (
      <Panel aria-labelledby="slip-title" id={id}>
        <h2 id="slip-title">{t.slip}</h2>
        <SkeletonBlock $height="6rem" />
      </Panel>
    );
  }
  return (
    <Panel aria-labelledby="slip-title" id={id}>
      <h2 id="slip-title">{fill(t.slipCount, { n: slip.count })}</h2>
      <Modes role="group" aria-label={t.slip}>
        {view === 'champion' ? (
          <button type="button" aria-pressed>
            {t.modeChampion}
          </button>
        ) : (
          <>
            <button
              type="button"
              aria-pressed={view === 'single'}
              onClick={() => {
                slip.setSeries(false);
                slip.setMultiple(false);
              }}
            >
              {t.modeSingle}
            </button>
            <button
              type="button"
              aria-pressed={view === 'multiple'}
              onClick={() => {
                slip.setSeries(false);
                slip.setMultiple(true);
              }}
            >
              {t.modeMultiple}
            </button>
            <button
              type="button"
              aria-pressed={view === 'series'}
              onClick={() => slip.setSeries(true)}
            >
              {t.modeSeries}
            </button>
          </>
        )}
      </Modes>
      {slip.singleHint && view === 'single' && (
        <p className="muted" role="status">
          {t.singleHint}
        </p>
      )}
      {slip.count === 0 ? (
        <p className="muted">{t.slipEmpty}</p>
      ) : (
        <List>
          {slip.picks.map((p) => (
            <PickItem key={p.key} pick={p} showStake={view !== 'series'} />
          ))}
        </List>
      )}
      {view === 'series' && slip.count >= 2 && !settled && SlipSeries && (
        <SlipSeries note={seriesNote} />
      )}
      {receipts.length > 0 && SlipReceipt && <SlipReceipt receipts={receipts} />}
      {slip.count > 0 && !settled && (
        <>
          <div>
            <Line>
              <span className="muted">{t.quickStakes}</span>
              <Button
                size="s"
                variant="text"
                onClick={() => {
                  if (editing) slip.setQuickStakes(chipText.split(/[,，\s]+/).map(Number));
                  else setChipText(slip.quickStakes.join(','));
                  setEditing(!editing);
                }}
              >
                {editing ? t.saveChips : t.editChips}
              </Button>
            </Line>
            {editing ? (
              <StakeInput
                aria-label={t.editChips}
                value={chipText}
                onChange={(e) => setChipText(e.target.value)}
              />
            ) : (
              <Chips>
                {slip.quickStakes.map((n) => (
                  <button
                    key={n}
                    type="button"
                    onClick={() => applyChip(n)}
                    disabled={slip.confirming}
                  >
                    {n}
                  </button>
                ))}
              </Chips>
            )}
          </div>
          <Line>
            <span className="muted">{t.totalStake}</span>
            <Amount value={slip.totalStake} />
          </Line>
          <Line>
            <span className="muted">{t.totalWin}</span>
            <Amount value={slip.totalWin} />
          </Line>
          <Line>
            <span className="muted">{t.balance}</span>
            <Amount value={wallet.centerBalance} />
          </Line>
          <Fieldset>
            <legend>{t.oddsPreference}</legend>
            {ODDS_PREFERENCES.map((p: OddsPreference) => (
              <label key={p}>
                <input
                  type="radio"
                  name="odds-preference"
                  checked={slip.oddsPreference === p}
                  onChange={() => slip.setOddsPreference(p)}
                />
                {t[`pref_${p}`]}
              </label>
            ))}
          </Fieldset>
          {slip.mustConfirmOdds && (
            <div role="alert">
              <p className="warn">{slip.hasLineChanges ? t.lineChangedAsk : t.oddsChangedAsk}</p>
              <Button variant="secondary" onClick={() => slip.acceptOddsChanges()}>
                {slip.hasLineChanges ? t.acceptLine : t.acceptOdds}
              </Button>
            </div>
          )}
          <Button
            onClick={() => void slip.place()}
            disabled={slip.placing || slip.confirming || slip.mustConfirmOdds || slip.hasSuspended}
          >
            {slip.confirming ? t.confirming : slip.placing ? t.placing : t.place}
          </Button>
          {!slip.confirming && (
            <Button variant="text" onClick={() => slip.clear()}>
              {t.clear}
            </Button>
          )}
        </>
      )}
      {settled && <Button onClick={() => slip.clearSettled()}>{t.done}</Button>}
    </Panel>
  );
});
