// The honest stand-in for a named screen of the spec that is not built yet, and the not-found page.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useHomeText } from '../home/texts';
import { design } from '../../theme/design';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${design.space.s};
  padding: ${design.space.xxl} ${design.space.l};
  text-align: center;
  h1 {
    margin: 0;
    font-size: ${design.typography.size.xxl};
  }
  p {
    margin: 0;
    color: ${design.color.textMuted};
  }
`;

export interface UnbuiltScreenProps {
  /** The named screen of the spec (e.g. wallet, vipDetail). */
  name: string;
  /** Its page title. */
  title: string;
}

/** 该页面正在建设中: the route exists, its screen does not yet. */
export function UnbuiltScreen({ name, title }: UnbuiltScreenProps) {
  const text = useHomeText();
  return (
    <Box data-screen={name} aria-labelledby={`unbuilt-${name}`}>
      <h1 id={`unbuilt-${name}`}>{title}</h1>
      <p>{text.unbuilt}</p>
      <p>{text.unbuiltHint}</p>
      <Link to="/">{text.backHome}</Link>
    </Box>
  );
}

/** The not-found page. */
export function NotFoundScreen() {
  const text = useHomeText();
  return (
    <Box data-screen="notFound" aria-labelledby="not-found">
      <h1 id="not-found">{text.notFound}</h1>
      <p>{text.notFoundHint}</p>
      <Link to="/">{text.backHome}</Link>
    </Box>
  );
}
