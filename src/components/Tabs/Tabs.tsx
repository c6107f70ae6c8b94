import * as RadixTabs from '@radix-ui/react-tabs';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { design } from '../../theme/design';

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
  gap: ${design.space.xs} ${design.space.m};
  border-bottom: 1px solid ${design.color.border};
  margin-bottom: ${design.space.m};
  & > * {
    flex: ${({ $stretch }) => ($stretch ? 1 : 'none')};
  }
`;

const Trigger = styled(RadixTabs.Trigger)`
  padding: ${design.space.xs} ${design.space.xxs};
  border: 0;
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  background: transparent;
  color: ${design.color.textMuted};
  font-size: ${design.typography.size.l};
  cursor: pointer;
  &[data-state='active'] {
    color: ${design.color.text};
    font-weight: ${design.typography.weight.bold};
    border-bottom-color: ${design.color.primary};
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
  // The panels are our own markup, not Radix's Tabs.Content: its presence check sets state from
  // a ref callback and reads computed styles for every panel during the commit, which restyled
  // the page and drew the tabs again in the first render's task (a lobby's 7 panels: about 70 ms
  // at 4x CPU).
  const baseId = useId();
  const triggerId = (v: V) => `${baseId}-tab-${v}`;
  const panelId = (v: V) => `${baseId}-panel-${v}`;
  return (
    <RadixTabs.Root
      value={value}
      onValueChange={(v) => onValueChange(v as V)}
      activationMode={manual ? 'manual' : 'automatic'}
    >
      <List aria-label={label} $stretch={stretch} $wrap={wrap}>
        {items.map((item) => (
          <Trigger
            key={item.value}
            value={item.value}
            id={triggerId(item.value)}
            aria-controls={panelId(item.value)}
          >
            {item.label}
          </Trigger>
        ))}
      </List>
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <div
            key={item.value}
            role="tabpanel"
            id={panelId(item.value)}
            aria-labelledby={triggerId(item.value)}
            data-state={selected ? 'active' : 'inactive'}
            data-orientation="horizontal"
            hidden={!selected}
            tabIndex={0}
          >
            {selected ? item.content : null}
          </div>
        );
      })}
    </RadixTabs.Root>
  );
}
