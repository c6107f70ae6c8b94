// The design language of both editions: colour roles, type scale, spacing, radius, elevation
// and motion tokens, the icons, and skeletons shaped like the content they stand for.
import type { Meta, StoryObj } from '@storybook/react-vite';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Bell from 'lucide-react/icons/bell';
import Cherry from 'lucide-react/icons/cherry';
import Club from 'lucide-react/icons/club';
import Crown from 'lucide-react/icons/crown';
import Fish from 'lucide-react/icons/fish';
import Gamepad2 from 'lucide-react/icons/gamepad-2';
import Gift from 'lucide-react/icons/gift';
import Headset from 'lucide-react/icons/headset';
import Megaphone from 'lucide-react/icons/megaphone';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Spade from 'lucide-react/icons/spade';
import Ticket from 'lucide-react/icons/ticket';
import Trophy from 'lucide-react/icons/trophy';
import Wallet from 'lucide-react/icons/wallet';
import styled, { useTheme } from 'styled-components';
import { expect, within } from 'storybook/test';
import { SkeletonBlock } from '../components/Skeleton/Skeleton';
import { tabularNums } from './helpers';
import type { ThemeColors } from './theme';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.l};
  padding: ${({ theme }) => theme.space.l};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.type.sectionTitle.size};
  }
`;

const Grid = styled.div<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min ?? '11rem'}, 1fr));
  gap: ${({ theme }) => theme.space.s};
`;

const Swatch = styled.div<{ $bg: string; $fg: string }>`
  padding: ${({ theme }) => theme.space.s};
  border-radius: ${({ theme }) => theme.radius.m};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ $bg }) => $bg};
  color: ${({ $fg }) => $fg};
  font-size: ${({ theme }) => theme.typography.size.s};
`;

const ROLE_PAIRS: [keyof ThemeColors, keyof ThemeColors][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceRaised'],
  ['text', 'surfaceSunken'],
  ['text', 'surfaceHover'],
  ['primaryText', 'primary'],
  ['primary', 'primarySoft'],
  ['accentText', 'accent'],
  ['oddsUp', 'oddsUpBackground'],
  ['oddsDown', 'oddsDownBackground'],
  ['success', 'surface'],
  ['warning', 'surface'],
  ['danger', 'surface'],
  ['info', 'surface'],
  ['chromeText', 'chrome'],
  ['footerText', 'footerBackground'],
  ['badgeText', 'badge'],
  ['toastText', 'toastBackground'],
];

function Colours() {
  const theme = useTheme();
  return (
    <Page>
      <h2>颜色角色</h2>
      <Grid>
        {ROLE_PAIRS.map(([fg, bg]) => (
          <Swatch key={`${fg}-${bg}`} $fg={theme.color[fg]} $bg={theme.color[bg]}>
            {fg} / {bg}
          </Swatch>
        ))}
      </Grid>
      <h2>赔率变动</h2>
      <Grid>
        <Swatch $fg={theme.color.oddsUp} $bg={theme.color.oddsUpBackground}>
          <ArrowUp size={14} aria-label="上升" />{' '}
          <span style={{ fontVariantNumeric: 'tabular-nums' }}>1.95</span>
        </Swatch>
        <Swatch $fg={theme.color.oddsDown} $bg={theme.color.oddsDownBackground}>
          <ArrowDown size={14} aria-label="下降" />{' '}
          <span style={{ fontVariantNumeric: 'tabular-nums' }}>1.82</span>
        </Swatch>
      </Grid>
    </Page>
  );
}

const Step = styled.p<{ $size: string; $line: number; $weight: number }>`
  margin: 0;
  font-size: ${({ $size }) => $size};
  line-height: ${({ $line }) => $line};
  font-weight: ${({ $weight }) => $weight};
`;

const Figures = styled.p`
  margin: 0;
  ${tabularNums};
  font-size: ${({ theme }) => theme.type.figure.size};
  font-weight: ${({ theme }) => theme.type.figure.weight};
`;

function TypeScaleView() {
  const theme = useTheme();
  const steps = [
    ['pageTitle', '页面标题 Page title'],
    ['sectionTitle', '区块标题 Section title'],
    ['cardTitle', '卡片标题 Card title'],
    ['body', '正文:体育赛事滚球与早盘投注,多种盘口。'],
    ['caption', '说明文字:不小于 12 px'],
  ] as const;
  return (
    <Page>
      {steps.map(([key, sample]) => (
        <Step
          key={key}
          $size={theme.type[key].size}
          $line={theme.type[key].lineHeight}
          $weight={theme.type[key].weight}
        >
          {sample}
        </Step>
      ))}
      <Figures>¥ 1,288.50 · 2.05 · 3 : 1 · 04:59</Figures>
    </Page>
  );
}

const Box = styled.div<{ $shadow: string; $radius: string }>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 4rem;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ $shadow }) => $shadow};
  border-radius: ${({ $radius }) => $radius};
  font-size: ${({ theme }) => theme.typography.size.s};
`;

function SpacingView() {
  const theme = useTheme();
  return (
    <Page>
      <h2>间距 · 圆角 · 层级</h2>
      <Grid $min="8rem">
        {(['flat', 'raised', 'card', 'floating', 'dialog'] as const).map((k) => (
          <Box key={k} $shadow={theme.shadow[k]} $radius={theme.radius.l}>
            {k}
          </Box>
        ))}
      </Grid>
      <Grid $min="8rem">
        {(Object.keys(theme.density) as (keyof typeof theme.density)[]).map((k) => (
          <Box key={k} $shadow={theme.shadow.raised} $radius={theme.radius.m}>
            {k}: {theme.density[k]}
          </Box>
        ))}
      </Grid>
    </Page>
  );
}

const ICONS = [
  ['体育', Trophy],
  ['电子', Cherry],
  ['真人', Spade],
  ['彩票', Ticket],
  ['棋牌', Club],
  ['电竞', Gamepad2],
  ['捕鱼', Fish],
  ['优惠', Gift],
  ['VIP', Crown],
  ['钱包', Wallet],
  ['刷新', RefreshCw],
  ['消息', Bell],
  ['公告', Megaphone],
  ['客服', Headset],
] as const;

const IconCell = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.s};
  border-radius: ${({ theme }) => theme.radius.m};
  background: ${({ theme }) => theme.color.surface};
  svg {
    color: ${({ theme }) => theme.color.primary};
  }
  figcaption {
    font-size: ${({ theme }) => theme.typography.size.s};
  }
`;

function IconsView() {
  return (
    <Page>
      <h2>图标(lucide-react,逐个引入)</h2>
      <Grid $min="6rem">
        {ICONS.map(([label, Icon]) => (
          <IconCell key={label}>
            <Icon size={28} aria-hidden />
            <figcaption>{label}</figcaption>
          </IconCell>
        ))}
      </Grid>
    </Page>
  );
}

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.s};
  border-radius: ${({ theme }) => theme.radius.l};
  background: ${({ theme }) => theme.color.surface};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.s};
`;

function SkeletonsView() {
  return (
    <Page aria-busy="true">
      <h2>骨架屏</h2>
      <SkeletonBlock $height="8rem" />
      <Grid>
        {[0, 1, 2, 3].map((i) => (
          <Card key={i}>
            <SkeletonBlock $height="6rem" />
            <SkeletonBlock $width="60%" />
          </Card>
        ))}
      </Grid>
      <Card>
        {[0, 1, 2].map((i) => (
          <Row key={i}>
            <SkeletonBlock $width="2.5rem" $height="2.5rem" $round />
            <SkeletonBlock $width="40%" />
            <SkeletonBlock $width="20%" />
            <SkeletonBlock $width="4rem" $height="2rem" />
          </Row>
        ))}
      </Card>
    </Page>
  );
}

const meta = {
  title: 'Foundations/Design language',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const ColourRoles: Story = {
  render: () => <Colours />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('oddsUp / oddsUpBackground')).toBeVisible();
  },
};
export const TypeScale: Story = {
  render: () => <TypeScaleView />,
  play: async ({ canvasElement }) => {
    const caption = within(canvasElement).getByText('说明文字:不小于 12 px');
    await expect(parseFloat(getComputedStyle(caption).fontSize)).toBeGreaterThanOrEqual(12);
  },
};
export const SpacingAndElevation: Story = { render: () => <SpacingView /> };
export const Icons: Story = { render: () => <IconsView /> };
export const Skeletons: Story = { render: () => <SkeletonsView /> };
