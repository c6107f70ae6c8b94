import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { RootStore } from './RootStore';

const RootStoreContext = createContext<RootStore | null>(null);

export function RootStoreProvider({ store, children }: { store: RootStore; children?: ReactNode }) {
  return createElement(RootStoreContext.Provider, { value: store }, children);
}

export function useRootStore(): RootStore {
  const store = useContext(RootStoreContext);
  if (store === null) {
    throw new Error(
      'No RootStore: wrap the tree in <RootStoreProvider store={rootStore}> (see src/stores/hooks.ts)',
    );
  }
  return store;
}

export const useSessionStore = () => useRootStore().session;
export const useWalletStore = () => useRootStore().wallet;
export const useSlipStore = () => useRootStore().slip;
export const useSportsStore = () => useRootStore().sports;
export const useChatStore = () => useRootStore().chat;
export const useInboxStore = () => useRootStore().inbox;
export const useSiteStore = () => useRootStore().site;
export const useUiStore = () => useRootStore().ui;
export const useMemberStore = () => useRootStore().member;
