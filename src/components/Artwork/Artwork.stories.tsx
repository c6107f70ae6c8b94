import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { SEED_VENUES } from '../../screens/home/homeFixtures';
import { Artwork } from './Artwork';
import { design } from '../../theme/design';

const Grid = styled.div<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}, 1fr));
  gap: ${design.space.s};
  padding: ${design.space.l};
  background: ${design.color.background};
`;

const meta = {
  title: 'Foundations/Artwork',
  component: Artwork,
  parameters: { layout: 'fullscreen' },
  args: { kind: 'venue', code: 'PGDZ', category: 'DZ', title: 'PG电子' },
} satisfies Meta<typeof Artwork>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every venue code of the seed data (server/db/seed.ts VENUES). */
export const SeedVenues: Story = {
  render: () => (
    <Grid $min="14rem">
      {SEED_VENUES.map((v) => (
        <Artwork
          key={v.enName}
          kind="venue"
          code={v.enName}
          category={v.category}
          title={v.name}
          subtitle={v.enName}
        />
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const v of SEED_VENUES)
      await expect(canvas.getByRole('img', { name: v.name })).toBeVisible();
  },
};

export const GamesAndBanners: Story = {
  render: () => (
    <Grid $min="12rem">
      {['麻将胡了', '赏金船长', '招财猫', '百家乐'].map((name, i) => (
        <Artwork
          key={name}
          kind="game"
          code={`game-${i}`}
          category={i === 3 ? 'ZR' : 'DZ'}
          title={name}
        />
      ))}
      <div style={{ gridColumn: '1 / -1' }}>
        <Artwork kind="banner" code="promo-11" title="首存送100%" subtitle="新会员首次存款立享" />
      </div>
    </Grid>
  ),
};
