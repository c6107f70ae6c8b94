// One price as a button: the line (handicap bracket or over/under line), the odds in the chosen
// format, a 2 s up/down flash with an arrow when the price moves, locked when suspended. The flash
// is a still highlight, not an animation: an animated price would have the browser paint every
// frame while a busy board moves (bench:board). It is the button's `data-move`, set and cleared
// on the element itself after the render that shows the new odds: a moved price is drawn once by
// React, not three times (the odds, the flash, its end), and the styles never change class.
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowDown from 'lucide-react/icons/arrow-down';
import Lock from 'lucide-react/icons/lock';
import { design } from '../../../theme/design';
import { BOARD_TICK_MS } from '../../../stores/sports/tick';

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

// the arrows (.up, .down) are drawn only while the price flashes their way
const Btn = styled.button`
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
  &:not([data-move='up']) .up,
  &:not([data-move='down']) .down {
    display: none;
  }
  &[data-move='up'] {
    border-color: ${design.color.success};
    background: ${design.color.successSoft};
    .odds {
      color: ${design.color.success};
    }
  }
  &[data-move='down'] {
    border-color: ${design.color.danger};
    background: ${design.color.dangerSoft};
    .odds {
      color: ${design.color.danger};
    }
  }
  &[aria-pressed='true'] {
    background: ${design.color.primary};
    border-color: ${design.color.primary};
    color: ${design.color.primaryText};
    .line,
    .odds {
      color: ${design.color.primaryText};
    }
  }
`;

/** Flashes end on the board's tick (ms, on the wall clock as the tick): the flashes ending in a
 * moment end together and in the frame the tick draws the next moved prices, rather than in a
 * frame of their own (a busy board ends some 30 flashes a second). */
export const FLASH_TICK_MS = BOARD_TICK_MS;

type Timer = { id?: ReturnType<typeof setTimeout> };

/** Flashes `button` up or down (again from the start if it flashes already) for `ms`, up to the
 * next FLASH_TICK_MS; no move ends a flash. */
function flash(button: HTMLElement, move: Move | undefined, ms: number, timer: Timer): void {
  clearTimeout(timer.id);
  if (!move) return void delete button.dataset['move'];
  button.dataset['move'] = move;
  const now = Date.now();
  const end = Math.ceil((now + ms) / FLASH_TICK_MS) * FLASH_TICK_MS;
  timer.id = setTimeout(() => flash(button, undefined, 0, timer), end - now);
}

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
  const isLocked = locked || !(value > 0) || odds === '';
  const button = useRef<HTMLButtonElement>(null);
  const [timer] = useState<Timer>({});
  const previous = useRef<number>(undefined);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = value;
    // the first draw flashes as told (stories); a suspended price does not flash (nor the price
    // it reopens with)
    const move = isLocked
      ? undefined
      : before === undefined
        ? initialMove
        : before !== value && before > 0 && value > 0
          ? value > before
            ? 'up'
            : 'down'
          : null;
    if (move !== null) flash(button.current!, move, flashMs, timer);
  }, [value, isLocked, flashMs, timer, initialMove]);
  useEffect(() => () => clearTimeout(timer.id), [timer]);

  // named by what it picks, then its visible text (the line and odds, or 封盘), so the name holds
  // the visible text (axe label-content-name-mismatch)
  if (isLocked) {
    return (
      <Btn ref={button} type="button" disabled aria-label={nameOf(label, line, lockedText)}>
        <span className="line">{line}</span> <Lock size={14} aria-hidden />
      </Btn>
    );
  }
  return (
    <Btn
      ref={button}
      type="button"
      aria-pressed={selected}
      onClick={onPick}
      aria-label={nameOf(label, line, odds)}
    >
      <span className="line">{line}</span>{' '}
      <span className="odds">
        <ArrowUp className="up" size={12} aria-hidden />
        <ArrowDown className="down" size={12} aria-hidden />
        {odds}
      </span>
    </Btn>
  );
});
