import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps<V extends string> {
  items: readonly TabItem<V>[];
  value: V;
  onValueChange: (value: V) => void;
  /** Accessible name of the tab list. */
  label: string;
  stretch?: boolean;
  /** Tabs that do not fit the width go on to another line (many tabs, narrow screens). */
  wrap?: boolean;
  /**
   * A tab is chosen by click, Enter or Space only, never by focus alone. For tabs that load
   * on change or may be refused (a login needed): arrow keys do not fire a load per key, and
   * the focus a closing dialog hands back to a refused tab does not ask again.
   */
  manual?: boolean;
}

const List = styled(RadixTabs.List)<{ $stretch: boolean; $wrap: boolean }>`
  display: flex;
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.m};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  margin-bottom: ${({ theme }) => theme.space.m};
  & > * {
    flex: ${({ $stretch }) => ($stretch ? 1 : 'none')};
  }
`;

const Trigger = styled(RadixTabs.Trigger)`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xxs};
  border: 0;
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.size.l};
  cursor: pointer;
  &[data-state='active'] {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    border-bottom-color: ${({ theme }) => theme.color.primary};
  }
`;

/** Controlled tabs (Radix: arrow keys move between tabs, panels are labelled). */
export function Tabs<V extends string>({
  items,
  value,
  onValueChange,
  label,
  stretch = false,
  wrap = false,
  manual = false,
}: TabsProps<V>) {
  return (
    <RadixTabs.Root
      value={value}
      onValueChange={(v) => onValueChange(v as V)}
      activationMode={manual ? 'manual' : 'automatic'}
    >
      <List aria-label={label} $stretch={stretch} $wrap={wrap}>
        {items.map((item) => (
          <Trigger key={item.value} value={item.value}>
            {item.label}
          </Trigger>
        ))}
      </List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
