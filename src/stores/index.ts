// The stores layer (src/stores): RootStore, its dependencies, events and hooks.
export { RootStore, CHAT_SOCKET_PATH, type RootStoreDeps, type StoreCrypto } from './RootStore';
export * from './deps';
export * from './events';
export * from './hooks';
export { StorageKey, DECRYPTED_CACHE_PREFIX } from './storageKeys';
export type { AuthResult, CaptchaResult, LoginInput, RegisterInput } from './session/types';
export type { AuthDialogState, Toast, ToastContent, ToastKind, TipsDialog } from './ui/UiStore';
export type { LaunchResult, TransferInDialog, Venue, VenueBalance } from './wallet/WalletStore';
export type { ChatLine, ChatStatus, OutboxEntry } from './chat/ChatStore';
export type { Letter, LetterType } from './inbox/InboxStore';
export type { Edition, FeatureFlags, Language, ThemeName } from './site/SiteStore';
export { browserCredentials, credentialManagementStore } from './credentials';
