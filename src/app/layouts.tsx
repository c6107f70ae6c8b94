// Layouts of spec section 2: main (header, footer), mine (member centre), help (help centre),
// sport (full width, no footer) and bare.
import { NavLink, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { SiteFooter, SiteHeader } from '../screens/home/SiteChrome';
import { useHomeText } from '../screens/home/texts';
import { ROUTE_TABLE, type RouteMeta } from './routeTable';

const Column = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
`;

const Split = styled.div`
  flex: 1;
  display: flex;
  gap: ${({ theme }) => theme.space.l};
  padding: ${({ theme }) => theme.space.l} ${({ theme }) => theme.space.xl};
  max-width: 90rem;
  width: 100%;
  margin: 0 auto;
`;

const Side = styled.nav`
  flex: 0 0 12rem;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.l};
  padding: ${({ theme }) => theme.space.s};
  align-self: flex-start;
  a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radius.m};
  }
  a.active {
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Content = styled.main`
  flex: 1;
  min-width: 0;
`;

export function MainLayout() {
  return (
    <Column>
      <SiteHeader />
      <Body>
        <Outlet />
      </Body>
      <SiteFooter />
    </Column>
  );
}

/** Full width, no footer: the local sport page (/game/sport/{enName}). */
export function SportLayout() {
  return (
    <Column>
      <SiteHeader />
      <Body>
        <Outlet />
      </Body>
    </Column>
  );
}

export function BareLayout() {
  return <Outlet />;
}

function sideLinks(parentPath: string): { to: string; title: string }[] {
  const parent = ROUTE_TABLE.find((r) => r.path === parentPath);
  return (parent?.children ?? [])
    .filter((c: RouteMeta) => !c.path.includes(':') && !c.hidden)
    .map((c) => ({ to: `${parentPath}/${c.path}`, title: c.title }));
}

function SectionLayout({ parentPath, label }: { parentPath: string; label: string }) {
  return (
    <Column>
      <SiteHeader />
      <Split>
        <Side aria-label={label}>
          {sideLinks(parentPath).map((l) => (
            <NavLink key={l.to} to={l.to}>
              {l.title}
            </NavLink>
          ))}
        </Side>
        <Content>
          <Outlet />
        </Content>
      </Split>
      <SiteFooter />
    </Column>
  );
}

export function MineLayout() {
  return <SectionLayout parentPath="/mine" label={useHomeText().memberCentre} />;
}

export function HelpLayout() {
  return <SectionLayout parentPath="/app/help" label={useHomeText().helpCentre} />;
}
