// The one calendar of the site (react-day-picker): months and weekdays in the player's language,
// the site's colours, and a date field that reads 年/月/日 and opens the calendar in a dialog.
// Range pickers (投注记录, 交易记录) use Calendar; single dates (生日) use DateField.
import { useId, useState } from 'react';
import { DayPicker, type DayPickerProps } from 'react-day-picker';
import { zhCN, zhTW } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import styled from 'styled-components';
import { useLanguage } from '../../i18n/useLanguage';
import { design } from '../../theme/design';
import { Dialog } from '../Dialog/Dialog';

const Frame = styled.div`
  overflow-x: auto;
  color: ${design.color.text};
  /* on .rdp-root itself: the picker's stylesheet sets its defaults there */
  .rdp-root {
    --rdp-accent-color: ${design.color.primary};
    --rdp-accent-background-color: ${design.color.surfaceRaised};
    /* today in the text colour (bold): the default blue on the dark surface fails AA contrast */
    --rdp-today-color: ${design.color.text};
  }
  .rdp-dropdown_root select {
    color: ${design.color.text};
    background: ${design.color.inputBackground};
  }
`;

/** A calendar in the player's language (simplified or traditional month and weekday names). */
export function Calendar(props: DayPickerProps) {
  const language = useLanguage();
  return (
    <Frame>
      <DayPicker locale={language === 'zh-TW' ? zhTW : zhCN} {...props} />
    </Frame>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar day (a local Date at midnight) as the contract's YYYY-MM-DD. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** YYYY-MM-DD as a local Date at midnight of that day, or undefined when it is not one. */
export function parseIsoDay(value: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return undefined;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return isoDay(date) === value ? date : undefined;
}

/** YYYY-MM-DD read the Chinese way: 1990年5月1日 (the same characters in 繁體). */
export function chineseDay(value: string): string {
  const date = parseIsoDay(value);
  return date ? `${date.getFullYear()}年${date.getMonth() + 1}月${date.getDate()}日` : value;
}

const Field = styled.button`
  min-height: 40px;
  min-width: 10em;
  padding: 0 ${design.space.s};
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.m};
  background: ${design.color.inputBackground};
  color: ${design.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &[data-empty] {
    color: ${design.color.textMuted};
  }
`;

export interface DateFieldProps {
  /** Titles the calendar's dialog. */
  label: string;
  /** The id of the visible label: the field is named by it and by the day it shows. */
  labelledBy: string;
  /** YYYY-MM-DD, or '' when none is chosen. */
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The earliest and the latest day that can be chosen (local Dates at midnight). */
  earliest: Date;
  latest: Date;
}

/**
 * A single date: a field showing 1990年5月1日 (or the placeholder) that opens a calendar with
 * year and month lists, where only days from `earliest` to `latest` can be picked.
 */
export function DateField({
  label,
  value,
  onChange,
  placeholder,
  earliest,
  latest,
  labelledBy,
}: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const selected = parseIsoDay(value);
  return (
    <>
      <Field
        type="button"
        id={id}
        aria-labelledby={`${labelledBy} ${id}`}
        aria-haspopup="dialog"
        data-empty={selected ? undefined : ''}
        onClick={() => setOpen(true)}
      >
        {selected ? chineseDay(value) : placeholder}
      </Field>
      <Dialog open={open} onOpenChange={setOpen} title={label} size="s">
        <Calendar
          mode="single"
          captionLayout="dropdown"
          selected={selected}
          defaultMonth={selected ?? latest}
          startMonth={earliest}
          endMonth={latest}
          disabled={[{ before: earliest }, { after: latest }]}
          onSelect={(day) => {
            if (!day) return;
            onChange(isoDay(day));
            setOpen(false);
          }}
        />
      </Dialog>
    </>
  );
}
