// Story decorator of the screens: a RootStore over the page's fetch, which MSW answers from the
// contract examples (`parameters.msw.handlers`); one root a story, started like the app starts
// it. `parameters.loggedIn: true` starts it with a member's token.
import type { Decorator } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { RootStoreProvider } from '../stores';
import { createStoryRoot } from '../stores/testing/createStoryRoot';

export interface StoryRootParameters {
  loggedIn?: boolean;
}

function StoryRoot({ loggedIn, children }: { loggedIn: boolean; children: ReactNode }) {
  const [root] = useState(() => createStoryRoot(loggedIn ? { token: 'story-token' } : {}));
  useEffect(() => {
    void root.start();
    return () => root.dispose();
  }, [root]);
  return <RootStoreProvider store={root}>{children}</RootStoreProvider>;
}

export const withStoryRoot: Decorator = (Story, context) => {
  const { loggedIn } = context.parameters as StoryRootParameters;
  return (
    <StoryRoot key={context.id} loggedIn={loggedIn === true}>
      <Story />
    </StoryRoot>
  );
};
