// APP下载 (/download): QR codes for the site's address (the configured mobile site when it is
// another site, else the address players reach this one at) and the permanent address when one
// is configured, how to add the site to a phone's home screen, features, and a phone drawn in CSS.
import { observer } from 'mobx-react-lite';
import Copy from 'lucide-react/icons/copy';
import Headset from 'lucide-react/icons/headset';
import Radio from 'lucide-react/icons/radio';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Zap from 'lucide-react/icons/zap';
import { QrCode } from '../../../components/QrCode/QrCode';
import styled from 'styled-components';
import type { ScreenProps } from '../../../app/areas/types';
import { Artwork, CATEGORY_ICONS } from '../../../components/Artwork/Artwork';
import { Button } from '../../../components/Button/Button';
import { fill, useTexts } from '../../../i18n/screenTexts';
import { useRootStore } from '../../../stores';
import { brandTexts } from '../texts';
import { Card, PageFrame, Section } from '../shared';
import { downloadTargets } from './downloadTargets';
import { siteAddress } from '../../../app/siteAddress';
import { copyText } from '../../../app/copyText';
import { design } from '../../../theme/design';

const Top = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${design.space.xxl};
  align-items: center;
  padding: ${design.space.xl};
  border-radius: ${design.radius.l};
  background: linear-gradient(135deg, ${design.color.surface}, ${design.color.surfaceRaised});
  border: 1px solid ${design.color.border};
  h1 {
    margin: 0 0 ${design.space.s};
    font-size: 2.25rem;
    line-height: ${design.typography.lineHeight.tight};
  }
  > div > p {
    margin: 0 0 ${design.space.l};
    font-size: ${design.typography.size.l};
    color: ${design.color.textMuted};
    line-height: ${design.typography.lineHeight.normal};
  }
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
    padding: ${design.space.m};
    gap: ${design.space.l};
    h1 {
      font-size: 1.75rem;
    }
    > div > p {
      font-size: ${design.typography.size.m};
    }
  }
`;

const Codes = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${design.space.m};
`;

const Code = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${design.space.xs};
  flex: 0 1 13rem;
  min-width: 0;
  padding: ${design.space.m};
  border-radius: ${design.radius.l};
  background: ${design.color.surface};
  border: 1px solid ${design.color.border};
  box-shadow: ${design.shadow.card};
  h2 {
    margin: 0;
    font-size: ${design.typography.size.l};
  }
  .qr {
    padding: ${design.space.xs};
    background: #ffffff;
    border-radius: ${design.radius.m};
    line-height: 0;
  }
  .hint {
    margin: 0;
    font-size: ${design.typography.size.s};
    color: ${design.color.textMuted};
    text-align: center;
  }
  .url {
    margin: 0;
    max-width: 100%;
    font-size: ${design.typography.size.xs};
    color: ${design.color.textMuted};
    overflow-wrap: anywhere;
    text-align: center;
  }
  @media (max-width: 600px) {
    flex: 1 1 9rem;
    padding: ${design.space.s};
    .qr svg {
      width: 7.5rem;
      height: 7.5rem;
    }
  }
`;

const Phone = styled.div`
  width: 15rem;
  aspect-ratio: 9 / 18.5;
  padding: 0.6rem;
  border-radius: 2.4rem;
  background: #16181d;
  box-shadow:
    0 0 0 2px #3a3f4a,
    0 24px 48px rgba(0, 0, 0, 0.35);
  position: relative;
  justify-self: center;
  &::before {
    content: '';
    position: absolute;
    top: 0.9rem;
    left: 50%;
    width: 4.5rem;
    height: 1.1rem;
    transform: translateX(-50%);
    border-radius: 1rem;
    background: #16181d;
    z-index: 1;
  }
  @media (max-width: 900px) {
    width: 13rem;
  }
`;

const Screen = styled.div`
  height: 100%;
  border-radius: 1.9rem;
  overflow: hidden;
  background: ${design.color.background};
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 2.2rem 0.6rem 0.6rem;
  font-size: 0.75rem;
  color: ${design.color.text};
  .brand {
    font-weight: ${design.typography.weight.bold};
    font-size: 0.875rem;
  }
  .wallet {
    padding: 0.5rem 0.6rem;
    border-radius: 0.6rem;
    background: ${design.color.primary};
    color: ${design.color.primaryText};
    display: flex;
    justify-content: space-between;
    font-variant-numeric: tabular-nums;
  }
  .banner {
    border-radius: 0.6rem;
    overflow: hidden;
  }
  .tiles {
    display: grid;
    grid-template-columns: repeat(4, 1fr);
    gap: 0.35rem;
  }
  .tile {
    aspect-ratio: 1;
    border-radius: 0.5rem;
    background: ${design.color.surface};
    border: 1px solid ${design.color.border};
    display: grid;
    place-items: center;
    color: ${design.color.primary};
  }
  .match {
    padding: 0.45rem 0.6rem;
    border-radius: 0.6rem;
    background: ${design.color.surface};
    border: 1px solid ${design.color.border};
    display: flex;
    justify-content: space-between;
    font-variant-numeric: tabular-nums;
  }
  .live {
    color: ${design.color.danger};
  }
  .tabs {
    margin-top: auto;
    display: grid;
    grid-template-columns: repeat(4, 1fr);
    padding-top: 0.4rem;
    border-top: 1px solid ${design.color.border};
    text-align: center;
    color: ${design.color.textMuted};
  }
  .tabs span:first-child {
    color: ${design.color.primary};
  }
`;

const Steps = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  line-height: 1.75;
`;

const Features = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${design.space.m};
  li {
    display: flex;
    flex-direction: column;
    gap: ${design.space.xxs};
    padding: ${design.space.l};
    border-radius: ${design.radius.l};
    background: ${design.color.surface};
    border: 1px solid ${design.color.border};
  }
  svg {
    color: ${design.color.primary};
    margin-bottom: ${design.space.xs};
  }
  h3 {
    margin: 0;
    font-size: ${design.typography.size.l};
  }
  p {
    margin: 0;
    color: ${design.color.textMuted};
  }
  @media (max-width: 900px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: 600px) {
    grid-template-columns: minmax(0, 1fr);
    li {
      display: grid;
      grid-template-columns: auto 1fr;
      column-gap: ${design.space.m};
      padding: ${design.space.m};
    }
    svg {
      grid-row: 1 / span 2;
      margin: 0;
      align-self: center;
    }
  }
`;

const TILE_CATEGORIES = ['TY', 'ZR', 'DZ', 'CP', 'QP', 'DJ', 'BY', 'PROMO'] as const;

function PhoneMock({ brand }: { brand: string }) {
  const text = useTexts(brandTexts).download;
  return (
    <Phone role="img" aria-label={text.phoneAlt}>
      <Screen aria-hidden="true">
        <div className="brand">{brand}</div>
        <div className="wallet">
          <span>{text.phoneBalance}</span>
          <span>¥ 8,888.00</span>
        </div>
        <div className="banner">
          <Artwork
            kind="banner"
            code="download-phone"
            category="TY"
            title={brand}
            decorative
            hideTitle
          />
        </div>
        <div className="tiles">
          {TILE_CATEGORIES.map((c) => {
            const Icon = CATEGORY_ICONS[c];
            return (
              <div className="tile" key={c}>
                <Icon size={18} />
              </div>
            );
          })}
        </div>
        <div className="match">
          <span className="live">{text.phoneLive} 63'</span>
          <span>2 : 1</span>
          <span>0.92</span>
        </div>
        <div className="match">
          <span className="live">{text.phoneLive} 18'</span>
          <span>0 : 0</span>
          <span>1.05</span>
        </div>
        <div className="tabs">
          {text.phoneTabs.split(' ').map((tab) => (
            <span key={tab}>{tab}</span>
          ))}
        </div>
      </Screen>
    </Phone>
  );
}

const FEATURES = [
  { key: 'fast', Icon: Zap },
  { key: 'live', Icon: Radio },
  { key: 'safe', Icon: ShieldCheck },
  { key: 'service', Icon: Headset },
] as const;

export const AppDownloadPage = observer(function AppDownloadPage() {
  const root = useRootStore();
  const all = useTexts(brandTexts);
  const text = all.download;
  const brand = root.site.title || all.brand;
  const targets = downloadTargets(
    root.site.mobileSiteUrl,
    root.site.flags.foreverSite,
    // the address players reach the site at: the configured one, else the page's own
    root.site.publicUrl ?? siteAddress(''),
  );
  const copy = (url: string) => void copyText(root.ui, url);
  return (
    <PageFrame>
      <Top>
        <div>
          <h1 id="download-title">{text.title}</h1>
          <p>{text.lead}</p>
          <Codes>
            {targets.map((t) => {
              const name = t.kind === 'mobile' ? text.mobileSite : text.foreverSite;
              return (
                <Code key={t.kind}>
                  <h2>{name}</h2>
                  <div className="qr">
                    <QrCode
                      value={t.url}
                      size={148}
                      marginSize={1}
                      title={fill(text.qrLabel, { name })}
                      role="img"
                      aria-label={fill(text.qrLabel, { name })}
                    />
                  </div>
                  <p className="hint">
                    {t.kind === 'mobile' ? text.mobileSiteHint : text.foreverSiteHint}
                  </p>
                  <p className="url" data-testid={`download-url-${t.kind}`}>
                    {t.url}
                  </p>
                  <Button size="s" variant="secondary" onClick={() => copy(t.url)}>
                    <Copy size={16} aria-hidden="true" />
                    {text.copy}
                  </Button>
                </Code>
              );
            })}
          </Codes>
        </div>
        <PhoneMock brand={brand} />
      </Top>

      <Section aria-labelledby="download-install">
        <h2 id="download-install">{text.installHeading}</h2>
        <Card>
          <Steps>
            <li>{text.ios}</li>
            <li>{text.android}</li>
          </Steps>
        </Card>
      </Section>

      <Section aria-labelledby="download-features">
        <h2 id="download-features">{text.featuresHeading}</h2>
        <Features>
          {FEATURES.map(({ key, Icon }) => (
            <li key={key}>
              <Icon size={28} aria-hidden="true" />
              <h3>{text.features[key]}</h3>
              <p>{text.features[`${key}Text`]}</p>
            </li>
          ))}
        </Features>
      </Section>
    </PageFrame>
  );
});

export default function AppDownload(_props: ScreenProps) {
  return <AppDownloadPage />;
}
