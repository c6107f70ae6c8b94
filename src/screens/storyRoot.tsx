// Story decorator of the screens: a RootStore over the page's fetch, which MSW answers from the
// contract examples (`parameters.msw.handlers`); one root a story, started like the app starts
// it. `parameters.loggedIn: true` starts it with a member's token; `parameters.rootOptions` are
// passed on to createStoryRoot (a socket factory the story drives, say).
import type { Decorator } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { RootStoreProvider } from '../stores';
import { createStoryRoot, type StoryRootOptions } from '../stores/testing/createStoryRoot';

export interface StoryRootParameters {
  loggedIn?: boolean;
  rootOptions?: StoryRootOptions;
}

function StoryRoot({
  loggedIn,
  options,
  children,
}: {
  loggedIn: boolean;
  options: StoryRootOptions | undefined;
  children: ReactNode;
}) {
  const [root] = useState(() =>
    createStoryRoot({ ...options, ...(loggedIn ? { token: 'story-token' } : {}) }),
  );
  useEffect(() => {
    void root.start();
    return () => root.dispose();
  }, [root]);
  return <RootStoreProvider store={root}>{children}</RootStoreProvider>;
}

export const withStoryRoot: Decorator = (Story, context) => {
  const { loggedIn, rootOptions } = context.parameters as StoryRootParameters;
  return (
    <StoryRoot key={context.id} loggedIn={loggedIn === true} options={rootOptions}>
      <Story />
    </StoryRoot>
  );
};
