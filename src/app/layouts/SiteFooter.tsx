// The footer: grouped help links, responsible play (18+, 博彩责任, 规则与条款), partners drawn
// in-house, the app download QR code, copyright, and the spec's SEO text (visually hidden).
import BadgeCheck from 'lucide-react/icons/badge-check';
import Cloud from 'lucide-react/icons/cloud';
import HandHeart from 'lucide-react/icons/hand-heart';
import LockKeyhole from 'lucide-react/icons/lock-keyhole';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { observer } from 'mobx-react-lite';
import { QrCode } from '../../components/QrCode/QrCode';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { fill, useTexts } from '../../i18n/screenTexts';
import { useHomeText } from '../../screens/home/texts';
import { useRootStore } from '../../stores';
import { visuallyHidden } from '../../theme/helpers';
import { TERMS_PATH } from '../routeTable';
import { helpPath, visibleHelpGroups } from './helpGroups';
import { chromeTexts } from './texts';
import { siteAddress } from '../siteAddress';
import { design } from '../../theme/design';

const PARTNERS = [
  { key: 'fairPlay', icon: BadgeCheck },
  { key: 'securePay', icon: ShieldCheck },
  { key: 'dataGuard', icon: LockKeyhole },
  { key: 'playSafe', icon: HandHeart },
  { key: 'cloudHost', icon: Cloud },
] as const;

const Foot = styled.footer`
  margin-top: ${design.density.section};
  background: ${design.color.footerBackground};
  color: ${design.color.footerMuted};
  font-size: ${design.type.caption.size};
  a {
    color: ${design.color.footerText};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Inner = styled.div`
  max-width: 90rem;
  margin: 0 auto;
  padding: ${design.space.xl} ${design.density.gutter};
  display: flex;
  flex-direction: column;
  gap: ${design.space.l};
  ${design.media.phone} {
    padding: ${design.space.l} ${design.density.gutterPhone};
  }
`;

const Top = styled.div`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr)) auto;
  gap: ${design.space.l};
  ${design.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${design.media.phone} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Group = styled.nav`
  h2 {
    margin: 0 0 ${design.space.xs};
    font-size: ${design.type.body.size};
    color: ${design.color.footerText};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2rem;
    color: ${design.color.footerMuted};
  }
  ${design.media.phone} {
    a {
      min-height: 40px;
    }
  }
`;

const AppBlock = styled.section`
  display: flex;
  gap: ${design.space.s};
  align-items: center;
  h2 {
    margin: 0 0 ${design.space.xxs};
    font-size: ${design.type.body.size};
    color: ${design.color.footerText};
  }
  p {
    margin: 0;
    max-width: 10rem;
  }
  svg {
    flex: 0 0 auto;
    padding: 6px;
    background: #fff;
    border-radius: ${design.radius.m};
  }
  ${design.media.tablet} {
    grid-column: 1 / -1;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${design.space.m};
  padding-top: ${design.space.m};
  border-top: 1px solid rgba(255, 255, 255, 0.12);
`;

const Adults = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 2px solid ${design.color.footerText};
  border-radius: 50%;
  color: ${design.color.footerText};
  font-weight: 800;
`;

const Responsible = styled.section`
  display: flex;
  align-items: center;
  gap: ${design.space.s};
  flex: 1 1 24rem;
  min-width: 0;
  h2 {
    ${visuallyHidden};
  }
  p {
    margin: 0;
  }
  .links {
    display: flex;
    gap: ${design.space.m};
    margin-top: ${design.space.xxs};
  }
`;

const Partners = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${design.space.s};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${design.space.xxs};
    padding: 4px 10px;
    border: 1px solid rgba(255, 255, 255, 0.18);
    border-radius: ${design.radius.round};
    color: ${design.color.footerText};
  }
`;

const PartnerTitle = styled.h2`
  ${visuallyHidden};
`;

const Seo = styled.section`
  ${visuallyHidden};
`;

export const SiteFooter = observer(function SiteFooter() {
  const { site } = useRootStore();
  const home = useHomeText();
  const text = useTexts(chromeTexts);
  const siteName = site.title || home.brand;
  const downloadUrl = siteAddress('/download');
  return (
    <Foot>
      <Inner>
        <Top>
          {visibleHelpGroups(site.flags.deposit).map(({ group, pages }) => (
            <Group key={group} aria-labelledby={`footer-${group}`}>
              <h2 id={`footer-${group}`}>{text.helpGroups[group]}</h2>
              <ul>
                {pages.map((page) => (
                  <li key={page}>
                    <Link to={helpPath(page)}>{text.helpPages[page]}</Link>
                  </li>
                ))}
              </ul>
            </Group>
          ))}
          <AppBlock aria-labelledby="footer-app">
            <QrCode
              value={downloadUrl}
              size={96}
              level="M"
              role="img"
              aria-label={text.appQrLabel}
              title={text.appQrLabel}
            />
            <div>
              <h2 id="footer-app">{text.appTitle}</h2>
              <p>{text.appHint}</p>
            </div>
          </AppBlock>
        </Top>
        <Row>
          <Responsible aria-labelledby="footer-responsible">
            <h2 id="footer-responsible">{text.responsibleTitle}</h2>
            <Adults role="img" aria-label={text.adultsOnlyLabel}>
              {text.adultsOnly}
            </Adults>
            <div>
              <p>{home.responsible}</p>
              <p>{text.responsibleBody}</p>
              <div className="links">
                <Link to={helpPath('bczr')}>{text.helpPages.bczr}</Link>
                <Link to={TERMS_PATH}>{home.terms}</Link>
              </div>
            </div>
          </Responsible>
          <section aria-labelledby="footer-partners">
            <PartnerTitle id="footer-partners">{text.partners}</PartnerTitle>
            <Partners>
              {PARTNERS.map(({ key, icon: Icon }) => (
                <li key={key}>
                  <Icon size={16} aria-hidden />
                  {text.partnerNames[key]}
                </li>
              ))}
            </Partners>
          </section>
        </Row>
        <Row>
          <span>{fill(text.copyright, { year: new Date().getFullYear(), site: siteName })}</span>
        </Row>
        <Seo aria-labelledby="footer-seo">
          <h2 id="footer-seo">{text.seoTitle}</h2>
          <p>{text.seoText}</p>
        </Seo>
      </Inner>
    </Foot>
  );
});
