import type { CountryArea } from '../../domain';
import { Select } from './Select';

export interface CountryAreaSelectProps {
  label: string;
  hideLabel?: boolean;
  areas: readonly CountryArea[];
  /** The selected area's code (86 by default in the forms). */
  value: string;
  /** The whole area: its regex checks the phone number (domain validatePhone). */
  onChange: (area: CountryArea) => void;
  disabled?: boolean;
}

/** The country area of a phone number: +code and name; the choice carries the area's regex. */
export function CountryAreaSelect({ areas, value, onChange, ...rest }: CountryAreaSelectProps) {
  return (
    <Select
      {...rest}
      value={value}
      options={areas.map((a) => ({
        value: a.areaCode,
        label: a.areaName ? `+${a.areaCode} ${a.areaName}` : `+${a.areaCode}`,
      }))}
      onValueChange={(code) => {
        const area = areas.find((a) => a.areaCode === code);
        if (area) onChange(area);
      }}
    />
  );
}
