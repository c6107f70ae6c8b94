// One price as a button: the line (handicap bracket or over/under line), the odds in the chosen
// format, a 2 s up/down flash with an arrow when the price moves, locked when suspended. The flash
// is a still highlight, not an animation: an animated price would have the browser paint every
// frame while a busy board moves (bench:board).
import { memo, useEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowDown from 'lucide-react/icons/arrow-down';
import Lock from 'lucide-react/icons/lock';
import { design } from '../../../theme/design';

export type Move = 'up' | 'down';

export interface OddsButtonProps {
  /** What is picked (team, 大, 小, 和), for the accessible name. */
  label: string;
  /** The line shown before the odds ('0/0.5', '2.5'), or nothing. */
  line?: string | null;
  /** The odds as shown in the chosen format; '' or '0' shows locked. */
  odds: string;
  /** Hong Kong odds, to know the direction of a change. */
  value: number;
  locked?: boolean;
  selected?: boolean;
  /** Start with a flash (stories): the direction of the last change. */
  initialMove?: Move | null;
  /** How long a flash lasts; stories hold it longer so its picture never races the timer. */
  flashMs?: number;
  onPick?: () => void;
  lockedText: string;
}

export const FLASH_MS = 2000;

const Btn = styled.button<{ $move: Move | null; $selected: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: ${design.space.xxs};
  min-width: 4.5rem;
  min-height: 40px;
  width: 100%;
  padding: 0 ${design.space.xs};
  border-radius: ${design.radius.s};
  border: 1px solid ${design.color.border};
  background: ${design.color.surfaceRaised};
  color: ${design.color.text};
  font: inherit;
  font-size: ${design.typography.size.s};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${design.color.primary};
  }
  &:focus-visible {
    outline: 2px solid ${design.color.focus};
    outline-offset: 1px;
  }
  &:disabled {
    cursor: not-allowed;
    background: ${design.color.disabledBackground};
    color: ${design.color.disabledText};
  }
  .line {
    color: ${design.color.textMuted};
  }
  .odds {
    font-weight: ${design.typography.weight.bold};
    display: inline-flex;
    align-items: center;
    gap: 2px;
  }
  ${({ $move, theme }) =>
    $move &&
    css`
      .odds {
        color: ${$move === 'up' ? theme.color.success : theme.color.danger};
      }
      border-color: ${$move === 'up' ? theme.color.success : theme.color.danger};
      background: ${$move === 'up' ? theme.color.successSoft : theme.color.dangerSoft};
    `}
  ${({ $selected, theme }) =>
    $selected &&
    css`
      background: ${theme.color.primary};
      border-color: ${theme.color.primary};
      color: ${theme.color.primaryText};
      .line,
      .odds {
        color: ${theme.color.primaryText};
      }
    `}
`;

/** The button's name: what it picks, then its visible text (the line and the odds, or 封盘). */
function nameOf(label: string, line: string | null | undefined, shown: string): string {
  return [label, line, shown].filter(Boolean).join(' ');
}

export const OddsButton = memo(function OddsButton({
  label,
  line,
  odds,
  value,
  locked = false,
  selected = false,
  initialMove = null,
  flashMs = FLASH_MS,
  onPick,
  lockedText,
}: OddsButtonProps) {
  const [move, setMove] = useState<Move | null>(initialMove);
  const previous = useRef(value);
  useEffect(() => {
    const before = previous.current;
    previous.current = value;
    if (before === value || !(before > 0) || !(value > 0)) return;
    setMove(value > before ? 'up' : 'down');
  }, [value]);
  useEffect(() => {
    if (move === null) return;
    const t = setTimeout(() => setMove(null), flashMs);
    return () => clearTimeout(t);
  }, [move, value, flashMs]);

  // named by its content (what it picks, hidden; the line and odds as shown), so the name holds
  // the visible text (axe label-content-name-mismatch)
  const isLocked = locked || !(value > 0) || odds === '';
  if (isLocked) {
    return (
      <Btn
        type="button"
        disabled
        $move={null}
        $selected={false}
        aria-label={nameOf(label, line, lockedText)}
      >
        <span className="line">{line}</span> <Lock size={14} aria-hidden />
      </Btn>
    );
  }
  return (
    <Btn
      type="button"
      $move={move}
      $selected={selected}
      aria-pressed={selected}
      data-move={move ?? undefined}
      onClick={onPick}
      aria-label={nameOf(label, line, odds)}
    >
      <span className="line">{line}</span>{' '}
      <span className="odds">
        {move === 'up' && <ArrowUp size={12} aria-hidden />}
        {move === 'down' && <ArrowDown size={12} aria-hidden />}
        {odds}
      </span>
    </Btn>
  );
});
