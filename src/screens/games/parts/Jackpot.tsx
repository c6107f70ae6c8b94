// The jackpot pools of a lobby: gold figures counting up to the server's amount (a steady value
// for players who ask for reduced motion).
import Crown from 'lucide-react/icons/crown';
import styled from 'styled-components';
import { formatMoney2 } from '../../../domain';
import { fill, useTexts } from '../../../i18n/screenTexts';
import { gamesTexts } from '../texts';
import { design } from '../../../theme/design';
import { usePrefersReducedMotion } from '../../../theme/useReducedMotion';
import { useCountUp } from '../../../components/useCountUp';

export interface JackpotItem {
  key: string;
  venueName: string;
  amount: number;
}

export interface JackpotProps {
  pools: JackpotItem[];
  /** Count up (default: unless the player prefers reduced motion). */
  animate?: boolean;
}

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  gap: ${design.space.m};
  padding: ${design.space.s} ${design.space.m};
  border-radius: ${design.radius.l};
  background: linear-gradient(100deg, #2a1a00, #5c3b00 55%, #2a1a00);
  color: #ffe08a;
  h2 {
    display: flex;
    align-items: center;
    gap: ${design.space.xs};
    margin: 0;
    font-size: ${design.typography.size.m};
    color: #fff3cf;
  }
`;

const Pool = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${design.space.xs};
  span {
    font-size: ${design.typography.size.s};
    color: #fff3cf;
  }
  strong {
    font-size: ${design.typography.size.xl};
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.02em;
  }
`;

function PoolFigure({ item, animate }: { item: JackpotItem; animate: boolean }) {
  const text = useTexts(gamesTexts);
  const [shown, countRef] = useCountUp<HTMLElement>(item.amount, animate);
  return (
    <Pool>
      <span>{fill(text.jackpotOf, { venue: item.venueName })}</span>
      <strong ref={countRef} aria-label={`¥${formatMoney2(item.amount)}`}>
        ¥{formatMoney2(shown)}
      </strong>
    </Pool>
  );
}

export function Jackpot({ pools, animate }: JackpotProps) {
  const text = useTexts(gamesTexts);
  const reduced = usePrefersReducedMotion();
  if (pools.length === 0) return null;
  const moving = animate ?? !reduced;
  return (
    <Bar aria-label={text.jackpot}>
      <h2>
        <Crown size={18} aria-hidden />
        {text.jackpot}
      </h2>
      {pools.map((p) => (
        <PoolFigure key={p.key} item={p} animate={moving} />
      ))}
    </Bar>
  );
}
