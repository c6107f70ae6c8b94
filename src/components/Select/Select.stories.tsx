import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_AREA, validatePhone, type CountryArea } from '../../domain';
import { Input } from '../Input/Input';
import { screenOf } from '../shared/testing';
import { CountryAreaSelect } from './CountryAreaSelect';

const areas: CountryArea[] = [
  DEFAULT_AREA,
  { areaName: '香港', areaCode: '852', regex: '^[569]\\d{7}$' },
  { areaName: '澳门', areaCode: '853', regex: '^6\\d{7}$' },
];

function PhoneWithArea({ onAreaChange }: { onAreaChange: (area: CountryArea) => void }) {
  const [area, setArea] = useState<CountryArea>(DEFAULT_AREA);
  const [phone, setPhone] = useState('');
  const check = validatePhone(phone, area);
  return (
    <div style={{ width: 360, display: 'grid', gap: 12 }}>
      <CountryAreaSelect
        label="国家/地区"
        areas={areas}
        value={area.areaCode}
        onChange={(a) => {
          setArea(a);
          onAreaChange(a);
        }}
      />
      <Input
        label="手机号码"
        value={phone}
        onChange={setPhone}
        digitsOnly
        maxLength={11}
        error={phone && !check.ok ? '请输入正确的手机号码' : null}
      />
    </div>
  );
}

const meta = {
  title: 'Primitives/Select',
  component: PhoneWithArea,
  args: { onAreaChange: fn() },
} satisfies Meta<typeof PhoneWithArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultArea: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /国家\/地区/ })).toHaveTextContent(
      '+86 中国',
    );
    await userEvent.type(canvas.getByLabelText('手机号码'), '13800138000');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const AreaRegex: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('手机号码'), '61234567');
    await expect(canvas.getByRole('alert')).toHaveTextContent('请输入正确的手机号码');
    await userEvent.click(canvas.getByRole('combobox', { name: /国家\/地区/ }));
    await userEvent.click(
      await screenOf(canvasElement).findByRole('option', { name: '+852 香港' }),
    );
    await expect(args.onAreaChange).toHaveBeenCalledWith(areas[1]);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
