import type { Meta, StoryObj } from '@storybook/react-vite';
import styled, { useTheme } from 'styled-components';
import { expect, within } from 'storybook/test';
import type { ThemeColors } from './theme';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 12rem);
  gap: ${({ theme }) => theme.space.s};
  padding: ${({ theme }) => theme.space.l};
  background: ${({ theme }) => theme.color.background};
`;

const Swatch = styled.div<{ $bg: string; $fg: string }>`
  padding: ${({ theme }) => theme.space.s};
  border-radius: ${({ theme }) => theme.radius.m};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ $bg }) => $bg};
  color: ${({ $fg }) => $fg};
  font-size: ${({ theme }) => theme.typography.size.s};
`;

// Each text colour on the surface it is used on.
const roles: [keyof ThemeColors, keyof ThemeColors][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['textMuted', 'surface'],
  ['primaryText', 'primary'],
  ['link', 'surface'],
  ['danger', 'surface'],
  ['success', 'surface'],
  ['warning', 'surface'],
  ['info', 'surface'],
  ['accent', 'surface'],
  ['disabledText', 'disabledBackground'],
  ['toastText', 'toastBackground'],
];

function Colours() {
  const theme = useTheme();
  return (
    <Grid aria-label={`${theme.name} colours`} role="list">
      {roles.map(([fg, bg]) => (
        <Swatch key={`${fg}-${bg}`} role="listitem" $fg={theme.color[fg]} $bg={theme.color[bg]}>
          {fg} / {bg}
          <br />
          温馨提示 登录 注册
        </Swatch>
      ))}
    </Grid>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: Colours,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Colours>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Classic: Story = {
  parameters: { theme: 'classic' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('list', { name: 'classic colours' }),
    ).toBeVisible();
  },
};

export const Professional: Story = {
  parameters: { theme: 'professional' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('list', { name: 'professional colours' }),
    ).toBeVisible();
  },
};
