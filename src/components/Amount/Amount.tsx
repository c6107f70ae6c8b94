import styled from 'styled-components';
import { formatCny, formatMoney2 } from '../../domain';

export interface AmountProps {
  value: number | string | null | undefined;
  /** Always two decimals (venue and wallet totals), else trailing .00 dropped. */
  fixed?: boolean;
  /** Shows ¥ before the number. */
  symbol?: boolean;
  /** Colours gains and losses. */
  signed?: boolean;
  /** Shown when the value is missing or not a number. */
  placeholder?: string;
}

const Value = styled.span<{ $tone: 'up' | 'down' | 'none' }>`
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $tone }) =>
    $tone === 'up' ? theme.color.success : $tone === 'down' ? theme.color.danger : 'inherit'};
`;

/** A CNY amount in the Chinese number format (domain formatCny / formatMoney2). */
export function Amount({
  value,
  fixed = false,
  symbol = false,
  signed = false,
  placeholder = '--',
}: AmountProps) {
  const text =
    value === null || value === undefined ? '' : fixed ? formatMoney2(value) : formatCny(value);
  if (text === '') return <Value $tone="none">{placeholder}</Value>;
  const n = Number(value);
  const tone = signed && n > 0 ? 'up' : signed && n < 0 ? 'down' : 'none';
  const shown = signed && n > 0 ? `+${text}` : text;
  return <Value $tone={tone}>{symbol ? `¥${shown}` : shown}</Value>;
}
