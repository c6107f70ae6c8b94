import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { SEED_VENUES } from '../../screens/home/homeFixtures';
import { Artwork } from './Artwork';
import { GALLERY_GIFTS, GALLERY_LOBBIES, GALLERY_PROMOS, GALLERY_TEAMS } from './galleryData';
import { TeamMark } from '../TeamMark/TeamMark';
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

const Gallery = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${design.space.m};
  padding: ${design.space.l};
  background: ${design.color.background};
  color: ${design.color.text};
  h2 {
    margin: 0;
    font-size: ${design.typography.size.l};
  }
  figure {
    margin: 0;
    border-radius: ${design.radius.m};
    overflow: hidden;
    background: ${design.color.surface};
    border: 1px solid ${design.color.border};
  }
  figcaption {
    padding: ${design.space.xxs} ${design.space.xs};
    font-size: ${design.typography.size.s};
  }
`;

const CATEGORY_TITLES: Record<string, string> = {
  TY: '体育',
  DZ: '电子',
  ZR: '真人',
  CP: '彩票',
  QP: '棋牌',
  DJ: '电竞',
  BY: '捕鱼',
};

/** Every game of the reference server's venues, lobby by lobby, as its tile draws it: no two
 * tiles of one lobby alike (identity.test.ts proves the signatures differ). */
export const EveryGame: Story = {
  render: () => (
    <Gallery>
      {GALLERY_LOBBIES.map((lobby) => (
        <section key={lobby.category} aria-label={CATEGORY_TITLES[lobby.category]}>
          <h2>{CATEGORY_TITLES[lobby.category]}</h2>
          <Grid $min="9rem" style={{ padding: 0 }}>
            {lobby.venues.flatMap((v) =>
              v.games.map((name) => (
                <figure key={`${v.enName}/${name}`}>
                  <Artwork
                    kind="game"
                    code={`${v.enName}-${name}`}
                    category={lobby.category}
                    title={`${name} ${v.enName}`}
                    identity={{ of: 'game', name, venue: v.enName }}
                    hideTitle
                  />
                  <figcaption>{name}</figcaption>
                </figure>
              )),
            )}
          </Grid>
        </section>
      ))}
    </Gallery>
  ),
  play: async ({ canvasElement }) => {
    for (const section of canvasElement.querySelectorAll('section')) {
      const signatures = [...section.querySelectorAll('[data-signature]')].map((g) =>
        g.getAttribute('data-signature'),
      );
      await expect(signatures.length).toBe(section.querySelectorAll('figure').length);
      await expect(new Set(signatures).size).toBe(signatures.length);
    }
  },
};

/** Every promotion kind's motif (race, wheel, check-in, deposits, tasks, invitation, betting
 * gifts, the newcomers' page); the card writes the title, the art never does. */
export const EveryPromotionKind: Story = {
  render: () => (
    <Gallery>
      <Grid $min="18rem" style={{ padding: 0 }}>
        {GALLERY_PROMOS.map((p) => (
          <figure key={p.kind}>
            <Artwork
              kind="banner"
              code={`promo-${p.kind}`}
              title={p.title}
              identity={{ of: 'promo', kind: p.kind }}
              hideTitle
            />
            <figcaption>
              {p.kind} · {p.title}
            </figcaption>
          </figure>
        ))}
      </Grid>
    </Gallery>
  ),
};

/** The gift catalogue: each gift drawn as its object (运动水杯 a bottle, 品牌雨伞 an umbrella). */
export const EveryGift: Story = {
  render: () => (
    <Gallery>
      <Grid $min="9rem" style={{ padding: 0 }}>
        {GALLERY_GIFTS.map((g) => (
          <figure key={g.name}>
            <Artwork
              kind="game"
              code={`gift-${g.name}`}
              category={g.category}
              title={g.name}
              identity={{ of: 'gift', name: g.name }}
              hideTitle
            />
            <figcaption>{g.name}</figcaption>
          </figure>
        ))}
      </Grid>
    </Gallery>
  ),
};

const Teams = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${design.space.s};
  li {
    display: flex;
    align-items: center;
    gap: ${design.space.xs};
  }
`;

/** Team marks: a crest from each team's name (and the colour its name says), at the board's
 * size and large. */
export const EveryTeamMark: Story = {
  render: () => (
    <Gallery>
      <Teams aria-label="球队标志">
        {GALLERY_TEAMS.map((t) => (
          <li key={t}>
            <TeamMark name={t} />
            <TeamMark name={t} size={40} />
            <span>{t}</span>
          </li>
        ))}
      </Teams>
    </Gallery>
  ),
};
