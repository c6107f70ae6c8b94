// Small parts the cashier screens share: page frame, panels, label/value rows, copy button,
// the amount problem's text, and the store hook.
import Copy from 'lucide-react/icons/copy';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../components/Button/Button';
import { useMessage } from '../../components/shared/useMessage';
import { fill, useTexts } from '../../i18n/screenTexts';
import { useRootStore } from '../../stores';
import type { CashierStore } from '../../stores/cashier/CashierStore';
import type { AmountProblem } from '../../stores/cashier/rules';
import { cashierTexts, type CashierTexts } from './texts';
import { copyText } from '../../app/copyText';
import '../../stores/cashier/register';
import { design } from '../../theme/design';

export const useCashier = (): CashierStore => useRootStore().cashier;
export const useCashierTexts = (): CashierTexts => useTexts(cashierTexts);

export { Muted, Page, Panel, Row } from '../../components/PageFrame/PageFrame';

export const Notice = styled.p<{ $tone?: 'danger' | 'warning' | 'success' | 'info' }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.s}`};
  border-radius: ${design.radius.m};
  border: 1px solid ${({ theme, $tone = 'info' }) => theme.color[$tone]};
  color: ${design.color.text};
  font-size: ${design.typography.size.s};
`;

export const Num = styled.span`
  font-variant-numeric: tabular-nums;
`;

/** Choice buttons (channels, presets, tabs of kinds): a toggle group of buttons. */
export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${design.space.xs};
`;

export const Choice = styled.button<{ $on: boolean }>`
  min-height: 2.75rem;
  min-width: 5rem;
  padding: 0 ${design.space.s};
  border-radius: ${design.radius.m};
  border: 1px solid ${({ theme, $on }) => ($on ? theme.color.primary : theme.color.border)};
  background: ${({ theme, $on }) => ($on ? theme.color.primary : theme.color.surface)};
  color: ${({ theme, $on }) => ($on ? theme.color.primaryText : theme.color.text)};
  font: inherit;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${design.color.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    background: ${design.color.disabledBackground};
    color: ${design.color.disabledText};
  }
`;

const Dl = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.m}`};
  margin: 0;
  dt {
    color: ${design.color.textMuted};
  }
  dd {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${design.space.xs};
    word-break: break-all;
    font-variant-numeric: tabular-nums;
  }
`;

export function Details({ rows }: { rows: ReadonlyArray<[string, ReactNode] | null | false> }) {
  return (
    <Dl>
      {rows.map((r) =>
        r ? (
          <div key={r[0]} style={{ display: 'contents' }}>
            <dt>{r[0]}</dt>
            <dd>{r[1]}</dd>
          </div>
        ) : null,
      )}
    </Dl>
  );
}

/** Copies text; the toast says 复制成功, or 复制失败 when the browser refused. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const root = useRootStore();
  const text = useCashierTexts();
  return (
    <Button
      size="s"
      variant="secondary"
      aria-label={`${text.common.copy}${label}`}
      onClick={() => void copyText(root.ui, value)}
    >
      <Copy size={14} aria-hidden /> {text.common.copy}
    </Button>
  );
}

/** The in-site path to come back to after a missing step is done (this page). */
export function useHere(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/** /mine/auth with the step to highlight and this page to come back to once it is done. */
export function stepPath(need: 'phone' | 'realName', from: string): string {
  return `/mine/auth?from=${encodeURIComponent(from)}&need=${need}`;
}

/** The step a failure says is missing: 6015 an unbound phone, 6449 the real name; else null. */
export function stepOf(code: number | null): 'phone' | 'realName' | null {
  return code === 6015 ? 'phone' : code === 6449 ? 'realName' : null;
}

/**
 * The way out of a failure that is a missing step, instead of 重试 which cannot help: 6015
 * (unbound phone) 去绑定手机, 6449 (real name) 去完善真实姓名, each straight to its section of
 * 安全认证, which brings the player back here when it is done. Undefined for any other code.
 */
export function missingStep(code: number | null): ReactNode {
  const need = stepOf(code);
  return need ? <MissingStep need={need} /> : undefined;
}

function MissingStep({ need }: { need: 'phone' | 'realName' }) {
  const text = useCashierTexts();
  const navigate = useNavigate();
  const here = useHere();
  return (
    <Button size="s" onClick={() => void navigate(stepPath(need, here))}>
      {need === 'phone' ? text.common.toPhone : text.common.toRealName}
    </Button>
  );
}

/** The text of an amount problem with the range filled in. */
export function amountMessage(
  text: CashierTexts,
  problem: AmountProblem,
  range: { min?: number; max?: number } = {},
): string {
  return fill(text.amount[problem], { min: range.min ?? 0, max: range.max ?? 0 });
}

/** The server's message or a MessageKey (genericError), translated. */
export function useServerMessage(): (message: string) => string {
  const translate = useMessage();
  return (message: string) => translate(message);
}

export function percent(rate: number): string {
  return `${Math.round(rate * 10000) / 100}%`;
}

/** Lets a tab row wrap on a narrow column instead of running out of it. */
export const TabsWrap = styled.div`
  min-width: 0;
  [role='tablist'] {
    flex-wrap: wrap;
    row-gap: ${design.space.xs};
  }
`;

const CapitalLine = styled.p`
  margin: 0;
  font-size: ${design.typography.size.s};
  color: ${design.color.textMuted};
  word-break: break-all;
`;

type ToCapital = typeof import('../../domain/capital').toChineseCapital;
/** The conversion, once loaded: its module (src/domain/capital.ts) is a chunk of its own, fetched
 * after the cashier page is drawn, so it stays out of the cashier routes' first script. */
let loadedToCapital: ToCapital | undefined;

/** The amount typed, in Chinese capital numerals (spec section 9), under a cashier's amount
 * field as Chinese cashiers show it (大写: 壹仟贰佰叁拾肆元伍角), in the page's language; nothing
 * while the field is empty or holds no amount. */
export function AmountCapital({ amount }: { amount: string }) {
  const text = useCashierTexts();
  const [toCapital, setToCapital] = useState(() => loadedToCapital);
  useEffect(() => {
    if (toCapital) return;
    let mounted = true;
    import('../../domain/capital')
      .then((m) => {
        loadedToCapital = m.toChineseCapital;
        if (mounted) setToCapital(() => m.toChineseCapital);
      })
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, [toCapital]);
  if (!amount.trim()) return null;
  // until the conversion is here: an empty line that pictures wait for (data-late-widget)
  if (!toCapital) return <CapitalLine data-late-widget="" />;
  const capital = toCapital(amount, text.amount.numerals);
  if (!capital) return null;
  return (
    <CapitalLine data-testid="amount-capital">
      {text.amount.capital}: {capital}
    </CapitalLine>
  );
}
